/** Chromium (over CDP) and Firefox ESR (over WebDriver BiDi), both driven by puppeteer-core. */
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tools/chromium.ts';
import { locate } from './in-page.ts';
import { callExpression, type EngineSession, type Tab } from './tab.ts';

export const FIREFOX_PATH = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/**
 * Scroll bars drawn over the page, as Firefox draws them on phones and, by default, on desktops
 * (GTK, Windows 11, macOS): headless Firefox alone gives them 12 px of the page's width.
 */
const FIREFOX_PREFS = { 'ui.useOverlayScrollbars': 1 };

export async function launchPuppeteer(engine: 'chromium' | 'firefox'): Promise<EngineSession> {
  const browser =
    engine === 'chromium'
      ? await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX_PATH,
          headless: true,
          extraPrefsFirefox: FIREFOX_PREFS,
        });
  return {
    engine,
    newTab: (baseUrl) => openTab(engine, browser, baseUrl),
    close: () => browser.close(),
  };
}

async function openTab(engine: 'chromium' | 'firefox', browser: Browser, baseUrl: string): Promise<Tab> {
  // A context of its own: storage, cache and service workers start empty for every tab.
  const context = await browser.createBrowserContext();
  return driveTab(engine, context, await context.newPage(), baseUrl, () => context.close());
}

function driveTab(
  engine: 'chromium' | 'firefox',
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  close: () => Promise<void>,
): Tab {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  const handle = (element: { ref: unknown }) => element.ref as ElementHandle;
  const lifecycle = async (frozen: boolean) => {
    const cdp = await page.createCDPSession();
    await cdp.send('Page.setWebLifecycleState', { state: frozen ? 'frozen' : 'active' });
    await cdp.detach();
  };
  return {
    engine,
    ...(engine === 'chromium' ? { freeze: lifecycle } : {}),
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async back() {
      // Not page.goBack(): a page restored from the back-forward cache fires no load event to wait for.
      // Where the tab is, asked of the page itself: a page restored from the cache may not be
      // reported as a navigation (Firefox over WebDriver BiDi), so page.url() can stay behind.
      // Called in a task of its own, once the evaluation has answered: a page restored from the
      // cache can replace this one before that answer arrives ("Execution context was destroyed").
      const left = page.url();
      await page.evaluate(() => void setTimeout(() => history.back()));
      const arrivedAt = () =>
        page.evaluate(() => (document.readyState === 'complete' ? location.href : '')).catch(() => '');
      for (let tries = 0; [left, ''].includes(await arrivedAt()); tries++) {
        if (tries > 300) throw new Error(`the tab did not go back from ${left}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    openSibling: async () => {
      const sibling = await context.newPage();
      return driveTab(engine, context, sibling, baseUrl, () => sibling.close());
    },
    async setViewport(size) {
      await page.setViewport(size);
      return size;
    },
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async find(query) {
      const found = await page.evaluateHandle(callExpression(locate, [query]));
      const element = found.asElement();
      if (element === null) await found.dispose();
      return element === null ? null : { ref: element };
    },
    click: (element) => handle(element).click(),
    type: (element, text) => handle(element).type(text),
    press: (key) => page.keyboard.press(key),
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    errors: async () => [...errors],
    close,
  };
}
