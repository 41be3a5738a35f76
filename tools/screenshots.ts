/**
 * Screenshots of every page and every dialog, at a phone's and a desktop's width, in the light
 * and the dark colour scheme, for looking at what we ship: `npm run screenshots` (needs a server:
 * BASE_URL, default http://localhost:4321). Written to docs/screenshots/ (OUT_DIR), named
 * `<shot>-<width>-<scheme>.png`, e.g. landing-390-dark.png; the README shows a few of them.
 * One device pixel per CSS pixel and a palette of 256 colours, so the files stay small: pages
 * whole, dialogs and other states as the screen shows them; SHOTS=analysis,demo takes only those.
 */
import { mkdir } from 'node:fs/promises';
import { type Browser, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { SHOTS, type Shot } from './screenshot-list.ts';

const BASE_URL = process.env['BASE_URL'] ?? 'http://localhost:4321';
const OUT_DIR = process.env['OUT_DIR'] ?? 'docs/screenshots';

const SCHEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];

/** Waits until nothing finite still moves: a dialog rising, a text appearing. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

async function take(browser: Browser, shot: Shot, viewport: (typeof VIEWPORTS)[number], scheme: string) {
  const { isMobile, ...size } = viewport;
  const context = await browser.newContext({
    viewport: size,
    deviceScaleFactor: 1,
    isMobile,
    hasTouch: isMobile,
    colorScheme: scheme as (typeof SCHEMES)[number],
    baseURL: BASE_URL,
  });
  const page = await context.newPage();
  if (shot.session) {
    await page.addInitScript(({ devUrl, conversation, planState }) => {
      localStorage.setItem('testable:devUrl', devUrl);
      localStorage.setItem('testable:conversation', JSON.stringify(conversation));
      localStorage.setItem('testable:planState', JSON.stringify(planState));
    }, shot.session);
  }
  if (shot.name === 'demo') await page.clock.install();
  await page.goto(shot.path, { waitUntil: 'networkidle' });
  await shot.open?.(page);
  await settle(page);
  const path = `${OUT_DIR}/${shot.name}-${viewport.width}-${scheme}.png`;
  // A page whole; a dialog or a state over the screen it shows on. A whole page is drawn whole:
  // the sections far from the screen are otherwise not laid out (content-visibility: auto), and
  // a capture of the page beyond the screen scrolls nothing into view.
  if (!shot.open) {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
    });
    await settle(page);
  }
  const png = await page.screenshot({ fullPage: !shot.open });
  await sharp(png)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9, dither: shot.dither ?? 1 })
    .toFile(path);
  await context.close();
  return path;
}

const only = process.env['SHOTS']?.split(',');
const chosen = only ? SHOTS.filter((shot) => only.includes(shot.name)) : SHOTS;

await mkdir(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const scheme of SCHEMES) {
  for (const viewport of VIEWPORTS) {
    for (const shot of chosen) console.log(await take(browser, shot, viewport, scheme));
  }
}
await browser.close();
console.log(`Screenshots written to ${OUT_DIR}/`);
