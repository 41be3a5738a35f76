import { map, onMount } from 'nanostores';
import { track } from '../browser/analytics';
import { analyzeUrl } from '../lib/api/analysis';
import { fillTemplate } from '../lib/content/template';
import { normalizeAppUrl } from '../lib/forms/url';
import { startPlan } from './plan';

export interface UrlAnalysisMessages {
  httpError: string;
  unreachableError: string;
}

export interface UrlAnalysisState {
  busy: boolean;
  /** The banner's message; empty when there is none. */
  error: string;
  /** The normalised address the host could not reach: the field is marked while it still says so. */
  unreachable: string;
}

const IDLE: UrlAnalysisState = { busy: false, error: '', unreachable: '' };

export const $urlAnalysis = map<UrlAnalysisState>(IDLE);

export function dismissUrlError(): void {
  $urlAnalysis.set({ ...$urlAnalysis.get(), error: '', unreachable: '' });
}

/** Whether the field's text is the address the host just could not reach. */
export function isUnreachableAddress(input: string, state: UrlAnalysisState): boolean {
  return state.unreachable !== '' && normalizeAppUrl(input) === state.unreachable;
}

// Back from /analysis, the browser may restore this page as it was: busy. Make it usable again.
// Listened to while the form shows the store, like the other stores' lifecycles.
onMount($urlAnalysis, () => {
  const makeUsable = (event: PageTransitionEvent) => {
    if (event.persisted) $urlAnalysis.set(IDLE);
  };
  window.addEventListener('pageshow', makeUsable);
  return () => window.removeEventListener('pageshow', makeUsable);
});

/**
 * The try-it form: send the address to the analysis host; on success keep the plan it starts
 * and go to /analysis, otherwise explain what went wrong in the error banner.
 */
export async function analyseAppUrl(
  input: string,
  messages: UrlAnalysisMessages,
  navigate: (path: string) => void = (path) => window.location.assign(path),
): Promise<void> {
  const url = normalizeAppUrl(input);
  if (!url || $urlAnalysis.get().busy) return;
  $urlAnalysis.set({ busy: true, error: '', unreachable: '' });
  const result = await analyzeUrl(url);
  if (result.ok) {
    startPlan(url, result.reply, result.initialState);
    track('conversion', { source: 'url_analysis' });
    navigate('/analysis');
    return;
  }
  // A non-OK status is the host's trouble; otherwise the address itself is in doubt.
  $urlAnalysis.set(
    result.reason === 'http'
      ? { busy: false, error: fillTemplate(messages.httpError, { status: result.status }), unreachable: '' }
      : { busy: false, error: fillTemplate(messages.unreachableError, { url }), unreachable: url },
  );
}
