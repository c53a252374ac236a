// Banks and trees around the river, so each tile reads as a place: the hexes bordering the river
// become raised grassy banks (drawn as more instances of RiverMesh's land: no extra draw call), and
// one mesh of trees stands on them and on the ground beyond (one draw call however long the river
// is: placed as instances, then baked into a plain mesh, which software WebGL draws far faster). Each tile has its own character (woods, meadow, autumn, pines), chosen from its
// index, and every placement is a hash of the hex: the same river always looks the same.
import * as THREE from 'three';
import { finishFootprint, hexKey, neighbours, tileSpaces, type GameState, type Hex } from '../../../engine/index.js';
import { bakeInstances } from './bake.js';
import { GeoBuilder } from './geo.js';
import { hexToWorld } from './layout.js';

export interface ShoreHex {
  hex: Hex;
  /** The river tile it borders (the nearest one), or -1 for the Finish. */
  tile: number;
  /** 1 = touches the river, 2 = one hex further out. */
  ring: 1 | 2;
}

/** Hexes in rings 1 and 2 around the river (not river spaces nor the Finish). */
export function shoreHexes(state: GameState): ShoreHex[] {
  const taken = new Map<string, number>();
  const spaces: { hex: Hex; tile: number }[] = [];
  state.river.forEach((placed, ti) => {
    for (const s of tileSpaces(placed, ti)) {
      taken.set(hexKey(s.hex), ti);
      spaces.push({ hex: s.hex, tile: ti });
    }
  });
  if (state.finish) for (const h of finishFootprint(state.river, state.finish.attached)) taken.set(hexKey(h), -1);
  const out = new Map<string, ShoreHex>();
  const ring1: ShoreHex[] = [];
  for (const s of spaces) {
    for (const n of neighbours(s.hex)) {
      const k = hexKey(n);
      if (taken.has(k) || out.has(k)) continue;
      const sh: ShoreHex = { hex: n, tile: s.tile, ring: 1 };
      out.set(k, sh);
      ring1.push(sh);
    }
  }
  for (const s of ring1) {
    for (const n of neighbours(s.hex)) {
      const k = hexKey(n);
      if (taken.has(k) || out.has(k)) continue;
      out.set(k, { hex: n, tile: s.tile, ring: 2 });
    }
  }
  return [...out.values()];
}

/** A deterministic 0..1 hash of a hex and a salt. */
export function hash(h: Hex, salt: number): number {
  let x = (h.q * 374761393 + h.r * 668265263 + salt * 2147483647) | 0;
  x = Math.imul(x ^ (x >>> 13), 1274126177);
  x ^= x >>> 16;
  return (x >>> 0) / 4294967296;
}

interface Character {
  /** Chance of trees on a ring-1 bank / on ring-2 ground, and how many at most. */
  bank: number;
  ground: number;
  most: number;
  colours: number[];
  /** Height and width factors of the trees (tall pines, round broadleaves). */
  tall: number;
  wide: number;
}

// Foliage colours stay darker and less saturated than the boats and lit spaces, so the board reads first.
const CHARACTERS: Character[] = [
  { bank: 0.5, ground: 0.75, most: 3, colours: [0x3b7a33, 0x2f6b2a, 0x4a8a3a], tall: 1, wide: 1 }, // woods
  { bank: 0.25, ground: 0.3, most: 1, colours: [0x6f9a40, 0x7fa84a], tall: 0.8, wide: 1.25 }, // meadow
  { bank: 0.45, ground: 0.6, most: 2, colours: [0xc07a2a, 0xb59a30, 0x9a5a28, 0x4a8a3a], tall: 0.9, wide: 1.1 }, // autumn
  { bank: 0.45, ground: 0.7, most: 3, colours: [0x2a6a45, 0x33704a], tall: 1.45, wide: 0.7 }, // pines
];

const MAX_TREES = 1400;
const LAND_TOP = 0.28;

