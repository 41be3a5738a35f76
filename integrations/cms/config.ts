/**
 * The whole configuration of the content editor at /admin: where it commits, how it writes files
 * (in the repository's own style) and what it may load (its Content-Security-Policy).
 */
import type { CmsConfig } from '@sveltia/cms';
import { cmsCollections } from './collections.ts';
import { type EditorEnv, hasRepository } from './env.ts';

/** How the editor writes files: tests/support/content-files.ts holds the content to the same form. */
export const EDITOR_OUTPUT = {
  // The schemas refuse an empty string where a field is optional: an empty field is left out.
  omit_empty_optional_fields: true,
  // No quotes unless YAML needs them, lists indented, as the content files are written.
  yaml: { quote: 'none', indent_size: 2, indent_sequences: true },
  // The emails' words (src/content/emails/), which the server imports as JSON: two spaces, as Biome keeps them.
  json: { indent_style: 'space', indent_size: 2 },
} as const satisfies CmsConfig['output'];

export function cmsConfig(env: EditorEnv): CmsConfig {
  return {
    load_config_file: false,
    app_title: 'Testable content',
    // Our mark on the sign-in page and the tab, instead of the editor's own.
    logo: { src: '/favicon.svg' },
    backend: {
      name: 'github',
      repo: env.repo,
      branch: env.branch,
      base_url: env.authUrl,
      api_root: env.apiRoot,
      // Without a repository, GitHub's sign-in could only fail, or wait on a pop-up that never
      // answers: its button is left out. The editor refuses an empty list, so the access token's
      // stays listed; the first screen hides it (src/page-scripts/content-editor/).
      ...(hasRepository(env) ? {} : { auth_methods: ['token'] }),
      commit_messages: {
        create: 'Content: add {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: delete {{collection}} “{{slug}}”',
      },
    },
    // Required by the editor; unused, since no content field takes an image or a file.
    media_folder: 'public/images',
    public_folder: '/images',
    output: EDITOR_OUTPUT,
    collections: cmsCollections(),
  };
}

/**
 * The editor's own policy, looser than the site's (integrations/content-security-policy.ts) and applied to /admin alone:
 * its Svelte components set inline styles, it previews files through blob: URLs, and it talks to
 * GitHub's API and the OAuth helper from the browser.
 */
export function editorPolicy(env: EditorEnv): string {
  // The API, the sign-in helper, and GitHub's status page, which the editor checks to explain an
  // outage instead of failing silently.
  const github = [new URL(env.apiRoot).origin, env.authUrl, 'https://www.githubstatus.com'];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self'",
    // data: as well: before reading its configuration the editor fetches its built-in logo, a data: URL.
    `connect-src 'self' data: ${[...new Set(github)].join(' ')}`,
    "worker-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
