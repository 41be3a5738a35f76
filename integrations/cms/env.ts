/**
 * The content editor's build-time settings (docs/deploy.md, "The content editor in production").
 * Read from the environment by astro.config.mjs; a bad value stops the build with its name.
 */
export interface EditorEnv {
  /** "owner/name" of the GitHub repository the editor commits to. */
  repo: string;
  branch: string;
  /** Origin of the OAuth helper that signs editors in to GitHub (Sveltia's default: Netlify's). */
  authUrl: string;
  /** GitHub's REST API, or a GitHub Enterprise server's. */
  apiRoot: string;
}

export const EDITOR_ENV_DEFAULTS = {
  CMS_GITHUB_REPO: '',
  CMS_GITHUB_BRANCH: 'main',
  CMS_AUTH_URL: 'https://api.netlify.com',
  CMS_GITHUB_API_URL: 'https://api.github.com',
} as const;

type EditorEnvName = keyof typeof EDITOR_ENV_DEFAULTS;

/**
 * Stands in for an unset repository, so that the editor starts: it then edits a local folder
 * only (docs/content.md), and its first screen offers no GitHub sign-in (config.ts). The editor also names
 * its browser storage after it. The sign-in page's sentence that would name it as the folder to
 * pick is replaced by ours, which asks for the project folder by its content, not its name.
 */
export const NO_REPOSITORY = 'CMS_GITHUB_REPO-unset/testable-site';

/** Whether the build names a repository to commit to, which signing in with GitHub needs. */
export const hasRepository = (env: EditorEnv): boolean => env.repo !== NO_REPOSITORY;

// Fixed-length character classes, no nesting: linear on any input.
const REPOSITORY = /^[\w.-]{1,100}\/[\w.-]{1,100}$/;
const BRANCH = /^[\w./-]{1,200}$/;

const isHttpsOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.hostname === 'localhost') && url.pathname === '/' && !url.search;
  } catch {
    return false;
  }
};

/** The settings, or one error naming every bad variable. */
export function readEditorEnv(source: Record<string, string | undefined>): EditorEnv {
  const value = (name: EditorEnvName) => source[name]?.trim() || EDITOR_ENV_DEFAULTS[name];
  const problems: string[] = [];
  const check = (name: EditorEnvName, ok: (v: string) => boolean, what: string) => {
    const v = value(name);
    if (v !== '' && !ok(v)) problems.push(`${name} must be ${what}, got "${v}"`);
  };
  check('CMS_GITHUB_REPO', (v) => REPOSITORY.test(v), 'a GitHub repository such as "acme/testable-site"');
  check('CMS_GITHUB_BRANCH', (v) => BRANCH.test(v), 'a branch name such as "main"');
  check('CMS_AUTH_URL', isHttpsOrigin, 'an https origin without a path, such as "https://auth.example.com"');
  check('CMS_GITHUB_API_URL', (v) => v.startsWith('https://') && URL.canParse(v), 'an https URL');
  if (problems.length > 0) throw new Error(`Invalid content editor configuration:\n- ${problems.join('\n- ')}`);
  return {
    repo: value('CMS_GITHUB_REPO') || NO_REPOSITORY,
    branch: value('CMS_GITHUB_BRANCH'),
    authUrl: new URL(value('CMS_AUTH_URL')).origin,
    apiRoot: value('CMS_GITHUB_API_URL').replace(/\/$/, ''),
  };
}
