// Static decoration of each tile, merged into one vertex-coloured mesh per tile (one draw call
// each): passenger piers with blue/red-roofed houses and the passengers still waiting, coal
// depots (black roof), driftwood logs, sandbank dunes, the start piers, the shipyard and the
// Finish with its piers and chequered flag. Rebuilt per tile only when that tile's look changes.
import * as THREE from 'three';
import {
  finishFootprint,
  hexKey,
  riverMap,
  neighbour,
  neighbours,
  tileSpaces,
  TILES,
  globalHex,
  type GameState,
  type Hex,
  type PlacedTile,
  finishDocks,
} from '../../../engine/index.js';
import { GeoBuilder, hexPrism } from './geo.js';
import { hexToWorld } from './layout.js';
import { COLORS } from './palette.js';
import { FINISH_GROUP } from './river-mesh.js';
import { shipyardAxis } from '../lib/shipyard-wait.js';

const LAND_TOP = 0.28;

interface Local {
  x: number;
  z: number;
}

/** Adds a passenger figure (body + head) standing at (x, y, z). */
export function addFigure(b: GeoBuilder, x: number, y: number, z: number, color: number = COLORS.passenger, scale = 1): void {
  b.add(new THREE.CylinderGeometry(0.05 * scale, 0.07 * scale, 0.18 * scale, 6), color, { x, y: y + 0.09 * scale, z });
  b.add(new THREE.SphereGeometry(0.06 * scale, 6, 4), 0xf2c9a0, { x, y: y + 0.24 * scale, z });
}

function house(b: GeoBuilder, at: Local, roof: number, wall: number = COLORS.wall): void {
  b.add(new THREE.BoxGeometry(0.46, 0.3, 0.46), wall, { x: at.x, y: LAND_TOP + 0.15, z: at.z });
  b.add(new THREE.ConeGeometry(0.42, 0.32, 4), roof, { x: at.x, y: LAND_TOP + 0.46, z: at.z, ry: Math.PI / 4 });
}

/** A plank from `from` toward `to` (local coordinates), covering the part over the water. */
function pier(b: GeoBuilder, from: Local, to: Local, width = 0.24, reach = 0.55): Local {
  const dx = to.x - from.x;
  const dz = to.z - from.z;
  const len = Math.hypot(dx, dz);
  const ux = dx / len;
  const uz = dz / len;
  const start = 0.55; // from the island's centre to its bank
  const end = len - (1 - reach) + 0.25; // how far into the dock space the pier reaches
  const mid = (start + end) / 2;
  const ry = Math.atan2(dx, dz);
  b.add(new THREE.BoxGeometry(width, 0.06, end - start), COLORS.wood, { x: from.x + ux * mid, y: 0.1, z: from.z + uz * mid, ry });
  for (const t of [start + 0.15, end - 0.08]) {
    for (const side of [-1, 1]) {
      b.add(new THREE.CylinderGeometry(0.03, 0.03, 0.26, 5), COLORS.darkWood, {
        x: from.x + ux * t + uz * side * (width / 2),
        y: 0.02,
        z: from.z + uz * t - ux * side * (width / 2),
      });
    }
  }
  return { x: from.x + ux * (end - 0.15), z: from.z + uz * (end - 0.15) };
}

export class Markers {
  readonly group = new THREE.Group();
  private material = new THREE.MeshBasicMaterial({ vertexColors: true });
  private meshes = new Map<number, { mesh: THREE.Mesh; sig: string }>();

  update(state: GameState): void {
    const seen = new Set<number>();
    const map = riverMap(state.river);
    state.river.forEach((placed, ti) => {
      seen.add(ti);
      const sig = this.tileSignature(state, placed, ti);
      const cur = this.meshes.get(ti);
      if (cur && cur.sig === sig) return;
      const origin = hexToWorld(placed.origin);
      this.replace(ti, sig, this.buildTile(state, placed, ti, map, origin), origin);
    });
    if (state.finish) {
      seen.add(FINISH_GROUP);
      const foot = finishFootprint(state.river, state.finish.attached);
      const sig = `F:${foot.map(hexKey).join(';')}`;
      if (this.meshes.get(FINISH_GROUP)?.sig !== sig) {
        const c = foot.map(hexToWorld).reduce((a, p) => ({ x: a.x + p.x / foot.length, z: a.z + p.z / foot.length }), { x: 0, z: 0 });
        this.replace(FINISH_GROUP, sig, this.buildFinish(state, foot, c), c);
      }
    }
    for (const [ti, { mesh }] of this.meshes) {
      if (seen.has(ti)) continue;
      mesh.geometry.dispose();
      this.group.remove(mesh);
      this.meshes.delete(ti);
    }
  }

  /** The tile's decoration mesh (for the reveal animation), if it has one. */
  meshOf(tile: number): THREE.Mesh | undefined {
    return this.meshes.get(tile)?.mesh;
  }

