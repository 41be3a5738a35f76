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
  it('preloads scripts as modules and fetches stylesheets into the cache, all at low priority', async () => {
    engineWithPrefetch(true);
    await prefetch(['/_astro/Dialog.abc.js', '/_astro/dialog.def.css']);
    expect(links()).toEqual([
      ['modulepreload', '/_astro/Dialog.abc.js', 'low', null],
      ['prefetch', '/_astro/dialog.def.css', 'low', null],
    ]);
  });

  it('preloads stylesheets as styles where the engine ignores rel=prefetch (WebKit)', async () => {
    engineWithPrefetch(false);
    await prefetch(['/_astro/Dialog.abc.js', '/_astro/dialog.def.css']);
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
  ])('takes only paths on this site: not %s', async (_, path) => {
    await prefetch([path]);
    expect(links()).toEqual([]);
  });
});

describe('prefetch on a slow phone', () => {
  it('gives the main thread back between links once a step has run its time, and adds them all', async () => {
    let now = 0;
    // Each link takes 3 ms here: a step ends after the third (8 ms).
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.spyOn(document.head, 'append').mockImplementation(function (this: HTMLHeadElement, ...nodes) {
      now += 3;
      Node.prototype.appendChild.call(this, nodes[0] as Node);
    });
    const yields: number[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields.push(document.head.childElementCount);
        return Promise.resolve();
      },
    });
    const paths = Array.from({ length: 7 }, (_, index) => `/_astro/chunk${index}.js`);
    await prefetch(paths);
    expect(yields).toEqual([3, 6]);
    expect(links().map(([, href]) => href)).toEqual(paths);
    vi.unstubAllGlobals();
  });
});
