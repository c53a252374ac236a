// The river's life, ticked once per frame by the SceneController: paddle wheels that turn as a boat
// travels, a wake behind moving boats, steam from the stacks, a soft blob shadow under each boat,
// and the water's flow clock. Budget: three draw calls in all (wheels, particles, shadows). The
// shadows are one baked mesh (bake.ts: software WebGL pays per instance): the boats' first
// (MAX_BOATS quads, moved each frame), then the trees' (placed when the trees are). Wake and steam share one additive particle mesh: additive needs no sorting, and a
// particle fades by darkening its instance colour to black (adds nothing).
// "Reduce effects" hides particles and shadows and stills the water; "reduce motion" stops every
// animation-driven motion (no flow, no steam, no wake); the wheels then only turn with the boats.
import * as THREE from 'three';
import type { BoatId } from '../../../engine/index.js';
import { bakeInstances, placeBaked } from './bake.js';
import type { BoatLayer } from './boat-model.js';
import { MODEL_SCALE, WHEEL_AT, wheelGeometry } from './steamer.js';
import type { Scenery } from './scenery.js';
import type { Flow } from './water.js';

const MAX_BOATS = 8;
const MAX_PARTICLES = 240;
const MAX_TREES = 1400;
/** Wheel turn per world unit travelled (radians): a wheel of radius ~0.26 rolling on the water. */
const WHEEL_PER_UNIT = 3.2;
/** A pose jump larger than this in one frame is a snap (load, skip), not travel. */
const SNAP = 0.9;

interface Track {
  x: number;
  z: number;
  wheel: number;
  wake: number;
  /** When this boat next puffs (s, effect clock); which stack. */
  smokeAt: number;
  stack: number;
  movingUntil: number;
}

interface Particle {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
  born: number;
  life: number;
  s0: number;
  s1: number;
  /** Vertical squash: ~0 for wake on the water, 1 for steam. */
  flat: number;
  bright: number;
}

function shadowTexture(): THREE.CanvasTexture {
  const size = 64;
  const c = document.createElement('canvas');
  c.width = c.height = size;
  const g = c.getContext('2d')!;
  // An alpha map reads the green channel: white is opaque, black transparent.
  g.fillStyle = '#000';
  g.fillRect(0, 0, size, size);
  const grad = g.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  grad.addColorStop(0, '#fff');
  grad.addColorStop(0.5, '#999');
  grad.addColorStop(1, '#000');
  g.fillStyle = grad;
  g.fillRect(0, 0, size, size);
  return new THREE.CanvasTexture(c);
}

export interface EffectOptions {
  reduceEffects: boolean;
  reducedMotion: boolean;
}

export class RiverEffects {
  readonly group = new THREE.Group();
  private wheels: THREE.InstancedMesh;
  private particles: THREE.InstancedMesh;
  /** Where the shadows go (never drawn itself: `shadows`, baked from it, is). */
  private shadowSpots: THREE.InstancedMesh;
  private shadows: THREE.Mesh;
  private tracks = new Map<BoatId, Track>();
  private live: Particle[] = [];
  private clock = 0;
  private last = -1;
  private opts: EffectOptions = { reduceEffects: false, reducedMotion: false };
  private m = new THREE.Matrix4();
  private m2 = new THREE.Matrix4();
  private e = new THREE.Euler();
  private q = new THREE.Quaternion();
  private v = new THREE.Vector3();
  private s = new THREE.Vector3();
  private c = new THREE.Color();

  private treesVersion = -1;
  private zero = new THREE.Matrix4().makeScale(0, 0, 0);

