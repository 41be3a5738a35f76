/**
 * Screenshots of every page at phone and desktop widths, for looking at what we ship:
 * `npm run screenshots` (needs a server: BASE_URL, default http://localhost:4321).
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const BASE_URL = process.env['BASE_URL'] ?? 'http://localhost:4321';
const OUT_DIR = process.env['OUT_DIR'] ?? 'reports/screenshots';
const PAGES = ['/', '/privacy', '/no-such-page'];
const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

await mkdir(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const viewport of VIEWPORTS) {
  const page = await browser.newPage({ viewport });
  for (const path of PAGES) {
    await page.goto(new URL(path, BASE_URL).href);
    const name = path === '/' ? 'home' : path.slice(1);
    await page.screenshot({ path: `${OUT_DIR}/${name}-${viewport.name}.png` });
    await page.screenshot({ path: `${OUT_DIR}/${name}-${viewport.name}-full.png`, fullPage: true });
  }
  // Each landing section on its own, readable at full size.
  await page.goto(BASE_URL);
  for (const section of await page.locator('main > section').all()) {
    const id = (await section.getAttribute('id')) ?? 'hero';
    await section.screenshot({ path: `${OUT_DIR}/section-${id}-${viewport.name}.png` });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots written to ${OUT_DIR}/`);
