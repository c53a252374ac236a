// Main→renderer event fan-out. Services emit typed events; each transport (Electron window,
// browser-host WebSocket) subscribes once and forwards them.
import type { ApiEvent, EventName, EventPayload } from '../api/contract.js';

export class EventHub {
  private listeners = new Set<(event: ApiEvent) => void>();

  emit<N extends EventName>(name: N, payload: EventPayload<N>): void {
    const event = { name, payload } as ApiEvent;
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: (event: ApiEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
