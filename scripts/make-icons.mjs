// Renders build/icon.svg (our own artwork) to the PNGs electron-builder needs, using the system
// Chromium through Playwright: build/icon.png (512, Windows/macOS) and build/icons/<n>x<n>.png (Linux).
// Run after editing the SVG: `npm run icons`. The PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(ROOT, 'build', 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.MQ_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu-sandbox', '--disable-dev-shm-usage'],
});
try {
  fs.mkdirSync(path.join(ROOT, 'build', 'icons'), { recursive: true });
  for (const size of [512, 256, 128, 64, 32]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace(/width="512" height="512"/, `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    fs.writeFileSync(path.join(ROOT, 'build', 'icons', `${size}x${size}.png`), png);
    if (size === 512) fs.writeFileSync(path.join(ROOT, 'build', 'icon.png'), png);
    await page.close();
  }
  console.log('[icons] build/icon.png and build/icons/*.png written');
} finally {
  await browser.close();
}
