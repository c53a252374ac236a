// The colour-blind setting as the scene sees it: App.svelte sets it from the settings, every
// SceneController listens (like quality.ts). When on, boats, lit spaces and the path are told
// apart by shapes and patterns as well as colour.
type Listener = (on: boolean) => void;

let on = false;
const listeners = new Set<Listener>();

export function setColourBlind(v: boolean): void {
  if (v === on) return;
  on = v;
  for (const l of listeners) l(v);
}

export function colourBlind(): boolean {
  return on;
}

/** Calls `l` on every change; returns the unsubscribe. */
export function onColourBlind(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