  private replace(ti: number, sig: string, geo: THREE.BufferGeometry, origin: Local): void {
    const cur = this.meshes.get(ti);
    if (cur) {
      cur.mesh.geometry.dispose();
      cur.mesh.geometry = geo;
      cur.sig = sig;
      return;
    }
    const mesh = new THREE.Mesh(geo, this.material);
    mesh.name = `tile-decor-${ti}`;
    mesh.position.set(origin.x, 0, origin.z);
    this.group.add(mesh);
    this.meshes.set(ti, { mesh, sig });
  }

  private tileSignature(state: GameState, placed: PlacedTile, ti: number): string {
    const docks = tileSpaces(placed, ti)
      .filter((s) => s.kind === 'blueDock' || s.kind === 'redDock')
      .map((s) => state.docks[hexKey(s.hex)] ?? 0);
    return `${placed.tile}@${placed.origin.q},${placed.origin.r},${placed.heading}:${docks.join(',')}`;
  }

  private buildTile(state: GameState, placed: PlacedTile, ti: number, map: ReturnType<typeof riverMap>, origin: Local): THREE.BufferGeometry {
    const b = new GeoBuilder();
    const loc = (h: Hex): Local => {
      const w = hexToWorld(h);
      return { x: w.x - origin.x, z: w.z - origin.z };
    };
    const def = TILES[placed.tile];
    // Islands carrying a coal shed get no tree (it would hide the black roof).
    const houses = new Set<string>();
    for (const s of tileSpaces(placed, ti)) {
      if (s.kind === 'coalDepot') {
        const i = this.islandNext(s.hex, map);
        if (i) houses.add(hexKey(i));
      }
    }
    for (const s of tileSpaces(placed, ti)) {
      const p = loc(s.hex);
      switch (s.kind) {
        case 'blueDock':
        case 'redDock': {
          const island = def.pier ? globalHex(placed, def.pier.island) : this.islandNext(s.hex, map);
          if (!island) break;
          const ip = loc(island);
          house(b, ip, s.kind === 'blueDock' ? COLORS.blueRoof : COLORS.redRoof);
          const end = pier(b, ip, p);
          const waiting = state.docks[hexKey(s.hex)] ?? 0;
          for (let i = 0; i < waiting; i++) {
            const off = (i - (waiting - 1) / 2) * 0.16;
            // Figures side by side across the pier's end.
            const dx = p.x - ip.x;
            const dz = p.z - ip.z;
            const len = Math.hypot(dx, dz);
            addFigure(b, end.x + (dz / len) * off * 1.4, 0.13, end.z - (dx / len) * off * 1.4, COLORS.passenger, 1.4);
          }
          break;
        }
        case 'coalDepot': {
          const island = this.islandNext(s.hex, map);
          if (island) {
            const ip = loc(island);
            house(b, ip, COLORS.blackRoof, 0x9a8f84);
            pier(b, ip, p, 0.3, 0.35);
          }
          // A heap of coal on a barge in the space itself, visible from any side.
          b.add(new THREE.BoxGeometry(0.55, 0.1, 0.38), COLORS.darkWood, { x: p.x, y: 0.05, z: p.z });
          b.add(new THREE.ConeGeometry(0.22, 0.2, 7), COLORS.coal, { x: p.x, y: 0.2, z: p.z });
          break;
        }
        case 'driftwood':
          // a jam of logs on a mat of drifted bark and twigs filling the middle of the space: a label's
          // arrowhead a quarter of a space from the centre lands on wood, not on the water between
          // three logs (play-test, lesson 9: "Driftwood" seemed to point at plain water)
          b.add(new THREE.CylinderGeometry(0.56, 0.56, 0.04, 12), COLORS.darkWood, { x: p.x, y: 0.03, z: p.z });
          for (const [dx, dz, ry] of [
            [-0.25, -0.15, 0.4],
            [0.2, 0.05, -0.7],
            [-0.05, 0.3, 1.3],
            [0.1, -0.32, 1.9],
            [-0.3, 0.12, -1.2],
          ] as const) {
            b.add(new THREE.CylinderGeometry(0.09, 0.09, 0.85, 6), COLORS.wood, { x: p.x + dx, y: 0.05, z: p.z + dz, rz: Math.PI / 2, ry });
          }
          break;
        case 'sandbank':
          b.add(new THREE.SphereGeometry(0.55, 8, 4), 0xd8bd78, { x: p.x, y: 0, z: p.z, sy: 0.22 });
          b.add(new THREE.SphereGeometry(0.3, 7, 3), 0xcfae62, { x: p.x + 0.25, y: 0.02, z: p.z - 0.2, sy: 0.3 });
          break;
        case 'start1':
        case 'start2':
        case 'start3':
        case 'start4':
        case 'start5': {
          // A short jetty on the upstream edge and one post per dock number (1..5), so the
          // start docks can be told apart without reading.
          const n = Number(s.kind.slice(5));
          b.add(new THREE.BoxGeometry(0.7, 0.05, 0.2), COLORS.wood, { x: p.x, y: 0.08, z: p.z + 0.62 });
          for (let i = 0; i < n; i++) {
            b.add(new THREE.CylinderGeometry(0.035, 0.035, 0.28, 5), COLORS.darkWood, { x: p.x - 0.3 + (i * 0.6) / 4, y: 0.15, z: p.z + 0.72 });
          }
          break;
        }
        case 'shipyard': {
          // A slipway of planks along the line clear of the start docks, where the sixth boat lies
          // while it waits (lib/shipyard-wait.ts), and the shed beside it, not under the boat.
          const axis = shipyardAxis(state.river);
          const to = axis === null ? null : loc(neighbour(s.hex, axis));
          const dx = to ? to.x - p.x : 0;
          const dz = to ? to.z - p.z : 1;
          const len = Math.hypot(dx, dz);
          b.add(new THREE.BoxGeometry(0.42, 0.04, 1.5), COLORS.wood, { x: p.x, y: LAND_TOP + 0.02, z: p.z, ry: Math.atan2(dx, dz) });
          const sx = p.x + (dz / len) * 0.55;
          const sz = p.z - (dx / len) * 0.55;
          b.add(new THREE.BoxGeometry(0.34, 0.28, 0.3), 0x9a8f84, { x: sx, y: LAND_TOP + 0.14, z: sz, ry: Math.atan2(dx, dz) });
          b.add(new THREE.CylinderGeometry(0.02, 0.25, 0.2, 4), 0x555555, { x: sx, y: LAND_TOP + 0.38, z: sz, ry: Math.atan2(dx, dz) + Math.PI / 4, sz: 0.7 });
          break;
        }
        case 'island':
          // A tree on some islands breaks up the flat green (deterministic: by space index).
          if ((s.index + ti) % 3 === 0 && s.index !== def.pier?.island && !houses.has(hexKey(s.hex))) {
            b.add(new THREE.CylinderGeometry(0.04, 0.05, 0.2, 5), COLORS.darkWood, { x: p.x + 0.2, y: LAND_TOP + 0.1, z: p.z - 0.1 });
            b.add(new THREE.ConeGeometry(0.2, 0.42, 6), 0x2f6b2a, { x: p.x + 0.2, y: LAND_TOP + 0.38, z: p.z - 0.1 });
          }
          break;
        default:
          break;
      }
    }
    return b.build();
  }

