/**
 * What every journey file starts with: the engine its project names (vitest.config.ts), the
 * site on a port of its own, one browser for the file and a fresh tab (empty storage) per test.
 * A test fails on any page error or console error it did not expect, and leaves a screenshot
 * in test-results/journeys/ when it fails.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchPuppeteer } from './driver/puppeteer-engine.ts';
import type { Engine, EngineSession, Tab, Viewport } from './driver/tab.ts';
import { launchWebKit } from './driver/webkit-engine.ts';
import { type Site, startSite } from './site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: Engine;
  }
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
/** A phone; WebKit's window is at least 447 px wide, so there it is that wide. */
export const PHONE: Viewport = { width: 390, height: 844 };
export const SIZES = { desktop: DESKTOP, phone: PHONE } as const;

const SCREENSHOTS = join('test-results', 'journeys');

export function launch(engine: Engine): Promise<EngineSession> {
  return engine === 'webkit' ? launchWebKit() : launchPuppeteer(engine);
}

export interface JourneyContext {
  readonly engine: Engine;
  readonly tab: Tab;
  readonly site: Site;
  /** Console errors matching `pattern` are expected in this test (a request the test made fail). */
  allowErrors(pattern: RegExp): void;
}

export function engineSuite(): JourneyContext {
  const engine = inject('engine');
  let session: EngineSession | undefined;
  let site: Site | undefined;
  let tab: Tab | undefined;
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    [session, site] = await Promise.all([launch(engine), startSite()]);
  });
  afterAll(async () => {
    await Promise.all([session?.close(), site?.close()]);
  });
  beforeEach(async () => {
    allowed = [];
    site?.network('online');
    tab = await session?.newTab(site?.url ?? '');
    await tab?.setViewport(DESKTOP);
  });
  afterEach(async ({ task }) => {
    if (!tab) return;
    try {
      if (task.result?.state === 'fail') {
        mkdirSync(SCREENSHOTS, { recursive: true });
        const name = `${engine}-${task.name}`.replace(/[^a-z\d-]+/gi, '-').slice(0, 120);
        await tab.screenshot(join(SCREENSHOTS, `${name}.png`)).catch(() => undefined);
      }
      const errors = (await tab.errors()).filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(errors, 'page and console errors').toEqual([]);
    } finally {
      await tab.close();
      tab = undefined;
    }
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready`);
    return value;
  };
  return {
    engine,
    get tab() {
      return need(tab, 'the tab');
    },
    get site() {
      return need(site, 'the site');
    },
    allowErrors(pattern) {
      allowed.push(pattern);
    },
  };
}
