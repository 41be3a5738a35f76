import { describe, expect, it } from 'vitest';
import { preloadModuleImports } from '../../../integrations/module-preloads';

const tag = (src: string) => `<script type="module" src="${src}"></script>`;
// Every entry imports the shared page chunk, which imports a helper.
const withImports = (urls: string[]) =>
  urls.length === 0 ? [] : [...new Set(urls.flatMap((url) => [url, '/_astro/page.js', '/_astro/helper.js']))];

describe('preloadModuleImports', () => {
  it.each([
    [
      'one script: what it imports, preloaded in the head, the script left where it is',
      `<head><title>t</title></head><body>${tag('/_astro/a.js')}</body>`,
      `<head><title>t</title><link rel="modulepreload" href="/_astro/page.js"><link rel="modulepreload" href="/_astro/helper.js"></head><body>${tag('/_astro/a.js')}</body>`,
    ],
    [
      'two scripts sharing imports: each import once',
      `<head></head>${tag('/_astro/a.js')}${tag('/_astro/b.js')}`,
      `<head><link rel="modulepreload" href="/_astro/page.js"><link rel="modulepreload" href="/_astro/helper.js"></head>${tag('/_astro/a.js')}${tag('/_astro/b.js')}`,
    ],
  ])('%s', (_, html, expected) => {
    expect(preloadModuleImports(html, withImports)).toBe(expected);
  });

  it.each([
    ['no module script', '<head></head><p>a</p>'],
    ['an inline module script', '<head></head><script type="module">a()</script>'],
    ['a classic script with src', '<head></head><script src="/a.js"></script>'],
    ['no head to put links in', tag('/_astro/a.js')],
  ])('leaves a page with %s as it is', (_, html) => {
    expect(preloadModuleImports(html, withImports)).toBe(html);
  });

  it('adds nothing for a script that imports nothing', () => {
    const html = `<head></head>${tag('/_astro/a.js')}`;
    expect(preloadModuleImports(html, (urls) => urls)).toBe(html);
  });
});
