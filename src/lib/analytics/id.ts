/**
 * Which Google Analytics measurement id this page uses (docs/pages.md "Analytics and consent"): the `ga`
 * query parameter, then `window.GA_MEASUREMENT_ID`, then the build's PUBLIC_GA_ID. The id ends up
 * in a script URL, so only the shape Google issues (G- and letters or digits) is accepted; a value
 * of any other shape counts as absent and the next source is tried.
 */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

export function normalizeMeasurementId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim().toUpperCase();
  return MEASUREMENT_ID.test(id) ? id : null;
}

export interface MeasurementIdSources {
  /** `location.search`, e.g. "?ga=G-ABC1234". */
  search: string;
  /** `window.GA_MEASUREMENT_ID`, whatever a page owner put there. */
  global: unknown;
  /** PUBLIC_GA_ID from the build. */
  env: string;
}

export function resolveMeasurementId({ search, global, env }: MeasurementIdSources): string | null {
  const query = new URLSearchParams(search).get('ga');
  return normalizeMeasurementId(query) ?? normalizeMeasurementId(global) ?? normalizeMeasurementId(env);
}
