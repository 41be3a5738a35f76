/**
 * Build-time configuration (see README "Configure"). Pure so the build, the server and the
 * unit tests share one reading of the environment and one set of error messages.
 */
import { trimEndChars } from '../forms/trim-chars.ts';

export interface PublicEnv {
  analysisHost: string;
  analysisApiKey: string;
  leadWebhookUrl: string;
  /**
   * Where the founder count is read (GET); '' when it is off (the default with a webhook on
   * another origin) and the page keeps a per-browser count.
   */
  foundersUrl: string;
  /**
   * Where a lead form fetches the bot check's challenge (docs/leads.md); '' when leads carry no
   * proof (the default with a webhook on another origin).
   */
  altchaUrl: string;
  gaId: string;
  siteUrl: string;
  /** The sync worker at /sw.js (docs/pages.md "The sync worker"); off: its kill switch is served there instead. */
  syncWorker: boolean;
}

export const ENV_DEFAULTS = {
  PUBLIC_ANALYSIS_HOST: '',
  PUBLIC_ANALYSIS_API_KEY: 'local-dev-key',
  PUBLIC_LEAD_WEBHOOK_URL: '/api/leads',
  PUBLIC_FOUNDERS_URL: '/api/founders',
  PUBLIC_ALTCHA_URL: '/api/altcha',
  PUBLIC_GA_ID: '',
  PUBLIC_SITE_URL: 'http://localhost:4321',
  PUBLIC_LEAD_SYNC_WORKER: 'on',
} as const;

export type EnvName = keyof typeof ENV_DEFAULTS;

/**
 * What the site's own lead sink serves besides the leads: the founder count and the bot check's
 * challenge. A blank value turns either off, rather than leaving it at its default.
 */
const SINK_SERVICES: ReadonlySet<EnvName> = new Set(['PUBLIC_FOUNDERS_URL', 'PUBLIC_ALTCHA_URL']);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** A path on the site, or an address on the site's own origin: the reference sink answers there. */
export function isOwnSink(webhookUrl: string, siteUrl: string): boolean {
  if (webhookUrl.startsWith('/') && !webhookUrl.startsWith('//')) return true;
  const origin = originOf(webhookUrl);
  return origin !== null && origin === originOf(siteUrl);
}

/**
 * The address of a sink service (PUBLIC_FOUNDERS_URL, PUBLIC_ALTCHA_URL): as set, '' when set
 * blank, and when unset its default only if the lead webhook is the site's own sink. A static
 * deploy whose webhook is on another origin has nothing at /api/founders or /api/altcha, so its
 * pages ask neither.
 */
export function sinkServiceUrl(set: string | undefined, defaultUrl: string, ownSink: boolean): string {
  if (set !== undefined) return set;
  return ownSink ? defaultUrl : '';
}

/**
 * A variable as set (trimmed), or its default when it is unset or blank: the one reading of each.
 * A sink service's takes its default only when unset, and only with the site's own sink (sinkServiceUrl).
 */
export const publicEnvValue = (source: Record<string, string | undefined>, name: EnvName): string => {
  const set = source[name]?.trim();
  if (!SINK_SERVICES.has(name)) return set || ENV_DEFAULTS[name];
  const ownSink = isOwnSink(
    publicEnvValue(source, 'PUBLIC_LEAD_WEBHOOK_URL'),
    publicEnvValue(source, 'PUBLIC_SITE_URL'),
  );
  return sinkServiceUrl(set, ENV_DEFAULTS[name], ownSink);
};

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Returns the configuration, or throws one error listing every bad variable by name. */
export function readPublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const value = (name: EnvName) => publicEnvValue(source, name);
  const problems: string[] = [];
  const requireUrl = (name: EnvName, { allowEmpty = false, allowPath = false } = {}) => {
    const v = value(name);
    if ((allowEmpty && v === '') || (allowPath && v.startsWith('/') && !v.startsWith('//'))) return;
    if (!isHttpUrl(v)) problems.push(`${name} must be an http(s) URL, got "${v}"`);
  };
  requireUrl('PUBLIC_ANALYSIS_HOST', { allowEmpty: true });
  requireUrl('PUBLIC_LEAD_WEBHOOK_URL', { allowPath: true });
  requireUrl('PUBLIC_FOUNDERS_URL', { allowEmpty: true, allowPath: true });
  requireUrl('PUBLIC_ALTCHA_URL', { allowEmpty: true, allowPath: true });
  requireUrl('PUBLIC_SITE_URL');
  const syncWorker = value('PUBLIC_LEAD_SYNC_WORKER');
  if (syncWorker !== 'on' && syncWorker !== 'off')
    problems.push(`PUBLIC_LEAD_SYNC_WORKER must be "on" or "off", got "${syncWorker}"`);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return {
    analysisHost: trimEndChars(value('PUBLIC_ANALYSIS_HOST'), '/'),
    analysisApiKey: value('PUBLIC_ANALYSIS_API_KEY'),
    leadWebhookUrl: value('PUBLIC_LEAD_WEBHOOK_URL'),
    foundersUrl: value('PUBLIC_FOUNDERS_URL'),
    altchaUrl: value('PUBLIC_ALTCHA_URL'),
    gaId: value('PUBLIC_GA_ID'),
    siteUrl: trimEndChars(value('PUBLIC_SITE_URL'), '/'),
    syncWorker: syncWorker === 'on',
  };
}

/** Origins the browser may call besides our own, for the Content-Security-Policy. */
export function connectOrigins(env: PublicEnv): string[] {
  const origins = [env.analysisHost, env.leadWebhookUrl, env.foundersUrl, env.altchaUrl]
    .filter(isHttpUrl)
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * Said loudly by every production build without PUBLIC_SITE_URL: the default is the development
 * address, which would then stand in every page's canonical link, og:url and the sitemap.
 */
export function missingSiteUrlWarning(source: Record<string, string | undefined>): string | null {
  if (source['PUBLIC_SITE_URL']?.trim()) return null;
  return (
    `PUBLIC_SITE_URL is not set: canonical links, og:url and the sitemap will point at ${ENV_DEFAULTS.PUBLIC_SITE_URL}. ` +
    'Set it to the public address before deploying, e.g. PUBLIC_SITE_URL=https://your.domain npm run build.'
  );
}