  private islandNext(h: Hex, map: ReturnType<typeof riverMap>): Hex | null {
    for (const n of neighbours(h)) {
      if (map.get(hexKey(n))?.kind === 'island') return n;
    }
    return null;
  }

  private buildFinish(state: GameState, foot: Hex[], origin: Local): THREE.BufferGeometry {
    const b = new GeoBuilder();
    const loc = (h: Hex): Local => {
      const w = hexToWorld(h);
      return { x: w.x - origin.x, z: w.z - origin.z };
    };
    const footKeys = new Set(foot.map(hexKey));
    // A chequered plaza over the Finish (three shades: hex grids need three colours), so it
    // reads as the finish line and not as one more island.
    const shades = [0xffffff, 0x222222, 0x9a9a9a];
    for (const h of foot) {
      const p = loc(h);
      b.add(hexPrism(0.84, 0.04), shades[(((h.q - h.r) % 3) + 3) % 3]!, { x: p.x, y: LAND_TOP + 0.02, z: p.z });
    }
    for (const d of finishDocks(state.river, state.finish!.attached)) {
      const land = neighbours(d).find((n) => footKeys.has(hexKey(n)));
      if (land) pier(b, loc(land), loc(d), 0.3, 0.45);
    }
    // Grandstand and a chequered flag in the middle of the Finish.
    b.add(new THREE.BoxGeometry(1.2, 0.35, 0.5), COLORS.wall, { x: 0, y: LAND_TOP + 0.17, z: 0.3 });
    b.add(new THREE.BoxGeometry(1.3, 0.06, 0.6), COLORS.redRoof, { x: 0, y: LAND_TOP + 0.38, z: 0.3 });
    b.add(new THREE.CylinderGeometry(0.03, 0.03, 1.3, 5), 0xdddddd, { x: 0.7, y: LAND_TOP + 0.65, z: -0.2 });
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 3; j++) {
        b.add(new THREE.BoxGeometry(0.14, 0.12, 0.02), (i + j) % 2 ? 0x111111 : 0xffffff, {
          x: 0.7 + 0.07 + i * 0.14,
          y: LAND_TOP + 1.18 - j * 0.12,
          z: -0.2,
        });
      }
    }
    return b.build();
  }

  dispose(): void {
    for (const { mesh } of this.meshes.values()) mesh.geometry.dispose();
    this.meshes.clear();
    this.material.dispose();
  }
}