function treeGeometry(): THREE.BufferGeometry {
  const b = new GeoBuilder();
  // Foliage in white, tinted per instance (its instance colour); the trunk is dark enough that the
  // tint hardly shows. Shadows are soft blobs drawn with the boats' (effects.ts).
  // Open-ended: the caps face down or sit inside the foliage, never seen from above, and were
  // half of the trees' triangles.
  b.add(new THREE.CylinderGeometry(0.035, 0.05, 0.22, 5, 1, true), 0x5a3d26, { y: 0.11 });
  b.add(new THREE.ConeGeometry(0.24, 0.4, 6, 1, true), 0xffffff, { y: 0.38 });
  b.add(new THREE.ConeGeometry(0.17, 0.32, 6, 1, true), 0xffffff, { y: 0.58 });
  return b.build();
}

/** A tree's foot and size, for its shadow. */
export interface TreeSpot {
  x: number;
  y: number;
  z: number;
  size: number;
}

export class Scenery {
  readonly group = new THREE.Group();
  /** Where the trees stand; `version` changes whenever they were placed anew. */
  spots: TreeSpot[] = [];
  version = 0;
  /** Where the trees are placed (never drawn itself: `baked` draws them). */
  private trees: THREE.InstancedMesh;
  private baked: THREE.Mesh;
  private signature = '';
  private m = new THREE.Matrix4();
  /** No yaw: the baked shadows all fall away from the one sun. */
  private q = new THREE.Quaternion();
  private c = new THREE.Color();
  private v = new THREE.Vector3();
  private s = new THREE.Vector3();

  constructor() {
    this.trees = new THREE.InstancedMesh(treeGeometry(), new THREE.MeshBasicMaterial({ vertexColors: true }), MAX_TREES);
    this.trees.count = 0;
    this.baked = new THREE.Mesh(new THREE.BufferGeometry(), this.trees.material);
    this.baked.name = 'trees';
    this.group.add(this.baked);
  }

  update(state: GameState): void {
    const sig = state.river.map((t) => `${t.tile}@${t.origin.q},${t.origin.r},${t.heading}`).join('|') + `|F${state.finish?.attached ?? '-'}`;
    if (sig === this.signature) return;
    this.signature = sig;
    let n = 0;
    this.spots = [];
    this.version++;
    for (const sh of shoreHexes(state)) {
      const ch = CHARACTERS[Math.floor(hash({ q: sh.tile, r: 7 }, 3) * CHARACTERS.length)]!;
      if (hash(sh.hex, 1) > (sh.ring === 1 ? ch.bank : ch.ground)) continue;
      const count = 1 + Math.floor(hash(sh.hex, 2) * ch.most);
      const w = hexToWorld(sh.hex);
      for (let i = 0; i < count && n < MAX_TREES; i++) {
        const a = hash(sh.hex, 10 + i) * Math.PI * 2;
        // On a bank the trees (and their shadows) stay on its flat top.
        const rad = (count === 1 ? 0.15 * hash(sh.hex, 20 + i) : 0.42) * (sh.ring === 1 ? 0.6 : 1);
        const size = 0.8 + 0.5 * hash(sh.hex, 30 + i);
        this.v.set(w.x + Math.cos(a + i * 2.1) * rad, sh.ring === 1 ? LAND_TOP : 0, w.z + Math.sin(a + i * 2.1) * rad);
        this.s.set(size * ch.wide, size * ch.tall, size * ch.wide);
        this.trees.setMatrixAt(n, this.m.compose(this.v, this.q, this.s));
        this.spots.push({ x: this.v.x, y: this.v.y, z: this.v.z, size: size * ch.wide });
        this.trees.setColorAt(n, this.c.set(ch.colours[Math.floor(hash(sh.hex, 40 + i) * ch.colours.length)]!));
        n++;
      }
    }
    this.trees.count = n;
    this.baked.geometry.dispose();
    this.baked.geometry = bakeInstances(this.trees);
  }

  dispose(): void {
    this.trees.geometry.dispose();
    this.baked.geometry.dispose();
    (this.trees.material as THREE.Material).dispose();
    this.trees.dispose();
  }
}
