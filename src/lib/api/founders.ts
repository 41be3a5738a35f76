/**
 * GET PUBLIC_FOUNDERS_URL: the founder spots taken, as the sink counts them (`{"taken":n,"cap":50}`),
 * or null when it cannot say: no answer in time, an error status, a body that is not such a count.
 */
import { readFoundersAnswer } from '../landing/founders';
import { readJson } from './client';
import { discardBody } from './discard-body';

/** How long the page waits for the count before it shows its own. */
export const FOUNDERS_TIMEOUT_MS = 5000;

export async function fetchFoundersTaken(url: string, signal?: AbortSignal): Promise<number | null> {
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(), FOUNDERS_TIMEOUT_MS);
  const giveUp = () => late.abort();
  signal?.addEventListener('abort', giveUp);
  try {
    // A plain GET with no header of its own: CORS-simple, so a count on another origin needs no preflight.
    const response = await fetch(url, { cache: 'no-store', signal: late.signal });
    if (response.ok) return readFoundersAnswer(await readJson(response));
    discardBody(response);
    return null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', giveUp);
  }
}
