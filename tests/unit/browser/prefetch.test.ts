import { afterEach, describe, expect, it } from 'vitest';
import { prefetch } from '../../../src/browser/prefetch';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);

afterEach(() => {
  document.head.replaceChildren();
});

describe('prefetch', () => {
  it('preloads scripts as modules and fetches other files into the cache, all at low priority', () => {
    prefetch(['/_astro/Dialog.abc.js', '/_astro/dialog.def.css']);
    expect(links()).toEqual([
      ['modulepreload', '/_astro/Dialog.abc.js', 'low'],
      ['prefetch', '/_astro/dialog.def.css', 'low'],
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
