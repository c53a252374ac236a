// The play screen's log keeps what stands after undos: counted in positions, not in batches.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/index.js';
import { toldEvents } from '../../renderer/src/lib/told-events.js';

const boat = 'blue' as never;
const h = (q: number, r: number) => ({ q, r });
const started: GameEvent = { type: 'turnStarted', boat, player: 0 };
const speed: GameEvent = { type: 'speedChanged', boat, from: 1, to: 2, coal: 0 };
const step = (r: number): GameEvent => ({ type: 'moved', boat, from: h(0, -r), to: h(0, -r - 1), cost: 1 });

describe('told events', () => {
  it('an undo of one step, after a step sent with its speed, takes the whole request back', () => {
    // the screen takes a request back whole: speed + step (seq 2..3) undone to 1
    const told = toldEvents([{ seq: 1, events: [started] }], [
      { seq: 3, kind: 'acted', events: [speed, step(0)] },
      { seq: 1, kind: 'undone', events: [] },
      { seq: 3, kind: 'acted', events: [speed, step(0)] },
      { seq: 4, kind: 'acted', events: [step(1)] },
    ]);
    expect(told).toEqual([started, speed, step(0), step(1)]);
  });

  it('an undo of the whole turn takes back every request of it, not only the last', () => {
    const told = toldEvents([{ seq: 1, events: [started] }], [
      { seq: 2, kind: 'acted', events: [speed] },
      { seq: 3, kind: 'acted', events: [step(0)] },
      { seq: 4, kind: 'acted', events: [step(1)] },
      { seq: 1, kind: 'undone', events: [] },
    ]);
    expect(told).toEqual([started]);
  });

  it('an undo reaches into the history fetched from main, one saved action at a time', () => {
    const told = toldEvents(
      [
        { seq: 1, events: [started] },
        { seq: 2, events: [speed] },
        { seq: 3, events: [step(0)] },
      ],
      [{ seq: 2, kind: 'undone', events: [] }],
    );
    expect(told).toEqual([started, speed]);
  });

  it('a change that does not move the game on (a declined offer) stays and pops nothing', () => {
    const told = toldEvents([{ seq: 1, events: [started] }], [{ seq: 1, kind: 'acted', events: [] }, { seq: 1, kind: 'undone', events: [] }]);
    expect(told).toEqual([started]);
  });
});
