// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ASTRO_VERSION,
  AstroOutputChanged,
  dialogPrefetchList,
  rewriteBuiltPage,
} from '../../../integrations/built-pages';
import type { BuiltChunk } from '../../../integrations/lazy-chunks';

const CSP = `<meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' 'sha256-unused='">`;
const script = `<script type="module" src="/_astro/page.js"></script>`;
// A page as Astro writes it today: the policy after the layout's own head elements, a module script.
const page = (body = script, csp = CSP) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>${csp}</head><body>${body}</body></html>`;
const withImports = (urls: string[]) => [...urls, '/_astro/shared.js'];

describe('rewriteBuiltPage', () => {
  it('preloads what the scripts import, keeps only the hashes in use and puts the policy first', () => {
    expect(rewriteBuiltPage(page(), 'index.html', withImports)).toBe(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self'"><title>t</title><link rel="modulepreload" href="/_astro/shared.js"></head><body>${script}</body></html>`,
    );
  });

  it('takes a page with no module script at all', () => {
    expect(rewriteBuiltPage(page('<p>x</p>'), 'index.html', withImports)).toContain('<p>x</p>');
  });

  it.each([
    [
      'a module script written another way',
      page(`<script src="/_astro/page.js" type="module"></script>`),
      'module preloads',
    ],
    [
      'a module script with one more attribute',
      page(`<script type="module" async src="/a.js"></script>`),
      'module preloads',
    ],
    ['no CSP <meta>', page(script, ''), 'CSP hashes and CSP first'],
    ['the policy as another tag', page(script, CSP.replace('<meta http-equiv', '<meta  http-equiv')), 'CSP hashes'],
    ['no <head> as such', page().replace('<head>', '<head data-x>'), 'module preloads and CSP first'],
  ])('stops the build, naming the Astro version and the step, on %s', (_, html, step) => {
    expect(() => rewriteBuiltPage(html, 'privacy/index.html', withImports)).toThrow(AstroOutputChanged);
    expect(() => rewriteBuiltPage(html, 'privacy/index.html', withImports)).toThrow(
      new RegExp(
        `^Astro ${ASTRO_VERSION.replaceAll('.', '\\.')} writes privacy/index\\.html differently from what "${step}`,
      ),
    );
  });
});

const chunk = (fileName: string, facadeModuleId: string | null = null): BuiltChunk => ({
  fileName,
  facadeModuleId,
  imports: [],
  dynamicImports: [],
  assets: [],
});

describe('dialogPrefetchList', () => {
  const modalRoot = chunk('_astro/ModalRoot.abc.js', '/p/src/islands/ModalRoot.tsx');
  const renderer = chunk('_astro/client.def.js', '/p/node_modules/@astrojs/react/dist/client.js');

  it('lists the dialogs’ files that were written', () => {
    expect(dialogPrefetchList([modalRoot, renderer, chunk('_astro/other.js')], () => true)).toEqual([
      '/_astro/ModalRoot.abc.js',
      '/_astro/client.def.js',
    ]);
  });

  it.each([
    ['without the dialogs’ island', [renderer]],
    ['without React’s renderer', [modalRoot]],
  ])('stops the build, naming the Astro version, %s', (_, chunks) => {
    expect(() => dialogPrefetchList(chunks, () => true)).toThrow(`Astro ${ASTRO_VERSION} writes its client bundle`);
  });
});
