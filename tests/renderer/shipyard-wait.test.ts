// Six boats: the sixth waits at the shipyard while the others set off (play-test pt27 #4: the log
// had no line for it and nothing on the screen said so).
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, hexEq, neighbour, newGame, sampleChance, shipyardHex, spaceAt, turnDir, type GameEvent, type GameState } from '../../engine/index.js';
import { BoatLayer } from '../../renderer/src/scene/boat-model.js';
import { headingYaw, hexToWorld } from '../../renderer/src/scene/layout.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { logLines } from '../../renderer/src/lib/log-lines.js';
import { shipyardBoat, shipyardPlace } from '../../renderer/src/lib/shipyard-wait.js';

/** A new game played through its chance events up to the first decision, with the events told. */
function started(seats: number): { state: GameState; events: GameEvent[] } {
  let state = newGame(defaultConfig(seats), 7);
  const events: GameEvent[] = [];
  while (state.pending.kind === 'chance') {
    const r = apply(state, sampleChance(state));
    if (!r.ok) throw new Error(r.code);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('the boat waiting at the shipyard', () => {
  const six = started(6);
  const players = six.state.config.seats.map((s, i) => ({ name: `P${i + 1}`, boats: [...s.boats] }));

  it('is the sixth of the start order, off the river while the others set off', () => {
    const order = six.events.find((e) => e.type === 'startOrder')!;
    expect(six.state.pending.kind).toBe('placeBoat');
    expect(shipyardBoat(six.state)).toBe(order.type === 'startOrder' ? order.order[5] : null);
    expect(shipyardBoat(started(5).state)).toBeNull();
  });

  it('has its own log line after the start order, in every language', () => {
    const id = shipyardBoat(six.state)!;
    const owner = players.findIndex((p) => p.boats.includes(id));
    const en = logLines(translator('en'), six.events, six.state, players, false);
    const at = en.findIndex((l) => l.startsWith('Start order:'));
    expect(en[at + 1]).toBe(`P${owner + 1} (${id}) waits at the shipyard and enters at start dock ⚓3 or ⚓5 on its first turn.`);
    const words = { fr: /attend au chantier naval/u, it: /aspetta al cantiere/u, ru: /ждёт на верфи/u } as const;
    for (const [lang, re] of Object.entries(words)) {
      const lines = logLines(translator(lang as keyof typeof words), six.events, six.state, players, false);
      expect(lines.filter((l) => re.test(l)), lang).toEqual([expect.stringContaining(`P${owner + 1}`)]);
    }
  });

  it('is not told with five boats', () => {
    const five = started(5);
    const p5 = five.state.config.seats.map((s, i) => ({ name: `P${i + 1}`, boats: [...s.boats] }));
    expect(logLines(translator('en'), five.events, five.state, p5, false).some((l) => /shipyard/u.test(l))).toBe(false);
  });

  // drawn facing downstream it reached into the boat on start dock 3 (play-test pt27 #4)
  it('is drawn on the shipyard, lying along a line clear of the river and its boats', () => {
    const id = shipyardBoat(six.state)!;
    const boat = six.state.boats.find((b) => b.id === id)!;
    for (const heading of [0, 1, 2, 3, 4, 5] as const) {
      const place = shipyardPlace(six.state, heading)!;
      expect(place.hex).toEqual(shipyardHex(six.state.river));
      for (const end of [neighbour(place.hex, place.heading), neighbour(place.hex, turnDir(place.heading, 3))]) {
        expect(spaceAt(six.state.river, end), `heading ${heading}`).toBeFalsy();
        expect(six.state.boats.some((b) => b.pos && hexEq(b.pos, end))).toBe(false);
      }
    }
    const pose = BoatLayer.restPose(six.state, boat)!;
    const place = shipyardPlace(six.state, boat.heading)!;
    expect({ x: pose.x, z: pose.z }).toEqual(hexToWorld(place.hex));
    expect(pose.yaw).toBe(headingYaw(place.heading));
    expect(six.state.boats.filter((b) => b.pos).every((b) => !hexEq(b.pos!, place.hex))).toBe(true);
  });
});
