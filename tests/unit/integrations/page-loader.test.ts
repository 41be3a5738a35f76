// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  extractIslandRuntime,
  islandDirectives,
  islandRuntimeUrl,
  loadAfterFirstPaint,
  loaderHash,
  loaderScript,
  missingRuntime,
  moduleScriptUrls,
} from '../../../integrations/page-loader';
import { QUIZ_HASH } from '../../../src/lib/constants';

const tag = (src: string) => `<script type="module" src="${src}"></script>`;
const LOADER = 'load()';

describe('loadAfterFirstPaint', () => {
  it.each([
    [
      'one module script: gone, the loader at the end of the head with what to import',
      `<head><title>t</title></head><body><p>a</p>${tag('/_astro/a.js')}</body>`,
      ['/_astro/a.js', '/_astro/page.js'],
      `<head><title>t</title><script data-scripts="/_astro/a.js /_astro/page.js">load()</script></head><body><p>a</p></body>`,
    ],
    [
      'several: every one gone, one loader',
      `<head></head>${tag('/_astro/a.js')}<p>b</p>${tag('/_astro/b.js')}`,
      ['/_astro/a.js', '/_astro/b.js'],
      `<head><script data-scripts="/_astro/a.js /_astro/b.js">load()</script></head><p>b</p>`,
    ],
    [
      'a module script in the head',
      `<head>${tag('/_astro/a.js')}<title>t</title></head>`,
      ['/_astro/a.js'],
      `<head><title>t</title><script data-scripts="/_astro/a.js">load()</script></head>`,
    ],
  ])('%s', (_, html, urls, expected) => {
    expect(loadAfterFirstPaint(html, urls, LOADER)).toBe(expected);
  });

  it.each([
    ['nothing to load', '<head></head><p>a</p>', []],
    ['no head to put the loader in', tag('/_astro/a.js'), ['/_astro/a.js']],
  ])('leaves a page with %s as it is', (_, html, urls) => {
    expect(loadAfterFirstPaint(html, urls, LOADER)).toBe(html);
  });
});

describe('moduleScriptUrls', () => {
  it('lists the module scripts written as Astro writes them, and nothing else', () => {
    const html = `${tag('/_astro/a.js')}<script src="/b.js"></script><script type="module">c()</script>${tag('/_astro/d.js')}`;
    expect(moduleScriptUrls(html)).toEqual(['/_astro/a.js', '/_astro/d.js']);
  });
});

describe('extractIslandRuntime', () => {
  const RUNTIME = '(()=>{customElements.define("astro-island",f)})();';
  const VISIBLE = '(()=>{(self.Astro||(self.Astro={})).visible=a;})();';
  const EVENT = '(()=>{(self.Astro||(self.Astro={})).event=a;})();\n';
  const island = (client: string) => `<astro-island uid="a" component-url="/x.js" client="${client}"></astro-island>`;

  it('takes the runtime and its directives out, in page order, and leaves other inline scripts', () => {
    const html = `<script>gtag()</script><p>a</p><script>${VISIBLE}</script><script>${RUNTIME}</script>${island('visible')}<script>${EVENT}</script>${island('event')}<script>other()</script>`;
    expect(extractIslandRuntime(html)).toEqual({
      html: `<script>gtag()</script><p>a</p>${island('visible')}${island('event')}<script>other()</script>`,
      runtime: `${VISIBLE}\n${RUNTIME}\n${EVENT}`,
    });
  });

  it('leaves a page without islands as it is', () => {
    const html = '<script>gtag()</script><p>a</p>';
    expect(extractIslandRuntime(html)).toEqual({ html, runtime: null });
  });

  it('names the runtime file by its content', () => {
    expect(islandRuntimeUrl(RUNTIME)).toMatch(/^\/_astro\/island-runtime\.[\w-]{8}\.js$/);
    expect(islandRuntimeUrl(RUNTIME)).toBe(islandRuntimeUrl(RUNTIME));
    expect(islandRuntimeUrl(RUNTIME)).not.toBe(islandRuntimeUrl(`${VISIBLE}\n${RUNTIME}`));
  });

  it('lists the directives the islands use, each once', () => {
    expect(islandDirectives(`${island('visible')}${island('event')}${island('visible')}`)).toEqual([
      'visible',
      'event',
    ]);
  });

  it.each([
    ['a page without islands', '<p>a</p>', null, []],
    ['every directive and the element', island('visible'), `${VISIBLE}\n${RUNTIME}`, []],
    [
      'a directive without its script',
      `${island('visible')}${island('only')}`,
      `${VISIBLE}\n${RUNTIME}`,
      ['client:only'],
    ],
    ['no element', island('visible'), VISIBLE, ['the astro-island element']],
    ['no runtime at all', island('event'), null, ['the astro-island element', 'client:event']],
  ])('finds what the runtime misses: %s', (_, html, runtime, missing) => {
    expect(missingRuntime(html, runtime)).toEqual(missing);
  });
});

describe('the loader', () => {
  const script = loaderScript();

  it('is minified, one text for every page, with its hash for the policy', () => {
    expect(script).not.toContain('\n');
    // It is in every page's first flight: some 6% of the 14 KB a first round trip carries.
    expect(gzipSync(script).length).toBeLessThan(900);
    expect(loaderScript()).toBe(script);
    expect(loaderHash(script)).toBe(`sha256-${createHash('sha256').update(script).digest('base64')}`);
  });

  it('holds the clicks on every kind of opener the page scripts handle', () => {
    expect(script).toContain('[data-open]');
    expect(script).toContain(`a[href="${QUIZ_HASH}"]`);
    expect(readFileSync('src/page-scripts/modal-triggers.ts', 'utf8')).toContain("closest<HTMLElement>('[data-open]')");
  });

  it('stops the build when its source does not parse', () => {
    expect(() => loaderScript('(() => {')).toThrow('run-after-paint.js does not minify');
  });
});