  constructor(
    private boats: BoatLayer,
    private flow: Flow,
    private scenery: Scenery,
  ) {
    this.wheels = new THREE.InstancedMesh(wheelGeometry(), new THREE.MeshBasicMaterial({ vertexColors: true }), MAX_BOATS);
    this.wheels.name = 'paddle-wheels';
    this.particles = new THREE.InstancedMesh(
      new THREE.IcosahedronGeometry(1, 0),
      new THREE.MeshBasicMaterial({ color: 0xffffff, blending: THREE.AdditiveBlending, transparent: true, depthWrite: false }),
      MAX_PARTICLES,
    );
    this.particles.name = 'wake-and-steam';
    this.particles.renderOrder = 2;
    const shadowGeo = new THREE.PlaneGeometry(1, 1);
    shadowGeo.rotateX(-Math.PI / 2);
    this.shadowSpots = new THREE.InstancedMesh(
      shadowGeo,
      new THREE.MeshBasicMaterial({ color: 0x0a1a24, alphaMap: shadowTexture(), transparent: true, opacity: 0.45, depthWrite: false }),
      MAX_BOATS + MAX_TREES,
    );
    this.shadowSpots.count = 0;
    this.shadows = new THREE.Mesh(bakeInstances(this.shadowSpots, true), this.shadowSpots.material);
    this.shadows.name = 'boat-shadows';
    this.shadows.renderOrder = 1;
    this.shadows.frustumCulled = false; // the boats' shadows move
    for (const im of [this.wheels, this.particles]) {
      im.count = 0;
      im.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
      im.frustumCulled = false; // instances follow the boats
    }
    // Initialise instanceColor (setColorAt creates it) before the first draw.
    this.particles.setColorAt(0, this.c.setRGB(0, 0, 0));
    this.group.add(this.shadows, this.wheels, this.particles);
  }

  setOptions(o: Partial<EffectOptions>): void {
    this.opts = { ...this.opts, ...o };
    this.flow.setEnabled(!this.opts.reduceEffects);
    if (this.opts.reduceEffects || this.opts.reducedMotion) this.live = [];
  }

  /** Whether the water, steam and wake move by themselves (then frames keep coming). */
  get ambient(): boolean {
    return !this.opts.reduceEffects && !this.opts.reducedMotion;
  }

  /** Advances to `now` (ms) after the boats were posed; returns whether more frames are wanted. */
  tick(now: number): boolean {
    const dt = this.last < 0 ? 0 : Math.min(0.1, (now - this.last) / 1000);
    this.last = now;
    const ambient = this.ambient;
    if (ambient) {
      this.clock += dt;
      this.flow.time.value = this.clock;
    }
    const ids = this.boats.ids();
    let n = 0;
    let shadows = 0;
    this.placeTreeShadows();
    for (const id of ids) {
      const p = this.boats.pose(id);
      if (!p || n >= MAX_BOATS) continue;
      let t = this.tracks.get(id);
      if (!t) this.tracks.set(id, (t = { x: p.x, z: p.z, wheel: 0, wake: 0, smokeAt: this.clock + Math.random(), stack: 0, movingUntil: 0 }));
      const d = Math.hypot(p.x - t.x, p.z - t.z);
      t.x = p.x;
      t.z = p.z;
      const travelled = d > 0.0005 && d < SNAP ? d : 0;
      if (travelled) {
        // The stern wheel turns so that its top goes forward (a negative turn about the model's X).
        t.wheel -= travelled * WHEEL_PER_UNIT;
        t.movingUntil = this.clock + 0.4;
      }
      const sin = Math.sin(p.yaw);
      const cos = Math.cos(p.yaw);
      // Model → world: x' = x cos + z sin, z' = −x sin + z cos (yaw about +Y), then scaled.
      const world = (lx: number, ly: number, lz: number) => ({
        x: p.x + (lx * cos + lz * sin) * MODEL_SCALE,
        y: p.y + ly * MODEL_SCALE,
        z: p.z + (-lx * sin + lz * cos) * MODEL_SCALE,
      });

      this.e.set(0, p.yaw, p.roll, 'YXZ');
      this.m.compose(this.v.set(p.x, p.y, p.z), this.q.setFromEuler(this.e), this.s.setScalar(MODEL_SCALE));
      this.m2.makeRotationX(t.wheel).setPosition(0, WHEEL_AT.y, WHEEL_AT.z);
      this.wheels.setMatrixAt(n++, this.m.multiply(this.m2));

      if (!this.opts.reduceEffects) {
        // A soft shadow a little away from the sun (geo.ts's SUN), smaller as the boat is lifted.
        const k = 1 / (1 + p.y * 0.8);
        this.e.set(0, p.yaw, 0);
        this.m.compose(this.v.set(p.x + 0.1, 0.012, p.z - 0.06), this.q.setFromEuler(this.e), this.s.set(0.95 * k, 1, 1.95 * k));
        placeBaked(this.shadows.geometry, this.shadowSpots.geometry, shadows++, this.m);
      }

      if (ambient) {
        if (travelled) {
          t.wake += travelled;
          // Fainter, sparser foam: it adds up where particles overlap (additive), and must not outshine lit spaces.
          while (t.wake > 0.28) {
            t.wake -= 0.28;
            for (const side of [-1, 1]) {
              const at = world(side * 0.16, 0, 0.95);
              this.spawn({ x: at.x, y: 0.03, z: at.z, vx: side * cos * 0.3, vy: 0, vz: -side * sin * 0.3, life: 1.3, s0: 0.1, s1: 0.38, flat: 0.03, bright: 0.2 });
            }
          }
        }
        const moving = this.clock < t.movingUntil;
        if (this.clock >= t.smokeAt) {
          t.smokeAt = this.clock + (moving ? 0.09 : 0.55 + Math.random() * 0.3);
          t.stack ^= 1;
          const at = world(t.stack ? 0.11 : -0.11, 0.9, -0.3);
          // Steam leans back from a moving boat and drifts with a light wind.
          const back = moving ? 0.5 : 0;
          this.spawn({
            x: at.x,
            y: at.y,
            z: at.z,
            vx: 0.08 + sin * back,
            vy: 0.45,
            vz: 0.05 + cos * back,
            life: moving ? 1.4 : 2.2,
            s0: 0.05,
            s1: moving ? 0.22 : 0.18,
            flat: 1,
            bright: moving ? 0.3 : 0.2,
          });
        }
      }
    }
    for (const id of this.tracks.keys()) if (!ids.includes(id)) this.tracks.delete(id);
    this.wheels.count = n;
    this.wheels.instanceMatrix.needsUpdate = true;
    for (let i = shadows; i < MAX_BOATS; i++) placeBaked(this.shadows.geometry, this.shadowSpots.geometry, i, this.zero);
    this.shadows.visible = !this.opts.reduceEffects && this.shadowSpots.count > 0;
    this.drawParticles();
    return ambient || this.live.length > 0;
  }

