// The "reduce effects" setting as the scene sees it: App.svelte sets it from the settings, every
// SceneController listens. A module value rather than a prop so the play and replay screens (and
// Board) need not carry it.
type Listener = (reduce: boolean) => void;

let reduce = false;
const listeners = new Set<Listener>();

export function setReduceEffects(v: boolean): void {
  if (v === reduce) return;
  reduce = v;
  for (const l of listeners) l(v);
}

export function reduceEffects(): boolean {
  return reduce;
}

/** Calls `l` on every change; returns the unsubscribe. */
export function onReduceEffects(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
