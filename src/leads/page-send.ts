/**
 * How a page sends one lead: holding its Web Lock where the browser has them, so that no two tabs,
 * nor a tab and the sync worker, send it at once; and only if no other sender has finished it
 * meanwhile. A page that is going away sends at once (docs/leads.md, "Leaving the page").
 */
import type { WritableAtom } from 'nanostores';
import { config } from '../lib/config/site-config';
import { finishedLeads, withLeadLock } from './handoff-db';
import type { FinishedOutcome } from './rules/handoff';
import type { LeadsSeen, SendOutcome } from './rules/machine-types';
import type { PendingLead } from './rules/outbox';
import { sendLead } from './send';

export interface PageSend {
  /** The page is going away: the request must start in this task, with nothing to wait for. */
  leaving: boolean;
  /** What this page knows of other senders, read when its lock is granted. */
  seen: () => LeadsSeen;
  /** The webhook origins known to answer with CORS headers (the page's $corsWebhooks). */
  cors: WritableAtom<string[]>;
}

/**
 * A page going away sends at once, holding no lock (it would never be granted in time). If the
 * page lives on (a hidden tab, the back-forward cache), it then takes the lead's lock and holds it
 * until the answer, so that no other sender starts while this send is still open.
 */
export function leavingSend<T>(id: string, send: () => Promise<T>): Promise<T> {
  const sent = send();
  void withLeadLock(id, () => sent.catch(() => undefined));
  return sent;
}

/**
 * How another sender finished this lead, if one did while this page waited for its lock: noted in
 * IndexedDB before that sender let the lock go, or said by another tab on the leads channel.
 */
async function finishedElsewhere(id: string, { seen }: PageSend): Promise<FinishedOutcome | undefined> {
  const noted = typeof indexedDB === 'undefined' ? null : await finishedLeads([id]).catch(() => null);
  return noted?.get(id) ?? (seen().finished[id] ? 'delivered' : undefined);
}

export async function deliverFromPage(lead: PendingLead, options: PageSend): Promise<SendOutcome> {
  if (!options.leaving) {
    const earlier = await finishedElsewhere(lead.submission_id, options);
    if (earlier) return { kind: 'finished elsewhere', outcome: earlier };
  }
  const { cors } = options;
  const { origin } = new URL(config.leadWebhookUrl, location.href);
  const knownCors = cors.get().includes(origin);
  try {
    const sent = await sendLead(lead, config.leadWebhookUrl, { base: location.href, knownCors, keepalive: true });
    if (sent.readAcrossOrigins && !knownCors) cors.set([...cors.get(), origin]);
    return sent.outcome;
  } catch (error) {
    console.error('Could not reach the lead webhook; the submission is kept and will be retried', error);
    return { kind: 'retry', retryAfterMs: null };
  }
}
