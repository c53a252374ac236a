// A push's arrow is drawn over everything the boats carry (issue 14, play-test 17: on other players'
// screens the pusher's bow arrow and badge, drawn over the hulls, hid the arrow's tail, so it read
// as starting nowhere).
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { BoatLayer } from '../../renderer/src/scene/boat-model.js';
import { TrailLayer } from '../../renderer/src/scene/trail.js';

describe("a push's arrow", () => {
  it('is drawn after every boat mark that ignores depth (bow arrows, badges)', () => {
    const trail = new TrailLayer();
    trail.set({ boat: 'red', path: [{ q: 0, r: 0 }, { q: 0, r: -1 }], pushes: [{ boat: 'white', from: { q: 0, r: -1 }, to: { q: 1, r: -2 } }], quiet: true });
    const boats = new BoatLayer();
    // a badge as the boats carry them (a sprite drawn regardless of depth; made here without its canvas texture)
    const badge = new THREE.Sprite(new THREE.SpriteMaterial({ depthTest: false, depthWrite: false }));
    badge.renderOrder = 10;
    boats.group.add(badge);
    const shown = trail.shown(boats.group);
    expect(shown.pushSegments).toBeGreaterThan(0);
    expect(shown.pushesOverBoats).toBe(true);
    // the check can fail: a mark drawn after the arrow hides it
    const later = new THREE.Sprite(new THREE.SpriteMaterial({ depthTest: false }));
    later.renderOrder = 99;
    boats.group.add(later);
    expect(trail.shown(boats.group).pushesOverBoats).toBe(false);
  });
});