  /** The trees' shadows (after the boats' slots), when the trees were placed anew. */
  private placeTreeShadows(): void {
    if (this.scenery.version === this.treesVersion) return;
    this.treesVersion = this.scenery.version;
    const spots = this.scenery.spots.slice(0, MAX_TREES);
    spots.forEach((t, i) => {
      this.m.compose(this.v.set(t.x + 0.14 * t.size, t.y + 0.008, t.z - 0.1 * t.size), this.q.identity(), this.s.set(0.62 * t.size, 1, 0.5 * t.size));
      this.shadowSpots.setMatrixAt(MAX_BOATS + i, this.m);
    });
    this.shadowSpots.count = MAX_BOATS + spots.length;
    this.shadows.geometry.dispose();
    this.shadows.geometry = bakeInstances(this.shadowSpots, true);
  }

  private spawn(p: Omit<Particle, 'born'>): void {
    if (this.live.length >= MAX_PARTICLES) this.live.shift();
    this.live.push({ ...p, born: this.clock });
  }

  private drawParticles(): void {
    let n = 0;
    const keep: Particle[] = [];
    for (const p of this.live) {
      const age = (this.clock - p.born) / p.life;
      if (age >= 1) continue;
      keep.push(p);
      const el = this.clock - p.born;
      const size = p.s0 + (p.s1 - p.s0) * Math.sqrt(age);
      this.v.set(p.x + p.vx * el, p.y + p.vy * el, p.z + p.vz * el);
      this.s.set(size, Math.max(0.004, size * p.flat), size * (p.flat < 1 ? 1.5 : 1));
      this.m.compose(this.v, this.q.identity(), this.s);
      this.particles.setMatrixAt(n, this.m);
      // Fade in quickly, out slowly; a wake is blue-white foam, steam a neutral grey.
      const f = p.bright * Math.min(1, age * 8) * (1 - age) ** 1.5;
      this.particles.setColorAt(n, p.flat < 1 ? this.c.setRGB(f * 0.85, f * 0.95, f) : this.c.setRGB(f, f, f));
      n++;
    }
    this.live = keep;
    this.particles.count = n;
    this.particles.visible = n > 0;
    this.particles.instanceMatrix.needsUpdate = true;
    if (this.particles.instanceColor) this.particles.instanceColor.needsUpdate = true;
  }

  dispose(): void {
    this.shadows.geometry.dispose();
    for (const im of [this.wheels, this.particles, this.shadowSpots]) {
      im.geometry.dispose();
      const mat = im.material as THREE.MeshBasicMaterial;
      mat.alphaMap?.dispose();
      mat.dispose();
      im.dispose();
    }
    this.live = [];
    this.tracks.clear();
  }
}
