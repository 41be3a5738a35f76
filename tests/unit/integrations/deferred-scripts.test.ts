import { describe, expect, it } from 'vitest';
import { deferModuleScripts, extractIslandRuntime } from '../../../integrations/deferred-scripts';

const loader = (urls: string[]) => `load(${JSON.stringify(urls)})`;
const tag = (src: string) => `<script type="module" src="${src}"></script>`;

describe('deferModuleScripts', () => {
  it.each([
    [
      'one module script',
      `<p>a</p>${tag('/_astro/a.js')}</body>`,
      '<p>a</p><script>load(["/_astro/a.js"])</script></body>',
      ['/_astro/a.js'],
    ],
    [
      'several: one loader where the first was, with every URL in page order',
      `${tag('/_astro/a.js')}<p>b</p>${tag('/_astro/b.js')}`,
      '<script>load(["/_astro/a.js","/_astro/b.js"])</script><p>b</p>',
      ['/_astro/a.js', '/_astro/b.js'],
    ],
  ])('%s', (_, html, expected, urls) => {
    const page = deferModuleScripts(html, loader);
    expect(page.html).toBe(expected);
    expect(page.script).toBe(loader(urls));
  });

  it.each([
    ['no script at all', '<p>a</p>'],
    ['an inline module script', '<script type="module">a()</script>'],
    ['a classic script with src', '<script src="/a.js"></script>'],
  ])('leaves a page with %s as it is', (_, html) => {
    expect(deferModuleScripts(html, loader)).toEqual({ html, script: null });
  });
});

describe('extractIslandRuntime', () => {
  const RUNTIME = '(()=>{customElements.define("astro-island",f)})();';
  const DIRECTIVE = '(()=>{(self.Astro||(self.Astro={})).idle=a;})();';
  const url = (runtime: string) => `/_astro/island-runtime.${runtime.length}.js`;
  const island = (client: string) => `<astro-island uid="a" client="${client}"></astro-island>`;

  it('moves the runtime and its directives into one file, in page order, linked where they began', () => {
    const html = `<p>a</p><script>${DIRECTIVE}</script><script>${RUNTIME}</script>${island('idle')}<script>other()</script>`;
    const runtime = `${DIRECTIVE}\n${RUNTIME}`;
    expect(extractIslandRuntime(html, url)).toEqual({
      html: `<p>a</p><script type="module" src="${url(runtime)}"></script>${island('idle')}<script>other()</script>`,
      runtime,
    });
  });

  it('keeps other inline scripts between the runtime’s where they were', () => {
    const html = `<script>${DIRECTIVE}</script><p>x</p><script>other()</script><script>${RUNTIME}</script><p>y</p>`;
    const runtime = `${DIRECTIVE}\n${RUNTIME}`;
    expect(extractIslandRuntime(html, url).html).toBe(
      `<script type="module" src="${url(runtime)}"></script><p>x</p><script>other()</script><p>y</p>`,
    );
  });

  it('leaves a page without islands as it is', () => {
    const html = '<script>gtag()</script><p>a</p>';
    expect(extractIslandRuntime(html, url)).toEqual({ html, runtime: null });
  });
});
