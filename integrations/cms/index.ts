/**
 * The content editor at /admin (src/pages/admin.astro): its configuration reaches the page as a
 * module, made at build time from the content schemas, and the built page gets the editor's own
 * Content-Security-Policy in place of the site's.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { moveCspFirst } from '../csp-first.ts';
import { cmsConfig, editorPolicy } from './config.ts';
import type { EditorEnv } from './env.ts';

export const EDITOR_CONFIG_MODULE = 'virtual:content-editor-config';
export const EDITOR_PAGE = 'admin/index.html';
const RESOLVED = `\0${EDITOR_CONFIG_MODULE}`;

const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/;
const EDITOR_PACKAGE = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]/;
// Fontsource's CDN, which the editor's stylesheet names as a fallback for the fonts it bundles.
const FONT_CDN = /url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)\s]*\)/g;

/**
 * The editor's code without its font CDN fallback: it registers the same fonts from the bundle
 * (Vite emits them into /_astro/), so the fallback only costs a request to a third party, which
 * the policy blocks with a console error. `local()` of a name no system has loads nothing.
 */
export function withoutFontCdn(code: string): string {
  return code.replace(FONT_CDN, 'local("bundled font")');
}

/** The built editor page with its own policy; throws if the page has no policy to replace. */
export function withEditorPolicy(html: string, policy: string): string {
  if (!CSP_META.test(html)) throw new Error(`${EDITOR_PAGE} has no Content-Security-Policy <meta> to replace`);
  return moveCspFirst(html.replace(CSP_META, () => `<meta http-equiv="content-security-policy" content="${policy}">`));
}

export function contentEditor(env: EditorEnv): AstroIntegration {
  return {
    name: 'testable:content-editor',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            // The editor's entry is about 2 MB, on /admin alone; the site's own chunks have budgets
            // of their own (npm run bench), far below Vite's warning.
            build: { chunkSizeWarningLimit: 2500 },
            plugins: [
              {
                name: 'testable:content-editor-config',
                resolveId: (id) => (id === EDITOR_CONFIG_MODULE ? RESOLVED : undefined),
                load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(cmsConfig(env))};` : undefined),
                transform: (code, id) => (EDITOR_PACKAGE.test(id) ? withoutFontCdn(code) : undefined),
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        const page = fileURLToPath(new URL(EDITOR_PAGE, dir));
        await writeFile(page, withEditorPolicy(await readFile(page, 'utf8'), editorPolicy(env)));
      },
    },
  };
}
