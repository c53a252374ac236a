// The river's spaces as two InstancedMeshes (water-like spaces, land) on the land-coloured background:
// two draw calls however long the river is. Instances are grouped by tile so a newly placed
// tile (and the Finish) can rise out of the water when its event is animated. Between those
// animations the same spaces are drawn baked into two plain meshes (bake.ts: software WebGL pays
// per instance); the instanced ones are drawn only while a tile rises.
import * as THREE from 'three';
import {
  finishFootprint,
  hexKey,
  tileSpaces,
  type GameState,
  type Hex,
  type SpaceKind,
  finishDocks,
} from '../../../engine/index.js';
import { GeoBuilder, hexBank, hexTop } from './geo.js';
import { hexToWorld } from './layout.js';
import { COLORS } from './palette.js';
import { shoreHexes } from './scenery.js';
import { bakeInstances } from './bake.js';
import { addFlow, setFlowAt, type Flow } from './water.js';

/** 19 tiles (A0 + 18) of 20 spaces, plus the Finish's 12. */
const CAPACITY = 19 * 20 + 12;
/** The banks along the river (ring 1 around ~392 spaces). */
const SHORE_CAPACITY = 900;
export const FINISH_GROUP = -1;
/** The banks: raised like islands, a little duller so the islands of the game stay distinct. */
const SHORE_GROUP = -2;
const SHORE_TINT = 0xc8d2b0;

/** How much a space's water shows the flow (sand does not flow; docks are calmer). */
function flowStrength(kind: SpaceKind): number {
  if (kind === 'sandbank') return 0;
  if (kind === 'blueDock' || kind === 'redDock' || kind === 'coalDepot') return 0.6;
  return 1;
}

interface Inst {
  mesh: THREE.InstancedMesh;
  index: number;
  x: number;
  z: number;
}

function waterColor(kind: SpaceKind, tileIndex: number, finishDock: boolean): number {
  if (finishDock) return COLORS.finishWater;
  switch (kind) {
    case 'blueDock':
      return COLORS.blueDockWater;
    case 'redDock':
      return COLORS.redDockWater;
    case 'coalDepot':
      return COLORS.coalWater;
    case 'sandbank':
      return COLORS.sand;
    case 'start1':
    case 'start2':
    case 'start3':
    case 'start4':
    case 'start5':
      return COLORS.startWater;
    default:
      return tileIndex % 2 === 0 ? COLORS.waterA : COLORS.waterB;
  }
}

export class RiverMesh {
  readonly group = new THREE.Group();
  private water: THREE.InstancedMesh;
  private land: THREE.InstancedMesh;
  /** The same spaces in place, as plain meshes (drawn while no tile rises). */
  private waterBaked: THREE.Mesh;
  private landBaked: THREE.Mesh;
  /** Instances by tile index (FINISH_GROUP for the Finish). */
  private byTile = new Map<number, Inst[]>();
  private progress = new Map<number, number>();
  private signature = '';
  private m = new THREE.Matrix4();
  private c = new THREE.Color();
  /** Bounding box of the drawn river on the water plane (for the overview camera). */
  readonly bounds = new THREE.Box3();
  /** The water's flow animation (its clock; on/off). */
  readonly flow: Flow;

  constructor() {
    const waterMat = new THREE.MeshBasicMaterial({ vertexColors: true });
    // Spaces are drawn slightly smaller than the grid so the darker ground shows as hex lines.
    // Flat hexagons: the sides of a prism were a third of the frame's triangles and barely seen.
    const waterGeo = new GeoBuilder().add(hexTop(0.93), 0xffffff).build();
    this.flow = addFlow(waterMat, waterGeo, CAPACITY);
    this.water = new THREE.InstancedMesh(waterGeo, waterMat, CAPACITY);
    this.water.name = 'water';
    // A sloping sandy bank and a green top: 18 triangles per island space.
    const lb = new GeoBuilder()
      .add(hexBank(0.8, 0.99, 0.4), COLORS.bank, { y: 0.08 })
      .add(hexTop(0.8), COLORS.grass, { y: 0.28 });
    this.land = new THREE.InstancedMesh(lb.build(), new THREE.MeshBasicMaterial({ vertexColors: true }), CAPACITY + SHORE_CAPACITY);
    this.land.name = 'land';
    for (const im of [this.water, this.land]) {
      im.count = 0;
      im.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
      im.frustumCulled = false; // instances move; the box of the base geometry would cull wrongly
    }
    this.waterBaked = new THREE.Mesh(new THREE.BufferGeometry(), waterMat);
    this.landBaked = new THREE.Mesh(new THREE.BufferGeometry(), this.land.material);
    this.waterBaked.name = 'water-baked';
    this.landBaked.name = 'land-baked';
    // No ground mesh: the scene background is the land colour (a full-screen plane halved the
    // frame rate under SwiftShader).
    this.group.add(this.water, this.land, this.waterBaked, this.landBaked);
    this.showBaked();
  }

