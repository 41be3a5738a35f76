/**
 * Measures the landing sections that stand in for themselves until they come near the screen
 * (src/components/Section.astro), at each width in WIDTHS, in the site's typeface, and writes
 * their stand-in heights to src/components/section-stand-ins.css (./stand-in-css.ts).
 * `npm run stand-ins` builds the site, measures it and writes the file; build again to ship it.
 * Run it after changing what the landing page says or how it is laid out:
 * tests/e2e/landing-stand-ins.spec.ts fails while a stand-in is not its section's height. Measured
 * in the engine the tests drive (Chromium's headless shell): another engine may break a line that
 * is a hair from full elsewhere, and its section then differs from its stand-in by that line.
 */
import { writeFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createApp } from '../server/site/site-app.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.ts';
import { type MeasuredWidth, sectionHeights, standInCss } from './stand-in-css.ts';

/** The common viewports' widths: phones, then tablets; from 1200 px the page's column stops growing. */
export const WIDTHS = [320, 360, 375, 390, 393, 412, 414, 430, 480, 600, 768, 820, 1024, 1200];
const DESKTOP = 1200;
const OUT = 'src/components/section-stand-ins.css';
const PORT = 4396;

const server = serve({ fetch: createApp({ distDir: 'dist', referenceHost: false }).fetch, port: PORT });
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
try {
  const measured: MeasuredWidth[] = [];
  for (const width of WIDTHS) {
    // Below the desktop widths, scroll bars float over the page as on phones and tablets, and take no width.
    const handheld = width < DESKTOP;
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      isMobile: handheld,
      hasTouch: handheld,
    });
    const page = await context.newPage();
    await page.goto(`http://localhost:${PORT}/`, { waitUntil: 'networkidle' });
    // The typeface is named once it has loaded, and the late stylesheets are in by then.
    await page.locator('html[data-typeface]').waitFor({ state: 'attached' });
    measured.push({ width, heights: await page.evaluate(sectionHeights) });
    await context.close();
  }
  writeFileSync(
    OUT,
    `/* Written by tools/stand-ins.ts (npm run stand-ins): each section's height, by width. */\n${standInCss(measured)}\n`,
  );
  console.log(`Wrote ${OUT}: ${WIDTHS.length} widths.`);
} finally {
  await browser.close();
  server.close();
}
