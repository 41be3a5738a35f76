// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cmsConfig, editorPolicy } from '../../../integrations/cms/config';
import { EDITOR_ENV_DEFAULTS, hasRepository, NO_REPOSITORY, readEditorEnv } from '../../../integrations/cms/env';
import { builtEditorPage, EDITOR_SCRIPT, editorConfigModule, withoutFontCdn } from '../../../integrations/cms/index';

const DEFAULTS = readEditorEnv({});

describe('the editor’s settings from the environment', () => {
  it('default to GitHub’s API, the main branch and no repository (local folders only)', () => {
    expect(DEFAULTS).toEqual({
      repo: NO_REPOSITORY,
      branch: 'main',
      authUrl: EDITOR_ENV_DEFAULTS.CMS_AUTH_URL,
      apiRoot: 'https://api.github.com',
    });
  });

  it.each([
    [{ CMS_GITHUB_REPO: 'acme/testable-site' }, { repo: 'acme/testable-site' }],
    [{ CMS_GITHUB_REPO: '  acme/site.v2  ' }, { repo: 'acme/site.v2' }],
    [{ CMS_GITHUB_BRANCH: 'content/drafts' }, { branch: 'content/drafts' }],
    [{ CMS_AUTH_URL: 'https://auth.example.com/' }, { authUrl: 'https://auth.example.com' }],
    [{ CMS_GITHUB_API_URL: 'https://git.example.com/api/v3/' }, { apiRoot: 'https://git.example.com/api/v3' }],
    [{ CMS_GITHUB_REPO: '' }, { repo: NO_REPOSITORY }],
  ])('%j reads as %j', (source, expected) => {
    expect(readEditorEnv(source)).toEqual({ ...DEFAULTS, ...expected });
  });

  it.each([
    [{ CMS_GITHUB_REPO: 'just-a-name' }, 'CMS_GITHUB_REPO must be a GitHub repository'],
    [{ CMS_GITHUB_REPO: 'a/b/c' }, 'CMS_GITHUB_REPO'],
    [{ CMS_GITHUB_REPO: `${'a'.repeat(101)}/b` }, 'CMS_GITHUB_REPO'],
    [{ CMS_GITHUB_BRANCH: 'has space' }, 'CMS_GITHUB_BRANCH must be a branch name'],
    [{ CMS_AUTH_URL: 'http://auth.example.com' }, 'CMS_AUTH_URL must be an https origin'],
    [{ CMS_AUTH_URL: 'https://auth.example.com/oauth' }, 'CMS_AUTH_URL'],
    [{ CMS_GITHUB_API_URL: 'ftp://example.com' }, 'CMS_GITHUB_API_URL must be an https URL'],
  ])('%j stops the build with a message naming the variable', (source, message) => {
    expect(() => readEditorEnv(source)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => readEditorEnv({ CMS_GITHUB_REPO: 'x', CMS_AUTH_URL: 'nope' })).toThrow(
      /CMS_GITHUB_REPO[\s\S]*CMS_AUTH_URL/,
    );
  });
});

describe('the editor’s configuration', () => {
  const env = readEditorEnv({
    CMS_GITHUB_REPO: 'acme/site',
    CMS_GITHUB_BRANCH: 'copy',
    CMS_AUTH_URL: 'https://auth.acme.dev',
  });
  const config = cmsConfig(env);

  it('commits to the repository and branch set at build time, signing in through the helper', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'acme/site',
      branch: 'copy',
      base_url: 'https://auth.acme.dev',
    });
    expect(config.load_config_file).toBe(false);
  });

  it('offers every sign-in to a repository: GitHub’s and the access token’s', () => {
    expect(hasRepository(env)).toBe(true);
    expect(config.backend).not.toHaveProperty('auth_methods');
  });

  it('offers no GitHub sign-in without a repository, which could only fail or wait on its pop-up', () => {
    expect(hasRepository(DEFAULTS)).toBe(false);
    // The editor refuses an empty list: the access token's button is hidden by the first screen.
    expect(cmsConfig(DEFAULTS).backend).toMatchObject({ auth_methods: ['token'] });
  });

  it.each([
    [DEFAULTS, false],
    [env, true],
  ])('tells the first screen whether GitHub sign-in is set up (%#)', async (settings, gitHubSignIn) => {
    // The module as the bundler gets it, run from a file of its own.
    const folder = mkdtempSync(join(tmpdir(), 'editor-config-'));
    const file = join(folder, 'config.mjs');
    writeFileSync(file, editorConfigModule(settings));
    try {
      expect({ ...(await import(/* @vite-ignore */ pathToFileURL(file).href)) }).toEqual({
        default: cmsConfig(settings),
        gitHubSignIn,
      });
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it('writes files as they are written by hand, leaving empty optional fields out', () => {
    expect(config.output).toEqual({
      omit_empty_optional_fields: true,
      yaml: { quote: 'none', indent_size: 2, indent_sequences: true },
      json: { indent_style: 'space', indent_size: 2 },
    });
  });
});

describe('the editor’s policy', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

  it('allows what the editor needs and nothing of the site’s third parties', () => {
    const policy = directives(editorPolicy(DEFAULTS));
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'data:',
      'https://api.github.com',
      'https://api.netlify.com',
      'https://www.githubstatus.com',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('follows a GitHub Enterprise server and a sign-in helper of our own', () => {
    const env = readEditorEnv({
      CMS_GITHUB_API_URL: 'https://git.acme.dev/api/v3',
      CMS_AUTH_URL: 'https://auth.acme.dev',
    });
    expect(directives(editorPolicy(env)).get('connect-src')).toEqual(
      expect.arrayContaining(['https://git.acme.dev', 'https://auth.acme.dev']),
    );
  });
});

describe('the built editor page', () => {
  const astroPage = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>x</title><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-abc'; style-src 'self' 'sha256-def'"></head><body><script type="module" src="${EDITOR_SCRIPT}"></script></body></html>`;

  it('gets the editor’s policy, first in <head>, and its built script', () => {
    const page = builtEditorPage(astroPage, { policy: "default-src 'self'", script: '_astro/editor/editor.abc.js' });
    expect(page).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'"><title>x</title></head><body><script type="module" src="/_astro/editor/editor.abc.js"></script></body></html>`,
    );
  });

  it.each([
    ['no policy', astroPage.replace(/<meta http-equiv[^>]+>/, '')],
    ['no editor script', astroPage.replace(EDITOR_SCRIPT, '/other.js')],
  ])('stops the build when the page has %s', (_, html) => {
    expect(() => builtEditorPage(html, { policy: '', script: 'x.js' })).toThrow('admin/index.html');
  });
});

describe('the editor’s fonts', () => {
  it('come from the bundle only: the CDN fallback in its stylesheet is removed', () => {
    const css = `@font-face {font-family:'Noto Mono';src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2)
      format('woff2');}`;
    expect(withoutFontCdn(css)).toBe(`@font-face {font-family:'Noto Mono';src:local("bundled font")
      format('woff2');}`);
  });

  it('leaves other URLs alone', () => {
    const code = 'fetch("https://cdn.jsdelivr.net/npm/x.js"); url(https://api.github.com/x)';
    expect(withoutFontCdn(code)).toBe(code);
  });
});
