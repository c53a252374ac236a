// The board view, as plain TypeScript (RiverView.svelte is a thin wrapper): one instance per
// mounted view, `dispose()` on unmount. It draws the GameState it is given plus highlights and
// animates event batches; it owns no rules. Rendering is on demand: a frame is drawn only when
// something changed, an animation or a camera move runs, or the user drags the camera.
import * as THREE from 'three';
import { finishFootprint, hexKey, riverMap, type BoatId, type DieFace, type GameEvent, type GameState, type Hex } from '../../../engine/index.js';
import { Animator } from './animator.js';
import { BoatLayer } from './boat-model.js';
import { CameraControls, flowBearing, UP } from './camera-controls.js';
import { allInView, viewBearing } from './framing.js';
import { RiverEffects } from './effects.js';
import { HighlightLayer, type Highlights } from './highlights.js';
import { hexToWorld } from './layout.js';
import { Markers } from './markers.js';
import { COLORS } from './palette.js';
import { hexToScreen, pickHex, worldToScreen } from './picking.js';
import { onReduceEffects, reduceEffects } from './quality.js';
import { colourBlind, onColourBlind } from './colour-blind.js';
import { RiverMesh } from './river-mesh.js';
import { replaceSharedRenderer, sharedRenderer } from './renderer.js';
import { Scenery } from './scenery.js';
import { TrailLayer } from './trail.js';
import { DIE_GLYPH } from '../lib/toast.js';
import { movesABoat, NO_TRAIL, quietTrail, trailHolds, trailOf, type MoveTrail } from '../lib/move-trail.js';

export interface SceneCallbacks {
  onHexClick?: (hex: Hex) => void;
  onHexHover?: (hex: Hex | null) => void;
  /**
   * The space a mark drawn over the river at client pixel (x, y) stands for, if any (a lit space's
   * cost badge): the pointer there means that space, not the one under the badge (issue 14).
   */
  claim?: (x: number, y: number) => Hex | null;
  /** The event queue ran empty (input may resume). */
  onIdle?: () => void;
  onAnimating?: (busy: boolean) => void;
  /** The first frame has been drawn. */
  onReady?: () => void;
  /** Screen angle of downstream (degrees clockwise from up), when it changes: for the compass. */
  onCompass?: (deg: number) => void;
  /** An event's animation begins (the sound hook); `instant`: drawn as a jump, without tweens. */
  onEvent?: (e: GameEvent, instant: boolean) => void;
  /**
   * A frame was drawn from a new viewpoint (the camera moved, the view was resized): HTML overlays
   * re-project their positions. Frames of the river's own motion (water, steam) do not call it:
   * the overlays' layout is not redone 30 times a second for nothing.
   */
  onFrame?: () => void;
}

/** follow: frame the boat to move and where it can go; overview: the whole river; free: the player's. */
export type CameraMode = 'follow' | 'overview' | 'free';

export interface SceneInfo {
  calls: number;
  triangles: number;
  geometries: number;
  textures: number;
  programs: number;
  frame: number;
  /** Frames this view has drawn (kept across a lost GL context, unlike `frame`). */
  drawn: number;
  /** A frame is asked for and not drawn yet (something changed since the last one). */
  pending: boolean;
}

const CLICK_SLOP_PX = 5;
/** Pixels a turn's spaces keep from the board's edges (and the tool row) to count as in view. */
const IN_VIEW_MARGIN = 24;
/** Frames for the river's own motion (water, steam) come at ~30 fps: it is slow, and software WebGL is costly. */
const AMBIENT_MS = 33;
/** How long a lost GL context is waited for before the board moves to a fresh one. */
const RESTORE_WAIT_MS = 1500;

/** A batch of events for the board; `watch`: a move made elsewhere, sailed slower (stretch) and followed. */
export interface BoardEvents {
  seq: number;
  events: GameEvent[];
  watch?: { stretch: number };
}

