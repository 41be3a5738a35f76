/**
 * What each engine lacks, and the fallback the site uses there, tested in that engine. The first
 * test pins which engine has what, so that an engine gaining a feature shows up here (and its
 * fallback is then tested elsewhere, or no longer needed) instead of silently going untested.
 */
import { expect, it } from 'vitest';
import type { Engine } from './driver/tab.ts';
import { engineSuite } from './engine-suite.ts';
import { dialogsReady, pageScriptsRan } from './page-state.ts';
import { storedFrom } from './site.ts';
import { click, evaluate, expectText, fill, until } from './steps.ts';

const suite = engineSuite();

interface Features {
  backgroundSync: boolean;
  webLocks: boolean;
  idleCallback: boolean;
  prefetch: boolean;
  scrollEnd: boolean;
  /** element.ariaBusy, which the openers set (src/page-scripts/modal-triggers.ts): no fallback, every engine has it. */
  ariaReflection: boolean;
}

const EXPECTED: Record<Engine, Features> = {
  chromium: {
    backgroundSync: true,
    webLocks: true,
    idleCallback: true,
    prefetch: true,
    scrollEnd: true,
    ariaReflection: true,
  },
  firefox: {
    backgroundSync: false,
    webLocks: true,
    idleCallback: true,
    prefetch: true,
    scrollEnd: true,
    ariaReflection: true,
  },
  webkit: {
    backgroundSync: false,
    webLocks: true,
    idleCallback: false,
    prefetch: false,
    scrollEnd: false,
    ariaReflection: true,
  },
};

it('the engine has the features this suite expects of it (and so tests the fallbacks it needs)', async () => {
  const { tab, engine } = suite;
  await tab.goto('/');
  const features = await evaluate(tab, () => ({
    backgroundSync: 'SyncManager' in window,
    webLocks: 'locks' in navigator,
    idleCallback: 'requestIdleCallback' in window,
    prefetch: document.createElement('link').relList.supports('prefetch'),
    scrollEnd: 'onscrollend' in document,
    ariaReflection: 'ariaBusy' in Element.prototype,
  }));
  expect(features).toEqual(EXPECTED[engine]);
});

it('without Background Sync no worker is installed, and a lead kept while the sink was down goes at the next visit', async () => {
  const { tab, site, engine } = suite;
  const email = `next-visit-${engine}@example.com`;
  suite.allowErrors(/lead|webhook|Failed to load resource|503/i);
  await tab.goto('/');
  await pageScriptsRan(tab);
  site.network('sink-down');
  const reserve = { role: 'dialog', name: 'Secure your founder spot' } as const;
  await click(tab, { role: 'button', name: 'Join the wait list' });
  await fill(tab, { role: 'textbox', name: 'Email', within: reserve }, email);
  await click(tab, { role: 'button', name: 'Submit', within: reserve });
  await expectText(tab, reserve, 'Your details are saved on this device');
  const workers = await evaluate(tab, async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0);
  expect(workers).toBe(EXPECTED[engine].backgroundSync ? 1 : 0);

  // The next visit: the page is opened again once the sink is back, and sends what waits.
  site.network('online');
  await tab.goto('/privacy');
  expect(await storedFrom(site, email)).toHaveLength(1);
});

it('the dialogs are fetched at idle, with or without requestIdleCallback and rel=prefetch', async () => {
  const { tab } = suite;
  await tab.goto('/');
  await dialogsReady(tab);
  const rels = await evaluate(tab, () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[href$=".css"]:not([rel=stylesheet])')].map((link) => [
      link.rel,
      link.getAttribute('as'),
    ]),
  );
  expect(rels.length).toBeGreaterThan(0);
  const expected = EXPECTED[suite.engine].prefetch ? ['prefetch', null] : ['preload', 'style'];
  for (const rel of rels) expect(rel).toEqual(expected);
});

it('a control focused behind the consent banner is brought into sight, with or without scrollend', async () => {
  const { tab } = suite;
  await tab.goto('/?ga=G-JOURNEY1');
  await expectText(tab, { role: 'region', name: 'Analytics cookies' }, 'Accept');
  const covered = await until('a control behind the banner to focus', () =>
    evaluate(tab, () => {
      const banner = document
        .querySelector<HTMLElement>('.consent-banner__actions')
        ?.closest<HTMLElement>('[aria-labelledby]');
      if (!banner) return null;
      const top = innerHeight - banner.offsetHeight;
      // A control further down, scrolled to sit under the middle of the banner, then focused.
      const control = [...document.querySelectorAll<HTMLElement>('main a[href], main button')].find(
        (candidate) =>
          candidate.getBoundingClientRect().top > innerHeight && candidate.offsetHeight < banner.offsetHeight / 2,
      );
      if (!control) return null;
      scrollBy({ top: control.getBoundingClientRect().top - (top + banner.offsetHeight / 4), behavior: 'instant' });
      const box = control.getBoundingClientRect();
      if (box.top < top) return null;
      control.focus();
      const hidden = control;
      return hidden ? top : null;
    }),
  );
  await until('the focused control to be above the banner', () =>
    evaluate(
      tab,
      (top: number) => (document.activeElement?.getBoundingClientRect().bottom ?? Infinity) <= top + 1,
      covered,
    ),
  );
});

// Whether the engine reports a first contentful paint for a page first painted below its top.
// Where it does not, the page loader (src/page-scripts/run-after-paint.js) runs the page's
// scripts two animation frames and a moment after the page is parsed instead.
const PAINT_REPORTED_BELOW_TOP: Record<Engine, boolean> = { chromium: true, firefox: false, webkit: true };

it('a page first painted below its top runs its scripts, with or without a paint reported', async () => {
  const { tab, engine } = suite;
  await tab.goto('/#faq');
  await pageScriptsRan(tab);
  // WebKit may report its first paint, and so start the scripts, before it scrolls to the
  // fragment (seen on a busy machine): the scroll is awaited, not assumed to come first.
  await until('the page to be scrolled to #faq', () => evaluate(tab, () => scrollY > 0));
  const reported = await evaluate(tab, () => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(reported).toBe(PAINT_REPORTED_BELOW_TOP[engine]);
});
