// The app's language switched in place, as another window of the app would switch it (the host pushes
// the new settings to every page): a test can look at one screen in several languages without
// loading the app again for each.
import type { Page } from '@playwright/test';
import { expect, rawPost, type HostInfo } from '../fixtures.js';

export async function setLanguage(page: Page, host: HostInfo, lang: string): Promise<void> {
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${host.token}` };
  const seq = ((await rawPost(host, 'getSettings', '{}', auth)).json as { value: { seq: number } }).value.seq;
  expect((await rawPost(host, 'setSettings', JSON.stringify({ expectSeq: seq, patch: { language: lang } }), auth)).status).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
