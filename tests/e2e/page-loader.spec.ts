import type { Page } from '@playwright/test';
import { CONTENT_PAGES, NOT_FOUND_FILE } from '../support/site-pages';
import { expect, test, waitForPageScripts } from './fixtures';

// Every page's scripts, and Astro's island runtime, are requested by a small inline loader once
// the document is parsed and has painted (integrations/page-loader.ts, src/page-scripts/run-after-paint.js):
// when the engine reports its first contentful paint, or two animation frames and a moment later
// where it reports none (Firefox, below the top of a page); a hidden page runs them at once.
// /landing is / at another address.
const PAGES = [...CONTENT_PAGES.filter((path) => path !== '/landing'), NOT_FOUND_FILE];

interface Held {
  /** Animation frames are held until `releaseFrames()`. */
  frames: boolean;
  /** The paint entries are held until `reportPaint()`, as Firefox holds them below the top of a page. */
  paint: boolean;
  /** The page is a hidden one (a tab opened in the background) until `setHidden(false)`. */
  hidden: boolean;
}

/** Runs in the page before its own scripts: holds what the loader waits for, as `held` says. */
function hold(held: Held) {
  const frames: FrameRequestCallback[] = [];
  const frame = window.requestAnimationFrame.bind(window);
  let framesHeld = held.frames;
  window.requestAnimationFrame = (callback) => {
    if (!framesHeld) return frame(callback);
    frames.push(callback);
    return frames.length;
  };
  const paintObservers: (() => void)[] = [];
  let paintHeld = held.paint;
  const Observer = window.PerformanceObserver;
  window.PerformanceObserver = class extends Observer {
    constructor(callback: PerformanceObserverCallback) {
      super((list, observer) => {
        if (paintHeld) paintObservers.push(() => callback(list, observer));
        else callback(list, observer);
      });
    }
  };
  let isHidden = held.hidden;
  Object.defineProperty(Document.prototype, 'hidden', { get: () => isHidden });
  Object.defineProperty(Document.prototype, 'visibilityState', { get: () => (isHidden ? 'hidden' : 'visible') });
  Object.assign(window, {
    releaseFrames: () => {
      framesHeld = false;
      for (const callback of frames.splice(0)) frame(callback);
    },
    reportPaint: () => {
      paintHeld = false;
      for (const report of paintObservers.splice(0)) report();
    },
    setHidden: (hidden: boolean) => {
      isHidden = hidden;
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    },
  });
}

const HELD: Held = { frames: true, paint: true, hidden: false };
const inPage = (page: Page, action: 'releaseFrames' | 'reportPaint') =>
  page.evaluate((name) => (window as unknown as Record<string, () => void>)[name]?.(), action);

/** The scripts and stylesheets the page has requested so far, by path. */
function scriptAndStyleRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const pageViewQueued = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).some((entry) => (entry as unknown[])[1] === 'page_view'));

for (const path of PAGES) {
  test(`${path} holds no script tag and requests no script or stylesheet until its first paint, then runs them`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script data-scripts="[^"]+">/g)).toHaveLength(1);

    await page.addInitScript(hold, HELD);
    // /analysis sends a visitor with no address home once its scripts run: this one has one, so
    // the page that ran them is still there to be asked.
    if (path === '/analysis')
      await page.addInitScript(() => localStorage.setItem('testable:devUrl', 'https://shop.example/'));
    const scripts = scriptAndStyleRequests(page);
    await page.goto(path);
    // Loaded, and neither a frame has run nor a paint been reported: nothing is requested or run.
    expect(scripts).toEqual([]);
    expect(await pageViewQueued(page)).toBe(false);
    await inPage(page, 'reportPaint');
    await waitForPageScripts(page);
    expect(scripts.some((script) => /^\/_astro\/page\.[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.some((script) => /^\/_astro\/island-runtime\.[\w-]+\.js$/.test(script))).toBe(true);
  });
}

for (const path of ['/', '/privacy']) {
  test(`${path}: every script, stylesheet and font is requested after the first contentful paint`, async ({ page }) => {
    await page.goto(path);
    await waitForPageScripts(page);
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|css|woff2)$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(scriptStarts.length).toBeGreaterThan(0);
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(firstPaint);
  });
}

test('where no paint is reported, the scripts run two frames and a moment after the page is parsed', async ({
  page,
}) => {
  await page.addInitScript(hold, HELD);
  await page.goto('/');
  expect(await pageViewQueued(page)).toBe(false);
  await inPage(page, 'releaseFrames');
  await waitForPageScripts(page);
});

test('a page opened hidden, as in a background tab, runs its scripts with nothing painted', async ({ page }) => {
  await page.addInitScript(hold, { ...HELD, hidden: true });
  await page.goto('/');
  await waitForPageScripts(page);
});

test('a page hidden before its first paint runs its scripts then', async ({ page }) => {
  await page.addInitScript(hold, HELD);
  await page.goto('/privacy');
  expect(await pageViewQueued(page)).toBe(false);
  await page.evaluate(() => (window as unknown as { setHidden: (hidden: boolean) => void }).setHidden(true));
  await waitForPageScripts(page);
});

test('a click on a dialog opener before the scripts have run opens the dialog once they have', async ({ page }) => {
  await page.addInitScript(hold, HELD);
  await page.goto('/privacy');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Join the wait list' });
  await opener.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Heard at once: the opener says it is busy while its dialog is on the way.
  await expect(opener).toHaveAttribute('aria-busy', 'true');
  await inPage(page, 'reportPaint');
  await expect(page.getByRole('dialog', { name: 'Secure your founder spot' })).toBeVisible();
  await expect(opener).not.toHaveAttribute('aria-busy');
  // Held once, replayed once: one page_view, one click counted.
  const clicks = await page.evaluate(
    () => (window.dataLayer ?? []).filter((entry) => (entry as unknown[])[1] === 'button_click').length,
  );
  expect(clicks).toBe(1);
});

test('a click on a link to the free plan before the scripts have run opens the quiz, not the form', async ({
  page,
}) => {
  await page.addInitScript(hold, HELD);
  await page.goto('/');
  await page
    .locator('a[href="#test-plan"]')
    .first()
    .evaluate((link) => (link as HTMLElement).click());
  expect(new URL(page.url()).hash).toBe('');
  await inPage(page, 'reportPaint');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#test-plan');
});
