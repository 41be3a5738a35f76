/**
 * The content editor at /admin (src/pages/admin.astro). Its script is built on its own, into
 * /_astro/editor/, so that no file is shared with the site's pages (a shared chunk would make the
 * editor load the site's code, or the site the editor's). Its configuration is a module made from
 * the content schemas, and the built page gets the editor's own Content-Security-Policy.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build, type Plugin } from 'vite';
import { moveCspFirst } from '../csp-first.ts';
import { cmsConfig, editorPolicy } from './config.ts';
import { type EditorEnv, hasRepository } from './env.ts';

/** The editor's script as the page names it: served as it is by the dev server, replaced in the build. */
export const EDITOR_SCRIPT = '/src/page-scripts/content-editor.ts';
export const EDITOR_PAGE = 'admin/index.html';
const EDITOR_CONFIG_MODULE = 'virtual:content-editor-config';
const RESOLVED = `\0${EDITOR_CONFIG_MODULE}`;
const EDITOR_ASSETS = '_astro/editor';

const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/;
const EDITOR_PACKAGE = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]/;
// Fontsource's CDN, which the editor's stylesheet names as a fallback for the fonts it bundles.
// Linear on any code: the path's characters exclude '(' and ')', so a match tried at one 'url('
// ends before the next one begins (recheck proves it with its automaton, no fuzzing needed).
const FONT_CDN = /url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/[\w.:@/-]+\)/g;

/**
 * The editor's code without its font CDN fallback: it registers the same fonts from the bundle
 * (emitted beside it), so the fallback only costs a request to a third party, which the policy
 * blocks with a console error. `local()` of a name no system has loads nothing.
 */
export function withoutFontCdn(code: string): string {
  return code.replace(FONT_CDN, 'local("bundled font")');
}

/** The built editor page: its own policy first in <head>, and its script as built. */
export function builtEditorPage(html: string, { policy, script }: { policy: string; script: string }): string {
  const source = `src="${EDITOR_SCRIPT}"`;
  if (!CSP_META.test(html) || !html.includes(source)) {
    throw new Error(`${EDITOR_PAGE} has no Content-Security-Policy <meta> or no ${source} to replace`);
  }
  const page = html
    .replace(CSP_META, () => `<meta http-equiv="content-security-policy" content="${policy}">`)
    .replace(source, () => `src="/${script}"`);
  return moveCspFirst(page);
}

/** The source of the editor's configuration module (its types: src/content-editor.d.ts). */
export function editorConfigModule(env: EditorEnv): string {
  return [
    `export default ${JSON.stringify(cmsConfig(env))};`,
    `export const gitHubSignIn = ${JSON.stringify(hasRepository(env))};`,
  ].join('\n');
}

/** What the editor's script needs from the bundler, in dev and in its build alike. */
function editorPlugin(env: EditorEnv): Plugin {
  return {
    name: 'testable:content-editor',
    resolveId: (id) => (id === EDITOR_CONFIG_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? editorConfigModule(env) : undefined),
    transform: (code, id) => (EDITOR_PACKAGE.test(id) ? withoutFontCdn(code) : undefined),
  };
}

async function buildEditor(root: string, outDir: string, env: EditorEnv): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [editorPlugin(env)],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      // About 2 MB, loaded on /admin alone; the site's own files have budgets (npm run bench).
      chunkSizeWarningLimit: 2500,
      rolldownOptions: {
        input: { editor: join(root, EDITOR_SCRIPT) },
        output: {
          entryFileNames: `${EDITOR_ASSETS}/[name].[hash].js`,
          chunkFileNames: `${EDITOR_ASSETS}/[name].[hash].js`,
          assetFileNames: `${EDITOR_ASSETS}/[name].[hash][extname]`,
        },
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const entry = outputs
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((file) => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('The content editor’s build wrote no script');
  return entry.fileName;
}

export function contentEditor(env: EditorEnv): AstroIntegration {
  let root = '';
  return {
    name: 'testable:content-editor',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // The dev server serves the editor's script itself; its package is left unbundled there so
        // that the font fix above applies to it too.
        updateConfig({ vite: { plugins: [editorPlugin(env)], optimizeDeps: { exclude: ['@sveltia/cms'] } } });
      },
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root).replace(/\/$/, '');
      },
      'astro:build:done': async ({ dir }) => {
        const script = await buildEditor(root, fileURLToPath(dir), env);
        const page = fileURLToPath(new URL(EDITOR_PAGE, dir));
        await writeFile(page, builtEditorPage(await readFile(page, 'utf8'), { policy: editorPolicy(env), script }));
      },
    },
  };
}
