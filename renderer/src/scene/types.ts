// The RiverView contract (what the play screen and the replay viewer code against).
import type { BoatId, Dir, GameEvent, GameState, Hex } from '../../../engine/index.js';
import type { CameraMode, SceneController, SceneInfo } from './scene-controller.js';

export interface RiverViewHighlights {
  /** Legal end spaces of the boat to move. */
  destinations?: Hex[];
  /** Hovered/selected path preview. */
  path?: Hex[];
  selected?: Hex | null;
  /** Where a pushed boat may be placed (when choosing a push destination). */
  pushTargets?: Hex[];
  /** A way shown on demand (a lesson's "show me the way"): each of its spaces ringed, so it reads even under boats. */
  way?: Hex[];
  /** The captain's hint's end space: tinted and ringed wide. */
  hinted?: Hex | null;
  /** A see-through boat facing a heading being previewed (start dock, reorientation). */
  ghost?: { boat: BoatId; hex: Hex; dir: Dir } | null;
}

export interface RiverViewProps {
  state: GameState;
  highlights?: RiverViewHighlights;
  focusBoat?: BoatId | null;
  /** New events to animate (animated once per seq; `state` is the position after them). */
  events?: { seq: number; events: GameEvent[]; watch?: { stretch: number } } | null;
  reducedMotion?: boolean;
  /** 1 = normal, 0 = instant. */
  animationSpeed?: number;
  /** Camera mode (default follow) and the spaces its default view frames. */
  cameraMode?: CameraMode;
  frame?: Hex[];
  /** Names the framing (a turn): a new id brings the default view back. */
  frameId?: string;
  /** Keep the camera where it is (no follow, no reframing) until the next framing comes. */
  frameHold?: boolean;
  /** Downstream where the boat to move is (0..5): the default framing looks that way, the flow up the screen; absent, it looks north. */
  frameFlow?: number | null;
  /** A boat followed without a framing (a computer captain's turn in a race) keeps the view's bearing rather than turning to its flow (a replay turns). */
  frameKeep?: boolean;
  /** Pixels at the board's top under a tool row drawn over it: framings keep their spaces below them. */
  frameTop?: number;
  /** Pixels down the board's left side under notes drawn over it: framings keep their spaces right of them. */
  frameLeft?: number;
  /** Screen angle of downstream (degrees clockwise from up), for a compass. */
  oncompass?: (deg: number) => void;
  onhexclick?: (hex: Hex) => void;
  onhexhover?: (hex: Hex | null) => void;
  /** The space a mark over the river at client pixel (x, y) stands for (a cost badge), if any: clicks and hover there mean it. */
  claim?: (x: number, y: number) => Hex | null;
  /** false: the board only shows (a spectator's): no pointer ring on spaces, no clicks. */
  pointer?: boolean;
  /** Animations finished (input may resume). */
  onidle?: () => void;
  /** The board started (true) or finished (false) animating: a screen waiting for the board follows this. */
  onbusy?: (busy: boolean) => void;
  /** A frame was drawn (overlays follow the camera). */
  onframe?: () => void;
}

/** Test hook, present when `window.__mqTest` exists (e2e tests) or in the scene lab. */
export interface MqSceneHook {
  info(): SceneInfo;
  hexToScreen(hex: Hex): { x: number; y: number };
  badgeToScreen(boat: BoatId): { x: number; y: number } | null;
  /** A boat's numeral badge: its centre and size across (client pixels; null when not drawn). */
  badgeBox(boat: BoatId): { x: number; y: number; size: number } | null;
  /**
   * Where the camera is and looks; `drawnAt`: the time (rAF clock) of the frame that last drew it;
   * `moveStart`: when the camera move that frame drew began (null: none).
   */
  camera(): { position: { x: number; y: number; z: number }; target: { x: number; y: number; z: number }; drawnAt: number; moveStart: number | null };
  resetView(): void;
  state(): GameState | null;
  skipAnimations(): void;
  overview(): void;
  follow(boat: BoatId): void;
  spin(radiansPerSecond: number): void;
  /** ms per frame drawn back to back, each waited for (the render benchmark). */
  frameCost(n: number): number[];
  marks(): ReturnType<SceneController['marks']>;
  /** Draws a frame now and reads a grid of its pixels (RGBA). */
  pixels(): number[][];
  /** Draws a frame now and reads the colour (RGBA) drawn at a client pixel. */
  pixelAt(x: number, y: number): number[];
  /** Client pixel of a boat where it is drawn now (null when it is not on the board). */
  boatToScreen(boat: BoatId): { x: number; y: number } | null;
  /** How long a boat is drawn on screen, bow to stern (client pixels; null when it is not on the board). */
  boatLength(boat: BoatId): number | null;
  /** The boat whose move is being played, if any. */
  sailing(): BoatId | null;
}

declare global {
  interface Window {
    __mqTest?: unknown;
    __mqScene?: MqSceneHook;
  }
}
