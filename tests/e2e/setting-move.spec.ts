// After a lit space is picked, the move is set (sent, then drawn) for a moment: newcomer's play-test
// of issue 14 saw the whole side panel grey out for ~2 s with no feedback. The picked entry is
// marked at once, a busy sign says the move is being set, and the panel is not greyed out.
import { legalTurns } from '../../engine/index.js';
import { stateToScenario } from '../../engine/scenario.js';
import { destinations, turnSpeed } from '../../renderer/src/lib/turns.js';
import { position } from '../engine/helpers/position.js';
import { expect, test } from './fixtures.js';
import { destEntry, waitIdle } from './play-helpers.js';

test('a picked space is marked and the panel says the move is being set, not greyed out', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const p = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 2, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 3] }] });
  const d = destinations(legalTurns(p), p, 2).find((x) => !x.options[0]!.crash)!;
  const sc = stateToScenario(p) as unknown as Record<string, Record<string, unknown>>;
  delete sc.rules!.riverTiles;
  sc.rules!.advanced = ['B2'];
  delete sc.stack;
  delete sc.rulesVersion;
  await app.setViewportSize({ width: 1280, height: 800 });
  // a slow animation: the move takes a while to be drawn, as in the play-test
  await app.getByTestId('animation-speed').selectOption('1');
  await app.getByTestId('open-challenges').click();
  await app.getByTestId('scenario-file').setInputFiles({ name: 'set.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sc)) });
  await waitIdle(app);
  await app.getByTestId(`speed-${turnSpeed(d.options[0]!, p)}`).click();
  const entry = await destEntry(app, d.key);
  // the marks are read in the same frame as the click (they must be there at once, not after the move)
  const seen = await entry.evaluate((el: HTMLElement) => {
    el.click();
    return new Promise<{ current: string | null; sign: boolean; opacity: string }>((done) =>
      requestAnimationFrame(() =>
        done({
          current: el.getAttribute('aria-current'),
          sign: !!document.querySelector('[data-testid="setting-move"]'),
          opacity: getComputedStyle(el).opacity,
        }),
      ),
    );
  });
  expect(seen).toEqual({ current: 'true', sign: true, opacity: '1' });
  await waitIdle(app);
  await expect(app.getByTestId('setting-move')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
