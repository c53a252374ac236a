// Pictures of the network screens as a newcomer meets them, in English and Russian, at 1024x700
// and 1280x800 (issue 17, net17s read-through): the host's form, the open room with its invite,
// and the join screen. Saved to tests/e2e/screenshots/net-sizes-*.png, to be looked at (run with
// MQ_SHOTS=1; skipped without).
import type { Page } from '@playwright/test';
import { WANT_SHOTS, expect, rawPost, test, type HostInfo } from './fixtures.js';
import { shot } from './play-helpers.js';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
];

async function shots(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await shot(page, `net-sizes-${name}-${size.width}x${size.height}`);
    await shot(page, `net-sizes-${name}-${size.width}x${size.height}-whole`, true);
  }
}

async function language(host: HostInfo, lang: 'en' | 'ru'): Promise<void> {
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${host.token}` };
  const seq = ((await rawPost(host, 'getSettings', '{}', auth)).json as { value: { seq: number } }).value.seq;
  expect((await rawPost(host, 'setSettings', JSON.stringify({ expectSeq: seq, patch: { language: lang } }), auth)).status).toBe(200);
}

for (const lang of ['en', 'ru'] as const) {
  test(`network screens in ${lang}, at 1024x700 and 1280x800`, async ({ app, host }) => {
    test.skip(!WANT_SHOTS, 'pictures only (MQ_SHOTS=1)');
    test.setTimeout(180_000);
    await language(host, lang);
    await app.reload();
    await expect(app.locator('body')).toHaveAttribute('data-ready', 'true');
    await app.getByTestId('new-game').click();
    await app.getByTestId('net-host-open').click();
    await expect(app.getByTestId('net-open')).toBeVisible();
    await shots(app, `${lang}-host-form`);
    await app.getByTestId('net-port').fill('0');
    await app.getByTestId('net-open').click();
    await expect(app.getByTestId('net-invite-text')).toBeVisible();
    await shots(app, `${lang}-host-room`);
    await app.getByTestId('net-leave').click();
    await app.getByTestId('net-join-open').click();
    await expect(app.getByTestId('net-invite-input')).toBeVisible();
    await shots(app, `${lang}-join`);
    await app.getByTestId('net-invite-input').fill('mq://not-an-invite');
    await app.getByTestId('net-join').click();
    await expect(app.getByTestId('net-refusal')).toBeVisible();
    await shots(app, `${lang}-join-refused`);
  });
}
