/**
 * docs/content.md's picture of the content editor's first screen (docs/screenshots/admin.png), 1280 px
 * wide, as a built site shows it: `npm run build`, `npm run serve`, then
 * `node tools/admin-screenshot.ts` (BASE_URL, default http://localhost:4321). Run it again after
 * changing the screen's words (src/content/editor/) or colours.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const BASE_URL = process.env['BASE_URL'] ?? 'http://localhost:4321';
const OUT_FILE = 'docs/screenshots/admin.png';

await mkdir(dirname(OUT_FILE), { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
// The editor asks GitHub's status page whether to warn of an outage: the picture shows none.
await page.route('https://www.githubstatus.com/**', (route) =>
  route.fulfill({ json: { status: { indicator: 'none' } } }),
);
await page.goto(new URL('/admin', BASE_URL).href);
await page.getByRole('button', { name: 'Work with Local Repository' }).waitFor();
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: OUT_FILE });
await browser.close();
console.log(`Wrote ${OUT_FILE}`);
