// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ASTRO_VERSION,
  AstroOutputChanged,
  dialogPrefetchList,
  dialogStylesheetLists,
  rewriteBuiltPage,
} from '../../../integrations/built-pages';
import type { BuiltChunk } from '../../../integrations/lazy-chunks';
import { islandRuntimeUrl } from '../../../integrations/page-loader';

const LOADER = 'load()';
const loaderHash = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;
const CSP = `<meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' ${loaderHash} 'sha256-unused='">`;
const script = `<script type="module" src="/_astro/page.js"></script>`;
const RUNTIME = '(()=>{(self.Astro||(self.Astro={})).event=a;customElements.define("astro-island",f)})();';
const island = '<astro-island uid="a" component-url="/_astro/Island.js" client="event"></astro-island>';
// A page as Astro writes it today: the policy after the layout's own head elements, a module script.
const page = (body = script, csp = CSP) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>${csp}</head><body>${body}</body></html>`;
const withImports = (urls: string[]) => [...urls, '/_astro/shared.js'];
const rewrite = (html: string, name = 'index.html') => rewriteBuiltPage(html, name, withImports, LOADER);

describe('rewriteBuiltPage', () => {
  it('loads the scripts after the first paint, keeps only the hashes in use and puts the policy first', () => {
    expect(rewrite(page())).toEqual({
      html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' ${loaderHash}"><title>t</title><script data-scripts="/_astro/page.js /_astro/shared.js">load()</script></head><body></body></html>`,
      runtime: null,
    });
  });

  it('moves the island runtime into a file loaded with the scripts', () => {
    const { html, runtime } = rewrite(page(`<script>${RUNTIME}</script>${island}${script}`));
    expect(runtime).toEqual({ url: islandRuntimeUrl(RUNTIME), text: RUNTIME });
    expect(html).toContain(`<script data-scripts="/_astro/page.js ${islandRuntimeUrl(RUNTIME)} /_astro/shared.js">`);
    expect(html).toContain(`<body>${island}</body>`);
  });

  it('takes a page with no script at all', () => {
    expect(rewrite(page('<p>x</p>'))).toEqual({
      html: expect.stringContaining('<body><p>x</p></body>'),
      runtime: null,
    });
  });

  it.each([
    [
      'a module script written another way',
      page(`<script src="/_astro/page.js" type="module"></script>`),
      'page scripts after the first paint',
    ],
    [
      'a module script with one more attribute',
      page(`<script type="module" async src="/a.js"></script>`),
      'page scripts after the first paint',
    ],
    ['an inline module script', page(`<script type="module">a()</script>`), 'page scripts after the first paint'],
    ['islands without the runtime', page(`${island}${script}`), 'island runtime after the first paint'],
    [
      'a directive without its script',
      page(`<script>${RUNTIME}</script>${island.replace('"event"', '"idle"')}`),
      'island runtime after the first paint',
    ],
    ['no CSP <meta>', page(script, ''), 'CSP hashes and CSP first'],
    ['the policy as another tag', page(script, CSP.replace('<meta http-equiv', '<meta  http-equiv')), 'CSP hashes'],
    [
      'no <head> as such',
      page().replace('<head>', '<head data-x>'),
      'page scripts after the first paint and CSP first',
    ],
  ])('stops the build, naming the Astro version and the step, on %s', (_, html, step) => {
    expect(() => rewrite(html, 'privacy/index.html')).toThrow(AstroOutputChanged);
    expect(() => rewrite(html, 'privacy/index.html')).toThrow(
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

  it('lists each dialog’s chunk and what it imports statically, not what it imports lazily', () => {
    const quiz = {
      ...chunk('_astro/QuizModal.q.js', '/p/src/dialogs/quiz/QuizModal.tsx'),
      imports: ['_astro/parts.js'],
      dynamicImports: ['_astro/jspdf.js'],
    };
    const built = [modalRoot, renderer, quiz, chunk('_astro/parts.js'), chunk('_astro/jspdf.js')];
    expect(dialogPrefetchList(built, () => true)).toEqual([
      '/_astro/ModalRoot.abc.js',
      '/_astro/QuizModal.q.js',
      '/_astro/client.def.js',
      '/_astro/parts.js',
    ]);
  });

  it.each([
    ['without the dialogs’ island', [renderer]],
    ['without React’s renderer', [modalRoot]],
  ])('stops the build, naming the Astro version, %s', (_, chunks) => {
    expect(() => dialogPrefetchList(chunks, () => true)).toThrow(`Astro ${ASTRO_VERSION} writes its client bundle`);
  });
});

describe('dialogStylesheetLists', () => {
  const withCss = (fileName: string, facade: string, assets: string[]): BuiltChunk => ({
    ...chunk(fileName, facade),
    imports: ['_astro/parts.js'],
    assets,
  });
  const chunks = [
    withCss('_astro/DemoModal.a.js', '/p/src/dialogs/demo/DemoModal.tsx', ['_astro/demo.css']),
    withCss('_astro/FeedbackModal.b.js', '/p/src/dialogs/feedback/FeedbackModal.tsx', []),
    { ...chunk('_astro/parts.js'), assets: ['_astro/modal.css', '_astro/inlined.css'] },
    withCss('_astro/ModalRoot.c.js', '/p/src/islands/ModalRoot.tsx', ['_astro/root.css']),
  ];

  it('names each dialog by its folder, with the stylesheets that were written', () => {
    expect(dialogStylesheetLists(chunks, (file) => file !== '/_astro/inlined.css')).toEqual({
      demo: ['/_astro/demo.css', '/_astro/modal.css'],
      feedback: ['/_astro/modal.css'],
    });
  });
});