  /** Rebuilds the instances when the river (or the Finish) changed. Returns whether it did. */
  update(state: GameState): boolean {
    const sig = state.river.map((t) => `${t.tile}@${t.origin.q},${t.origin.r},${t.heading}`).join('|') + `|F${state.finish?.attached ?? '-'}`;
    if (sig === this.signature) return false;
    this.signature = sig;
    this.byTile.clear();
    this.bounds.makeEmpty();
    this.water.count = 0;
    this.land.count = 0;
    const gold = new Set<string>();
    if (state.finish) for (const h of finishDocks(state.river, state.finish.attached)) gold.add(hexKey(h));
    state.river.forEach((placed, ti) => {
      for (const s of tileSpaces(placed, ti)) {
        const isLand = s.kind === 'island' || s.kind === 'shipyard';
        const color = isLand
          ? s.kind === 'shipyard'
            ? COLORS.shipyardLand
            : 0xffffff
          : waterColor(s.kind, ti, gold.has(hexKey(s.hex)));
        const i = this.addInstance(ti, isLand ? this.land : this.water, s.hex, color);
        if (!isLand) setFlowAt(this.water.geometry, i, placed.heading, flowStrength(s.kind));
      }
    });
    let shore = 0;
    for (const sh of shoreHexes(state)) {
      if (sh.ring !== 1 || shore++ >= SHORE_CAPACITY) continue;
      this.addInstance(SHORE_GROUP, this.land, sh.hex, SHORE_TINT, false);
    }
    if (state.finish) {
      for (const h of finishFootprint(state.river, state.finish.attached)) this.addInstance(FINISH_GROUP, this.land, h, COLORS.finishLand);
    }
    // Baked where every space ends up; a tile still rising is then moved in the instanced meshes.
    for (const list of this.byTile.values()) for (const inst of list) inst.mesh.setMatrixAt(inst.index, this.m.makeTranslation(inst.x, 0, inst.z));
    this.rebake();
    for (const [ti] of this.byTile) this.applyProgress(ti);
    for (const im of [this.water, this.land]) {
      im.instanceMatrix.needsUpdate = true;
      if (im.instanceColor) im.instanceColor.needsUpdate = true;
    }
    this.showBaked();
    return true;
  }

  private addInstance(group: number, mesh: THREE.InstancedMesh, h: Hex, color: number, inBounds = true): number {
    const index = mesh.count++;
    const { x, z } = hexToWorld(h);
    mesh.setColorAt(index, this.c.set(color));
    let list = this.byTile.get(group);
    if (!list) this.byTile.set(group, (list = []));
    list.push({ mesh, index, x, z });
    if (inBounds) this.bounds.expandByPoint(new THREE.Vector3(x, 0, z));
    return index;
  }

  /** 0 = tile sunk and invisible, 1 = in place. Used by the tile-reveal animation. */
  setTileProgress(tile: number, t: number): void {
    if (t >= 1) this.progress.delete(tile);
    else this.progress.set(tile, t);
    this.applyProgress(tile);
    this.water.instanceMatrix.needsUpdate = true;
    this.land.instanceMatrix.needsUpdate = true;
    this.showBaked();
  }

  private rebake(): void {
    for (const [baked, im] of [[this.waterBaked, this.water], [this.landBaked, this.land]] as const) {
      baked.geometry.dispose();
      baked.geometry = bakeInstances(im);
    }
  }

  /** The baked meshes while every tile is in place; the instanced ones while a tile rises. */
  private showBaked(): void {
    const baked = this.progress.size === 0;
    this.waterBaked.visible = this.landBaked.visible = baked;
    this.water.visible = this.land.visible = !baked;
  }

  /** Which meshes draw the spaces now (for tests). */
  drawnAs(): 'baked' | 'instanced' {
    return this.waterBaked.visible ? 'baked' : 'instanced';
  }

  private applyProgress(tile: number): void {
    const t = this.progress.get(tile) ?? 1;
    const s = Math.max(0.0001, t);
    for (const inst of this.byTile.get(tile) ?? []) {
      this.m.makeScale(s, s, s).setPosition(inst.x, -(1 - t) * 0.6, inst.z);
      inst.mesh.setMatrixAt(inst.index, this.m);
    }
  }

  /** Ids of the tile groups currently drawn (tile indexes, FINISH_GROUP). */
  tiles(): number[] {
    return [...this.byTile.keys()];
  }

  dispose(): void {
    for (const o of [this.water, this.land]) {
      o.geometry.dispose();
      (o.material as THREE.Material).dispose();
    }
    this.waterBaked.geometry.dispose();
    this.landBaked.geometry.dispose();
    this.water.dispose();
    this.land.dispose();
  }
}
