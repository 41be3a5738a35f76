import { map } from 'nanostores';
import { track } from '../browser/analytics';
import { analyzeUrl } from '../lib/api/analysis';
import { fillTemplate } from '../lib/template';
import { normalizeAppUrl } from '../lib/url';
import { startPlan } from './plan';

export interface UrlAnalysisMessages {
  httpError: string;
  unreachableError: string;
}

export const $urlAnalysis = map<{ busy: boolean; error: string }>({ busy: false, error: '' });

export function dismissUrlError(): void {
  $urlAnalysis.setKey('error', '');
}

// Back from /analysis, the browser may restore this page as it was: busy. Make it usable again.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) $urlAnalysis.set({ busy: false, error: '' });
  });
}

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
  $urlAnalysis.set({ busy: true, error: '' });
  const result = await analyzeUrl(url);
  if (result.ok) {
    startPlan(url, result.reply, result.initialState);
    track('conversion', { source: 'url_analysis' });
    navigate('/analysis');
    return;
  }
  const error =
    result.reason === 'http'
      ? fillTemplate(messages.httpError, { status: result.status })
      : fillTemplate(messages.unreachableError, { url });
  $urlAnalysis.set({ busy: false, error });
}
