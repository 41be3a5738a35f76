import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from '../../../src/browser/prefetch';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
    link.getAttribute('as'),
  ]);

/** An engine that knows rel=prefetch (Chromium, Firefox), or one that ignores it (WebKit). */
const engineWithPrefetch = (known: boolean) =>
  vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token !== 'prefetch' || known);

afterEach(() => {
  document.head.replaceChildren();
  vi.restoreAllMocks();
});

describe('prefetch', () => {
  it('preloads scripts as modules and fetches stylesheets into the cache, all at low priority', () => {
    engineWithPrefetch(true);
    prefetch(['/_astro/Dialog.abc.js', '/_astro/dialog.def.css']);
    expect(links()).toEqual([
      ['modulepreload', '/_astro/Dialog.abc.js', 'low', null],
      ['prefetch', '/_astro/dialog.def.css', 'low', null],
    ]);
  });

  it('preloads stylesheets as styles where the engine ignores rel=prefetch (WebKit)', () => {
    engineWithPrefetch(false);
    prefetch(['/_astro/Dialog.abc.js', '/_astro/dialog.def.css']);
    expect(links()).toEqual([
      ['modulepreload', '/_astro/Dialog.abc.js', 'low', null],
      ['preload', '/_astro/dialog.def.css', 'low', 'style'],
    ]);
  });

  it.each([
    ['another origin', 'https://cdn.example/x.js'],
    ['a protocol-relative address', '//cdn.example/x.js'],
    ['a relative path', '_astro/x.js'],
    ['a script URL', 'javascript:alert(1)'],
    ['not a string', 42],
    ['nothing', null],
  ])('takes only paths on this site: not %s', (_, path) => {
    prefetch([path]);
    expect(links()).toEqual([]);
  });
});