export class SceneController {
  readonly scene = new THREE.Scene();
  readonly camera: THREE.PerspectiveCamera;
  private renderer: THREE.WebGLRenderer = sharedRenderer();
  private canvas: HTMLCanvasElement;
  private controls: CameraControls;
  private river = new RiverMesh();
  private markers = new Markers();
  private boats = new BoatLayer();
  private highlights = new HighlightLayer();
  private scenery = new Scenery();
  private fx = new RiverEffects(this.boats, this.river.flow, this.scenery);
  private trail = new TrailLayer();
  private trailShown: MoveTrail = NO_TRAIL;
  /** A watched move is playing: the camera (in follow mode) keeps the sailing boat in view. */
  private watching = false;
  /** The sailing boat the camera tracked at the last frame, and where it was. */
  private tracked: { id: BoatId; x: number; z: number } | null = null;
  private ambientTimer: ReturnType<typeof setTimeout> | null = null;
  private reducedMotion = false;
  private animator: Animator;
  private dieEl: HTMLDivElement;
  private dieTimer: ReturnType<typeof setTimeout> | null = null;
  private current: GameState | null = null;
  private lastSeq: number | null = null;
  private focus: BoatId | null = null;
  private followWhenIdle: BoatId | null = null;
  private mode: CameraMode = 'follow';
  /** Spaces answer the pointer (ring, clicks); off for a board that only shows (a spectator's). */
  private pointer = true;
  /** Spaces the default view frames (the boat to move and every space it can reach this turn). */
  private frameHexes: Hex[] = [];
  private frameKey = '';
  /** The framing last taken (its key), the least distance it was given, the distance it took and its spaces. */
  private framed = { key: '', least: 0, dist: 0, spaces: new Set<string>() };
  /** Downstream at the boat to move, for the framing's bearing (null: north, world −Z). */
  private frameFlow: number | null = null;
  /** A boat followed without a framing keeps the view's bearing (a race's captain turns; a replay turns to the flow). */
  private keepBearing = false;
  /** The camera stays where it is (no follow, no reframing) until the next framing (setView). */
  private hold = false;
  /** The bearing of the last view the camera took by itself or on the player's ask (null: none yet). */
  private bearing: number | null = null;
  /** The board's size when the camera last took a view: a change of height alone keeps that picture (resize). */
  private pin = { w: 0, h: 0 };
  /** The window's size when the whole river was last framed (resize frames it again for another). */
  private overviewWindow = '';
  private viewWhenIdle = false;
  private compassDeg: number | null = null;
  private raf = 0;
  private disposed = false;
  private lost = false;
  private ready = false;
  private busy = false;
  private down: { x: number; y: number; button: number } | null = null;
  /** Where the pointer rests over the board (null: not over it): a view that moves under it changes the space pointed at. */
  private pointerAt: { x: number; y: number } | null = null;
  private hovered: string | null = null;
  private resizeObserver: ResizeObserver;
  private spinRate = 0;
  private lastFrameAt = 0;
  private drawn = 0;
  /** The time (rAF clock) of the last frame drawn, and when the camera move it drew began (null: none). */
  private drawnAt = 0;
  private drawnMoveStart: number | null = null;
  /** The camera's matrices and the canvas size at the last onFrame call (NaN: none yet). */
  private viewSeen = new Float64Array(34).fill(NaN);
  private cleanup: (() => void)[] = [];
  private unbindCanvas: () => void = () => {};
  private restoreTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private container: HTMLElement,
    private cb: SceneCallbacks = {},
  ) {
    // a context lost while no view was mounted never came back: start from a fresh one
    if (this.renderer.getContext().isContextLost()) this.renderer = replaceSharedRenderer();
    this.canvas = this.renderer.domElement;
    container.appendChild(this.canvas);

    this.camera = new THREE.PerspectiveCamera(45, 16 / 9, 0.1, 400);
    this.camera.position.set(0, 14, 12);
    // Land colour; lighting is baked into vertex colours (geo.ts), so the scene needs no lights.
    this.scene.background = new THREE.Color(COLORS.ground);
    this.scene.add(this.river.group, this.scenery.group, this.markers.group, this.highlights.group, this.boats.group, this.fx.group, this.trail.group);
    this.fx.setOptions({ reduceEffects: reduceEffects() });
    this.setColourBlind(colourBlind());
    this.cleanup.push(
      onColourBlind((on) => this.setColourBlind(on)),
      onReduceEffects((reduce) => {
        this.fx.setOptions({ reduceEffects: reduce });
        this.invalidate();
      }),
    );

    this.controls = new CameraControls(this.camera, this.canvas, () => this.invalidate());
    this.animator = new Animator({
      boats: this.boats,
      tileProgress: (tile, t) => this.tileProgress(tile, t),
      die: (face, accepted) => this.showDie(face, accepted),
      cue: (e, instant) => this.cb.onEvent?.(e, instant),
    });

    this.dieEl = document.createElement('div');
    this.dieEl.className = 'mq-die';
    this.dieEl.setAttribute('aria-live', 'polite');
    Object.assign(this.dieEl.style, {
      // top right, under the board's tool row (at the top centre it covered the camera menu)
      position: 'absolute',
      top: '48px',
      right: '12px',
      width: '56px',
      height: '56px',
      borderRadius: '10px',
      background: '#fffdf5',
      color: '#222',
      border: '3px solid #222',
      font: 'bold 34px/50px sans-serif',
      textAlign: 'center',
      boxShadow: '0 3px 10px rgba(0,0,0,.35)',
      pointerEvents: 'none',
      display: 'none',
    } satisfies Partial<CSSStyleDeclaration>);
    if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
    container.appendChild(this.dieEl);

    this.unbindCanvas = this.bindCanvas();

    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
    this.resize();
  }

  private listen<K extends keyof HTMLElementEventMap>(el: HTMLElement, type: K, fn: (e: HTMLElementEventMap[K]) => void, into = this.cleanup): void {
    el.addEventListener(type, fn as EventListener);
    into.push(() => el.removeEventListener(type, fn as EventListener));
  }

  /** The canvas's own listeners (pointer, GL context); returns their removal. */
  private bindCanvas(): () => void {
    const c = this.canvas;
    const off: (() => void)[] = [];
    c.style.display = 'block';
    c.style.width = '100%';
    c.style.height = '100%';
    c.style.touchAction = 'none';
    this.listen(c, 'pointerdown', (e) => {
      this.down = { x: e.clientX, y: e.clientY, button: e.button };
    }, off);
    this.listen(c, 'pointerup', (e) => {
      const d = this.down;
      this.down = null;
      if (!this.pointer || !d || d.button !== 0 || Math.hypot(e.clientX - d.x, e.clientY - d.y) > CLICK_SLOP_PX) return;
      const h = this.riverHexAt(e.clientX, e.clientY);
      if (h && !this.animator.busy) this.cb.onHexClick?.(h);
    }, off);
    this.listen(c, 'pointermove', (e) => {
      this.pointerAt = { x: e.clientX, y: e.clientY };
      if (e.buttons !== 0 || !this.pointer) return; // dragging the camera, or a board that only shows
      this.setHover(this.riverHexAt(e.clientX, e.clientY));
    }, off);
    this.listen(c, 'pointerleave', () => {
      this.pointerAt = null;
      this.setHover(null);
    }, off);
    this.listen(c, 'contextmenu', (e) => e.preventDefault(), off);
    this.listen(c, 'webglcontextlost' as keyof HTMLElementEventMap, (e) => {
      e.preventDefault(); // lets the browser restore the context
      this.lost = true;
      if (this.raf) cancelAnimationFrame(this.raf);
      this.raf = 0;
      // Software WebGL may never give it back (play-test: a blank board after a resize): then the
      // board moves to a fresh context, which every mesh and texture is uploaded to again.
      if (this.restoreTimer) clearTimeout(this.restoreTimer);
      this.restoreTimer = setTimeout(() => this.freshContext(), RESTORE_WAIT_MS);
    }, off);
    this.listen(c, 'webglcontextrestored' as keyof HTMLElementEventMap, () => {
      if (this.restoreTimer) clearTimeout(this.restoreTimer);
      this.restoreTimer = null;
      this.lost = false;
      this.invalidate();
    }, off);

    return () => off.forEach((f) => f());
  }

  /** Moves the board to a fresh GL context (a new canvas in the same place). */
  private freshContext(): void {
    this.restoreTimer = null;
    if (this.disposed || !this.lost) return;
    this.unbindCanvas();
    const old = this.canvas;
    this.renderer = replaceSharedRenderer();
    this.canvas = this.renderer.domElement;
    if (old.parentElement === this.container) this.container.replaceChild(this.canvas, old);
    else this.container.appendChild(this.canvas);
    this.unbindCanvas = this.bindCanvas();
    this.controls.connect(this.canvas);
    this.lost = false;
    this.resize();
  }

  private resize(): void {
    const w = Math.max(1, this.container.clientWidth);
    const h = Math.max(1, this.container.clientHeight);
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    const size = this.renderer.getSize(new THREE.Vector2());
    const changed = size.x !== w || size.y !== h;
    this.renderer.setSize(w, h, false);
    if (this.pin.w === w && this.pin.h !== h) {
      // Only the board's height changed (a line under it came or went: a speed's push note, the
      // key's second line): the picture stays as the camera took it, pinned at the top, a space the
      // same size, the rows at the bottom cut or added (play-test: the view jumped on a speed change).
      this.camera.aspect = w / this.pin.h;
      this.camera.setViewOffset(w, this.pin.h, 0, 0, w, h);
    } else {
      this.pin = { w, h };
      this.camera.clearViewOffset();
      this.camera.aspect = w / h;
    }
    this.camera.updateProjectionMatrix();
    // ...unless the turn's spaces no longer fit in it (the board made smaller cut the lit spaces
    // behind the boat at its foot, play-test): then, the player not having moved it, it frames them
    // again (docs/camera.md).
    if (this.mode === 'follow' && this.frameHexes.length && !this.hold && !this.controls.touched && !this.animator.busy && this.controls.moveStart === null && this.ready && !this.inView(this.frameHexes)) this.takeView(false, false);
    // The whole river, the player not having moved it, is framed again for a new window (the old
    // framing, squeezed into the new shape, sat a few px under the tool row at 1024x700). Only a
    // window's resize: a line coming or going under the board keeps the picture pinned, as above.
    const win = `${window.innerWidth}x${window.innerHeight}`;
    if (win !== this.overviewWindow && this.mode === 'overview' && this.ready && !this.hold && !this.controls.touched) this.overview(0);
    // A new size clears the canvas: drawn here (the observer runs before the page is painted) rather
    // than at the next frame, which software WebGL on a busy machine showed dark for up to a second.
    if (changed) this.drawNow();
    else this.invalidate();
  }

  /** Draws at once (in the event's own task) rather than at the next animation frame; before the first frame, asks for one. */
  private drawNow(): void {
    if (!this.ready || this.disposed || this.lost) return this.invalidate();
    if (this.raf) cancelAnimationFrame(this.raf);
    this.frame(performance.now());
  }

  /** Draw `state`; a new `events.seq` animates its events first (state is where they end). */
  update(state: GameState, events?: BoardEvents | null): void {
    const first = this.current === null;
    const changed = state !== this.current;
    this.current = state;
    this.river.update(state);
    this.scenery.update(state);
    this.markers.update(state);
    const fresh = events && events.seq !== this.lastSeq;
    if (events) this.lastSeq = events.seq;
    if (fresh && events.events.length > 0 && !first) {
      for (const tile of Animator.revealedTiles(events.events)) this.tileProgress(tile, 0);
      this.boats.sync(state, true);
      // a move leaves its wake until the next boat moves (one made here: only the boats it pushed)
      if (movesABoat(events.events)) {
        const t = trailOf(events.events, this.trailShown);
        this.trailShown = events.watch ? { boat: t.boat, path: t.path, pushes: t.pushes } : quietTrail(t);
      }
      this.trail.set(this.trailShown);
      this.watching = !!events.watch;
      this.animator.enqueue(
        events.events,
        () => {
          if (this.current) this.boats.sync(this.current);
        },
        events.watch?.stretch ?? 1,
      );
      this.setBusy(true);
      // The camera follows the boat that moved (a computer's move, a push) once it has arrived.
      if (this.mode === 'follow' && this.focus && !this.frameHexes.length && !this.hold) this.followWhenIdle = this.focus;
    } else if (!this.animator.busy) {
      this.boats.sync(state);
      // a jump (moves skipped, a replay's seek) may carry the boat away from its trail's end: the trail goes
      if (!trailHolds(this.trailShown, state)) {
        this.trailShown = NO_TRAIL;
        this.trail.set(NO_TRAIL);
      }
      // A jump (a replay's seek or step back): the camera goes along with the boat it follows, even
      // when that boat is the one it followed before (setFocus then sees no change).
      if (changed && !first && this.mode === 'follow' && this.focus && !this.frameHexes.length && !this.hold) this.centre(this.focus);
    }
    if (first) this.overview(0);
    this.invalidate();
  }

  setHighlights(h: Highlights | undefined): void {
    const pushed = h?.pushed ?? [];
    const ghost = this.boats.setGhost(h?.ghost ?? null);
    const ghosts = this.boats.setPushGhosts(pushed);
    const arrows = this.trail.setPreview(pushed.map((p) => ({ boat: p.boat, from: p.from, to: p.hex })));
    if (this.highlights.set(h) || ghost || ghosts || arrows) this.invalidate();
  }

  private setColourBlind(on: boolean): void {
    this.boats.setColourBlind(on);
    this.highlights.setColourBlind(on);
    this.invalidate();
  }

  /** Each boat's badge shape and pattern, and the previewed heading's ghost boat (for tests). */
  marks(): {
    boats: ReturnType<BoatLayer['marks']>;
    ghost: ReturnType<BoatLayer['ghostAt']>;
    /** Where a previewed push sends boats (ghosts), each pushed boat dimmed where it stands. */
    pushGhosts: ReturnType<BoatLayer['pushGhostsAt']>;
    colourBlind: boolean;
    highlights: ReturnType<HighlightLayer['shapes']>;
    /** What the highlight layer draws now: the path, a way shown on demand, the selected space, how many lit spaces. */
    drawn: ReturnType<HighlightLayer['drawn']>;
    arrows: { boat: BoatId; x: number; y: number }[];
    trail: ReturnType<TrailLayer['shown']>;
    /** The space under the pointer's ring, if any. */
    hover: string | null;
    /** The captain's hint's end space, tinted and ringed wide (null: no hint shown). */
    hinted: string | null;
  } {
    const arrows = this.boats.arrowsWorld().map((a) => ({ boat: a.boat, ...worldToScreen(this.camera, this.canvas, a.at) }));
    return { boats: this.boats.marks(), ghost: this.boats.ghostAt(), pushGhosts: this.boats.pushGhostsAt(), colourBlind: colourBlind(), highlights: this.highlights.shapes(), drawn: this.highlights.drawn(), arrows, trail: this.trail.shown(this.boats.group), hover: this.hovered, hinted: this.highlights.hinted() };
  }

  /** Off: no pointer ring and no clicks on spaces (the camera still moves): nothing looks playable. */
  setPointer(on: boolean): void {
    this.pointer = on;
    if (!on) this.setHover(null);
  }

  setFocus(boat: BoatId | null | undefined): void {
    const id = boat ?? null;
    if (id === this.focus) return;
    this.focus = id;
    this.boats.setFocus(id);
    if (this.mode !== 'follow' || this.frameHexes.length || this.hold) return this.invalidate(); // the framing decides
    // During an animation the boat is not where it will be: follow it once the queue is idle.
    if (id && this.animator.busy) this.followWhenIdle = id;
    else if (id) this.keepInView(id);
    this.invalidate();
  }

  setMotion(opts: { reducedMotion?: boolean; animationSpeed?: number }): void {
    this.animator.reducedMotion = !!opts.reducedMotion;
    this.fx.setOptions({ reducedMotion: !!opts.reducedMotion });
    this.invalidate();
    this.animator.speed = opts.animationSpeed ?? 1;
    this.controls.moveMs = opts.reducedMotion || opts.animationSpeed === 0 ? 0 : 600;
  }

  /**
   * The camera mode and the spaces of the default framing (docs/camera.md). A new `id` (a new turn)
   * takes the turn's view, without moving when it is already in view; within a turn the player's
   * drags and zooms are kept, and the view moves only if the spaces leave it (`id` defaults to the
   * spaces themselves). A new mode takes that mode's view. `hold` keeps the
   * camera where it is until the next framing: between the last computer move shown and the
   * player's turn, so that the turn's framing is reached in one glide, not via the next boat.
   * `flow` (downstream at the boat to move, 0..5): the framing, and the follow camera, look that
   * way, the river flowing up the screen (play-test: "downstream" pointed down the screen where the
   * river bends back); null looks north. The whole-river overview keeps its own framing. `keep`: a
   * boat followed without a framing keeps the view's bearing (a race's captain turns).
   */
  setView(mode: CameraMode, frame: Hex[], id?: string, hold = false, flow: number | null = null, keep = false): void {
    this.keepBearing = keep;
    const holding = hold && mode === 'follow' && this.frameKey !== '';
    if (holding) {
      // (focus and event updates reach the view before the framing does: drop what they queued)
      this.followWhenIdle = null;
      this.viewWhenIdle = false;
    }
    const key = `${mode}|${holding ? 'hold' : (id ?? frame.map(hexKey).sort().join(' '))}`;
    if (key === this.frameKey) {
      // the same turn: its spaces may change (a step sailed, a tile drawn); the camera moves only
      // if they leave the view and the player has not moved it (a speed picked moves nothing)
      if (mode === 'follow' && !this.hold && frame.length && !this.animator.busy && !this.controls.touched && this.controls.moveStart === null && !this.inView(frame)) {
        this.frameHexes = frame;
        this.takeView(false);
      }
      return;
    }
    const opening = this.frameKey === '';
    const was = this.mode;
    const switched = !opening && mode !== was;
    this.mode = mode;
    this.frameHexes = frame;
    this.frameKey = key;
    // taken with the framing only: a verdict's other boat on another tile turns no camera
    this.frameFlow = flow;
    this.hold = holding;
    if (holding) return;
    // Free starts from the default framing when a view opens (a game, a replay) or the player
    // switches to it (play-test: switched to from the whole river, the boat sat small at the top
    // edge), then stays wherever the player puts it.
    if (mode === 'free' && !opening && !switched) return;
    // (from the whole river the turn is framed; from follow, free keeps the view as it is)
    if (switched && mode === 'free' && was === 'follow') return;
    if (switched) return this.takeView(false, was !== 'overview');
    if (this.animator.busy) this.viewWhenIdle = true;
    else this.takeView(false);
  }

  /** The default view for the mode, on the player's ask (the button, the V key): the turn's framing looking straight downstream, the whole river, or the boat to move. */
  resetView(): void {
    this.takeView(true);
  }

  /** The projection of the board as it is now (before the camera takes a new view: see resize). */
  private unpin(): void {
    const w = Math.max(1, this.container.clientWidth);
    const h = Math.max(1, this.container.clientHeight);
    this.pin = { w, h };
    if (!this.camera.view?.enabled && this.camera.aspect === w / h) return;
    this.camera.clearViewOffset();
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
  }

  /** Whether every one of these spaces is drawn in the board's free area (under the tool row), with a margin. */
  private inView(hexes: Hex[]): boolean {
    return this.pointsInView(hexes.map((h) => {
      const w = hexToWorld(h);
      return new THREE.Vector3(w.x, 0, w.z);
    }));
  }

  private pointsInView(points: THREE.Vector3[]): boolean {
    this.camera.updateMatrixWorld();
    return allInView(this.camera, points, this.controls.area(IN_VIEW_MARGIN));
  }

  /** A boat the camera follows without a framing (a captain's, a replay's move): moved to only when it is out of view, zoom and bearing kept. */
  private keepInView(boat: BoatId): void {
    const p = this.boats.pose(boat);
    if (p && !this.pointsInView([new THREE.Vector3(p.x, 0, p.z)])) this.centre(boat);
  }

  /**
   * The default view (docs/camera.md). Taken by itself (`asked` false: a new turn, the turn's
   * spaces changed, the board went idle) it keeps the view's bearing while the flow at the boat to
   * move is drawn within 60° of up (framing.ts, turnBearing), and does not move at all while the
   * player has not moved the camera and every space of the turn is in view. On the player's ask it
   * frames the turn afresh, looking straight downstream.
   */
  private takeView(asked: boolean, mayStay = !asked): void {
    if (this.mode === 'overview') {
      this.controls.touched = false;
      return this.overview();
    }
    const flow = this.frameFlow === null ? 0 : flowBearing(this.frameFlow);
    const bearing = viewBearing(this.bearing, flow, asked, this.keepBearing && !this.frameHexes.length);
    const still = mayStay && !this.controls.touched && bearing === this.bearing;
    if (this.frameHexes.length) {
      if (still && this.controls.moveStart === null && this.inView(this.frameHexes)) return;
      this.unpin();
      // the spaces as the camera will face them: turned back by its bearing
      const box = new THREE.Box3();
      for (const h of this.frameHexes) {
        const w = hexToWorld(h);
        box.expandByPoint(new THREE.Vector3(w.x, 0, w.z).applyAxisAngle(UP, -bearing));
      }
      // Every turn is framed from one distance for this window, kept from the boat to move (camera-
      // controls.ts): the zoom stays the same from turn to turn (play-test: far out on one turn, a few
      // spaces on the next). A framing that holds the last one's spaces (a push's heading choice
      // holds the pushing move's) comes no closer than it; the same framing again (reset view) is the same view.
      if (this.framed.key !== this.frameKey) {
        const holds = this.framed.spaces.size > 0 && [...this.framed.spaces].every((k) => this.frameHexes.some((h) => hexKey(h) === k));
        this.framed = { key: this.frameKey, least: holds ? this.framed.dist : 0, dist: 0, spaces: new Set(this.frameHexes.map(hexKey)) };
      }
      const mover = this.current?.boats.find((b) => b.id === this.focus)?.pos;
      const anchor = mover && this.frameHexes.some((h) => h.q === mover.q && h.r === mover.r) ? hexToWorld(mover) : null;
      const at = anchor ? new THREE.Vector3(anchor.x, 0, anchor.z).applyAxisAngle(UP, -bearing) : undefined;
      this.framed.dist = this.controls.frame(box, undefined, bearing, this.framed.least, at);
      this.invalidate();
    } else if (this.focus) {
      // A boat followed without a framing (a captain's turn, a replay's move): the zoom is kept, the
      // boat panned to if out of view (docs/camera.md); a captain's turn keeps the bearing too (a
      // replay turns to the flow, as before). Followed at the follow distance, a captain's boat at a
      // bend swung the view and brought it closer (play-test).
      if (bearing !== this.bearing || asked) this.follow(this.focus, bearing);
      else this.keepInView(this.focus);
    } else this.overview();
    this.bearing = bearing;
    this.controls.touched = false;
  }

  /**
   * The camera, with the time of the frame that last drew it and when the camera move drawn then
   * began (for tests: a pose read in an animation frame before the board's own callback ran is the
   * previous frame's, so the time passed to that frame's callbacks is not the time it was drawn at;
   * and a move's first frame after the board was idle covers only the time since the move began).
   */
  camera3(): ReturnType<CameraControls['pose']> & { drawnAt: number; moveStart: number | null } {
    return { ...this.controls.pose(), drawnAt: this.drawnAt, moveStart: this.drawnMoveStart };
  }

  skipAnimations(): void {
    this.animator.skip();
    this.invalidate();
  }

  /** Frame the whole river. */
  overview(ms?: number): void {
    this.unpin();
    this.overviewWindow = `${window.innerWidth}x${window.innerHeight}`;
    const keep = this.controls.moveMs;
    if (ms !== undefined) this.controls.moveMs = ms;
    const st = this.current;
    if (st) {
      const hexes = [...riverMap(st.river).values()].map((s) => s.hex);
      if (st.finish) hexes.push(...finishFootprint(st.river, st.finish.attached));
      this.controls.overviewOf(hexes.map((h) => {
        const w = hexToWorld(h);
        return new THREE.Vector3(w.x, 0, w.z);
      }));
    } else this.controls.overview(this.river.bounds);
    this.controls.moveMs = keep;
    this.invalidate();
  }

  /** Centre the camera on a boat (where it is drawn), keeping the view's angle, or turned to `bearing` (flowBearing). */
  follow(boat: BoatId, bearing?: number): void {
    const p = this.boats.pose(boat);
    if (!p) return;
    this.unpin();
    this.controls.follow(p.x, p.z, undefined, bearing);
    this.invalidate();
  }

  /** Centre a boat (where it is drawn) in the free area, keeping the view's zoom and bearing. */
  private centre(boat: BoatId): void {
    const p = this.boats.pose(boat);
    if (!p) return;
    this.unpin();
    this.controls.pan(p.x, p.z);
    this.invalidate();
  }

  /**
   * Pixels at the board's top taken by the tool row drawn over it: framings keep below them. The row
   * is measured after the board's first view (and changes with the language): a view the camera took
   * of its own for this turn or the whole river, and the player has not moved since, is taken again
   * under it, so it is the view "Reset view" gives (before: the opening turn was centred on the whole
   * board, and V moved it by the row's height).
   */
  setInsetTop(px: number): void {
    const top = Math.max(0, px);
    if (top === this.controls.insetTop) return;
    this.controls.insetTop = top;
    this.insetChanged();
  }

  /**
   * Pixels down the board's left side under notes drawn over it (a network race's table column:
   * pt27, the turn pill, quick messages and the table's box covered the boats there): framings keep
   * right of them, and a view of the camera's own is taken again as for the tool row.
   */
  setInsetLeft(px: number): void {
    const left = Math.max(0, Math.round(px));
    if (left === this.controls.insetLeft) return;
    this.controls.insetLeft = left;
    this.insetChanged();
  }

  /** An inset changed: the camera's own view of this turn (or the river), untouched since, is taken again. */
  private insetChanged(): void {
    if (this.frameKey === '' || this.hold || this.controls.touched) return;
    const own = this.mode === 'overview' || (this.frameHexes.length > 0 && this.framed.key === this.frameKey);
    if (!own) return;
    if (this.animator.busy) this.viewWhenIdle = true;
    else this.takeView(false, false);
  }

  state(): GameState | null {
    return this.current;
  }

  info(): SceneInfo {
    const i = this.renderer.info;
    return {
      calls: i.render.calls,
      triangles: i.render.triangles,
      geometries: i.memory.geometries,
      textures: i.memory.textures,
      programs: i.programs?.length ?? 0,
      frame: i.render.frame,
      drawn: this.drawn,
      pending: this.raf !== 0,
    };
  }

  /**
   * For tests: draws a frame now and reads a 7x7 grid of its pixels (RGBA), in the same task, so
   * the drawing buffer is still there. A lost context reads as zeros.
   */
  pixels(): number[][] {
    const gl = this.renderer.getContext();
    this.renderer.render(this.scene, this.camera);
    const out: number[][] = [];
    const px = new Uint8Array(4);
    for (let i = 1; i <= 7; i++)
      for (let j = 1; j <= 7; j++) {
        gl.readPixels(Math.floor((gl.drawingBufferWidth * i) / 8), Math.floor((gl.drawingBufferHeight * j) / 8), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
        out.push([...px]);
      }
    return out;
  }

  /** For tests: draws a frame now and reads the colour (RGBA) drawn at a client pixel (zeros off the canvas). */
  pixelAt(x: number, y: number): number[] {
    const gl = this.renderer.getContext();
    this.renderer.render(this.scene, this.camera);
    const r = this.canvas.getBoundingClientRect();
    const px = new Uint8Array(4);
    const k = gl.drawingBufferWidth / (r.width || 1);
    gl.readPixels(Math.floor((x - r.left) * k), Math.floor(gl.drawingBufferHeight - (y - r.top) * k), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    return [...px];
  }

  hexToScreen(h: Hex): { x: number; y: number } {
    return hexToScreen(this.camera, this.canvas, h);
  }

  /** The boat whose move is being played (the follow camera tracks it while a move made elsewhere plays). */
  sailing(): BoatId | null {
    return this.animator.mover;
  }

  /** Client pixel of a boat where it is drawn now, on the water (null when it is not drawn). */
  boatToScreen(boat: BoatId): { x: number; y: number } | null {
    const p = this.boats.pose(boat);
    return p ? worldToScreen(this.camera, this.canvas, new THREE.Vector3(p.x, 0, p.z)) : null;
  }

  /** How long a boat is drawn on screen, bow to stern, in client pixels (null when it is not drawn). */
  boatLengthOnScreen(boat: BoatId): number | null {
    const e = this.boats.ends(boat);
    if (!e) return null;
    const [a, b] = e.map((p) => worldToScreen(this.camera, this.canvas, p));
    return Math.hypot(a!.x - b!.x, a!.y - b!.y);
  }

  /** Client pixel of a boat's numeral badge (null when the boat is not drawn). */
  badgeToScreen(boat: BoatId): { x: number; y: number } | null {
    const p = this.boats.badgeWorld(boat);
    return p ? worldToScreen(this.camera, this.canvas, p) : null;
  }

  /** A boat's numeral badge on screen: its centre and its size across, client pixels (null when not drawn). */
  badgeBox(boat: BoatId): { x: number; y: number; size: number } | null {
    const c = this.badgeToScreen(boat);
    const size = this.boats.badgePx(boat, this.camera, this.canvas.clientHeight);
    return c && size !== null ? { ...c, size } : null;
  }

  /** Turns the camera continuously (radians per second; 0 stops). For the benchmark and the lab. */
  spin(radiansPerSecond: number): void {
    this.spinRate = radiansPerSecond;
    this.lastFrameAt = performance.now();
    this.invalidate();
  }

  /**
   * For the benchmark: `n` frames drawn back to back while the camera turns, each waited for to the
   * last pixel (a 1-pixel read). The scene's own cost per frame (ms), apart from the browser's frame
   * pacing and compositing, which headless software WebGL makes far slower than a real screen.
   */
  frameCost(n: number): number[] {
    const gl = this.renderer.getContext();
    const px = new Uint8Array(4);
    const costs: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      this.fx.tick(t);
      this.controls.rotate(0.02);
      this.boats.placeArrows();
      this.renderer.render(this.scene, this.camera);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      costs.push(performance.now() - t);
    }
    this.invalidate();
    return costs;
  }

  invalidate(): void {
    if (!this.raf && !this.disposed && !this.lost) this.raf = requestAnimationFrame(this.frame);
  }

  private frame = (now: number): void => {
    this.raf = 0;
    if (this.disposed || this.lost) return;
    const animating = this.animator.tick(now);
    const moveStart = this.controls.moveStart;
    const moving = this.controls.tick(now);
    this.trackSailing(now - this.lastFrameAt);
    const ambient = this.fx.tick(now);
    if (this.spinRate) {
      this.controls.rotate(((now - this.lastFrameAt) / 1000) * this.spinRate);
    }
    this.lastFrameAt = now;
    this.boats.placeArrows();
    this.renderer.render(this.scene, this.camera);
    this.drawn++;
    this.drawnAt = now;
    this.drawnMoveStart = moveStart;
    this.updateCompass();
    // (while boats sail, too: the overlay's labels follow the boats as drawn, and a still camera
    // left a lesson's "You" visible where the boat had been, e2e lesson-labels)
    if (this.viewMoved() || animating) {
      this.cb.onFrame?.();
      // (once the overlay has followed the view: a cost badge under the pointer claims its space)
      queueMicrotask(() => this.hoverAgain());
    }
    if (!this.ready) {
      this.ready = true;
      this.cb.onReady?.();
    }
    if (!animating && this.busy) this.setBusy(false);
    if (animating || moving || this.spinRate) this.invalidate();
    else if (ambient && !this.ambientTimer) {
      this.ambientTimer = setTimeout(() => {
        this.ambientTimer = null;
        this.invalidate();
      }, AMBIENT_MS);
    }
  };

  /**
   * While a watched move plays, the follow camera glides after the boat sailing (not after the
   * boats it pushes), unless the player is dragging the view.
   */
  private trackSailing(dt: number): void {
    const id = this.watching && this.mode === 'follow' && !this.down ? this.animator.mover : null;
    const p = id ? this.boats.pose(id) : null;
    const last = this.tracked;
    this.tracked = id && p ? { id, x: p.x, z: p.z } : null;
    if (!p) return;
    // (the boat's own motion since the last frame is carried over whole: it stays centred)
    const carry = last?.id === id ? { x: p.x - last.x, z: p.z - last.z } : { x: 0, z: 0 };
    this.controls.track(p.x, p.z, Math.min(50, Math.max(0, dt)), carry.x, carry.z);
  }

  /** Whether the camera or the canvas changed since the last call (then remembers them). */
  private viewMoved(): boolean {
    const now = [...this.camera.matrixWorld.elements, ...this.camera.projectionMatrix.elements, this.canvas.clientWidth, this.canvas.clientHeight];
    let moved = false;
    now.forEach((v, i) => {
      if (v !== this.viewSeen[i]) moved = true;
      this.viewSeen[i] = v;
    });
    return moved;
  }

  /** Where downstream (world −Z) points on screen, for the compass overlay. */
  private updateCompass(): void {
    if (!this.cb.onCompass) return;
    const t = this.controls.orbit.target;
    const a = new THREE.Vector3(t.x, 0, t.z).project(this.camera);
    const b = new THREE.Vector3(t.x, 0, t.z - 1).project(this.camera);
    // NDC y grows upwards; the angle is clockwise from screen up.
    const deg = Math.round((Math.atan2((b.x - a.x) * this.camera.aspect, b.y - a.y) * 180) / Math.PI);
    if (deg === this.compassDeg) return;
    this.compassDeg = deg;
    this.cb.onCompass(deg);
  }

  private setBusy(b: boolean): void {
    if (b === this.busy) return;
    this.busy = b;
    this.cb.onAnimating?.(b);
    if (!b) this.watching = false;
    if (!b && this.viewWhenIdle) {
      this.viewWhenIdle = false;
      this.followWhenIdle = null;
      this.takeView(false);
    }
    if (!b && this.followWhenIdle) {
      const id = this.followWhenIdle;
      this.followWhenIdle = null;
      if (id === this.focus) this.keepInView(id);
    }
    if (!b) this.cb.onIdle?.();
  }

  private tileProgress(tile: number, t: number): void {
    this.river.setTileProgress(tile, t);
    const m = this.markers.meshOf(tile);
    if (m) {
      m.scale.setScalar(Math.max(1e-4, t));
      m.position.y = -(1 - t) * 0.6;
    }
  }

  private showDie(face: DieFace | null, accepted: boolean): void {
    if (this.dieTimer) clearTimeout(this.dieTimer);
    if (!face) {
      this.dieEl.style.display = 'none';
      return;
    }
    this.dieEl.textContent = DIE_GLYPH[face]; // a die-like tile with the face's arrow (no emoji font needed)
    this.dieEl.dataset.dieFace = face;
    this.dieEl.style.opacity = accepted ? '1' : '0.55';
    this.dieEl.style.textDecoration = accepted ? 'none' : 'line-through';
    this.dieEl.style.display = 'block';
    this.dieTimer = setTimeout(() => (this.dieEl.style.display = 'none'), 1800);
  }

  private riverHexAt(px: number, py: number): Hex | null {
    if (!this.current) return null;
    const claimed = this.cb.claim?.(px, py);
    if (claimed) return claimed;
    const h = pickHex(this.camera, this.canvas, px, py);
    return h && riverMap(this.current.river).has(hexKey(h)) ? h : null;
  }

  /**
   * The view moved under a pointer at rest (the turn's framing glided, a captain's boat was followed,
   * the board was resized): the space pointed at is the one under it now. Kept from before, the way
   * to a space the pointer had left was previewed, its end heading drawn far from the boat to move,
   * beside another boat (play-test of issue 14 at 1024x700). Not while a drag moves the view.
   */
  private hoverAgain(): void {
    if (!this.pointerAt || this.down || !this.pointer || this.hovered === null) return;
    this.setHover(this.riverHexAt(this.pointerAt.x, this.pointerAt.y));
  }

  private setHover(h: Hex | null): void {
    const key = h ? hexKey(h) : null;
    if (key === this.hovered) return;
    this.hovered = key;
    if (this.highlights.setHover(h)) this.invalidate();
    this.cb.onHexHover?.(h);
    // The path, heading and cost under the pointer drawn in the pointer event's own task, once the
    // screen has answered (Svelte applies it in a microtask queued before this one), not a frame
    // later: the wait for the next frame was most of issue 14's hover -> preview time.
    queueMicrotask(() => {
      if (this.raf) this.drawNow();
    });
  }

  /** World position of a hex centre (for overlays). */
  static world(h: Hex): { x: number; z: number } {
    return hexToWorld(h);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.raf) cancelAnimationFrame(this.raf);
    if (this.dieTimer) clearTimeout(this.dieTimer);
    if (this.ambientTimer) clearTimeout(this.ambientTimer);
    if (this.restoreTimer) clearTimeout(this.restoreTimer);
    this.unbindCanvas();
    this.animator.skip();
    this.resizeObserver.disconnect();
    for (const c of this.cleanup) c();
    this.controls.dispose();
    this.river.dispose();
    this.markers.dispose();
    this.boats.dispose();
    this.highlights.dispose();
    this.scenery.dispose();
    this.fx.dispose();
    this.trail.dispose();
    this.scene.clear();
    this.renderer.renderLists.dispose();
    this.dieEl.remove();
    if (this.canvas.parentElement === this.container) this.container.removeChild(this.canvas);
  }
}
