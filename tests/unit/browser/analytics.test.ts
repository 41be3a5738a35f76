import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_DEFAULTS } from '../../../src/lib/analytics/consent';
import { inlineScriptText } from '../../../src/lib/analytics/google';

const BOOTSTRAP = readFileSync('src/page-scripts/gtag-bootstrap.js', 'utf8');

/** The queue as plain arrays, after checking each entry is an `arguments` object as gtag.js needs. */
function queued(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    return Array.from(entry as ArrayLike<unknown>);
  });
}

/** A fresh copy of the module (it remembers whether Google's script was loaded). */
const freshAnalytics = async () => {
  vi.resetModules();
  return import('../../../src/browser/analytics');
};

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  for (const script of document.querySelectorAll('script')) script.remove();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the inline bootstrap (src/page-scripts/gtag-bootstrap.js)', () => {
  it('inlines code only: the explanatory comments are dropped, the code is kept byte for byte', () => {
    const inline = inlineScriptText(BOOTSTRAP);
    expect(inline.startsWith('window.dataLayer')).toBe(true);
    expect(inline).not.toMatch(/\/\*|\/\/ /);
    expect(BOOTSTRAP).toContain(inline);
    expect(inlineScriptText(inline)).toBe(inline);
  });

  it('creates the queue and pushes the Consent Mode v2 defaults, all denied, as its first entry', () => {
    new Function(inlineScriptText(BOOTSTRAP))();
    expect(typeof window.gtag).toBe('function');
    expect(queued()).toEqual([['consent', 'default', CONSENT_DEFAULTS]]);
    expect(CONSENT_DEFAULTS).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  });

  it('keeps a queue that already exists', () => {
    window.dataLayer = ['earlier'];
    new Function(inlineScriptText(BOOTSTRAP))();
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer[0]).toBe('earlier');
  });
});

describe('track: gtag("event", NAME, PARAMS)', () => {
  it.each([
    ['page_view', undefined, {}],
    ['button_click', { button_id: 'hero-reserve' }, { button_id: 'hero-reserve' }],
    ['faq_expanded', { question: 'What if I change my mind?' }, { question: 'What if I change my mind?' }],
    ['scroll_depth', { percent: 50 }, { percent: 50 }],
    ['conversion', { source: 'url_analysis' }, { source: 'url_analysis' }],
    ['reservation_started', { flow: 'landing' }, { flow: 'landing' }],
    ['test_plan_completed', undefined, {}],
  ] as const)('%s', async (name, params, expected) => {
    new Function(inlineScriptText(BOOTSTRAP))();
    const { track } = await freshAnalytics();
    track(name, params);
    expect(queued()).toEqual([
      ['consent', 'default', CONSENT_DEFAULTS],
      ['event', name, expected],
    ]);
  });

  it('still queues the consent defaults first when the inline bootstrap is missing', async () => {
    const { track } = await freshAnalytics();
    track('page_view');
    expect(queued()).toEqual([
      ['consent', 'default', CONSENT_DEFAULTS],
      ['event', 'page_view', {}],
    ]);
  });

  it('requests nothing by itself', async () => {
    const { track } = await freshAnalytics();
    track('conversion');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('enableAnalytics / disableAnalytics', () => {
  it('grants analytics storage, then loads Google tag once, with the id, and configures it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
    new Function(inlineScriptText(BOOTSTRAP))();
    const { enableAnalytics, googleTagLoaded, track } = await freshAnalytics();
    track('page_view');
    expect(googleTagLoaded()).toBe(false);
    enableAnalytics('G-TEST123');
    enableAnalytics('G-TEST123');
    expect(googleTagLoaded()).toBe(true);

    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => [script.src, script.async])).toEqual([
      ['https://www.googletagmanager.com/gtag/js?id=G-TEST123', true],
    ]);
    expect(queued()).toEqual([
      ['consent', 'default', CONSENT_DEFAULTS],
      ['event', 'page_view', {}],
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['js', new Date('2026-11-22T10:00:00Z')],
      ['config', 'G-TEST123', { send_page_view: false }],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
  });

  it('denies analytics storage and removes Google Analytics cookies', async () => {
    // biome-ignore-start lint/suspicious/noDocumentCookie: the cookies Google's tag would have set.
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_TEST123=GS1.1.2; path=/';
    document.cookie = 'keep=1; path=/';
    // biome-ignore-end lint/suspicious/noDocumentCookie: the cookies Google's tag would have set.
    const { disableAnalytics } = await freshAnalytics();
    disableAnalytics();
    expect(queued().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(document.cookie).toBe('keep=1');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
