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
  /** The sync worker shares the leads: its IndexedDB says which are finished. */
  worker: boolean;
  seen: LeadsSeen;
  /** The webhook origins known to answer with CORS headers (the page's $corsWebhooks). */
  cors: WritableAtom<string[]>;
}

export const sendHoldingLock = withLeadLock;

/** How another sender finished this lead, if one did while this page waited for its lock. */
async function finishedElsewhere(id: string, { worker, seen }: PageSend): Promise<FinishedOutcome | undefined> {
  if (worker) return (await finishedLeads([id]).catch(() => null))?.get(id);
  // Another tab said so over the leads channel.
  return seen.finished[id] ? 'delivered' : undefined;
}

export async function deliverFromPage(lead: PendingLead, options: PageSend): Promise<SendOutcome> {
  const earlier = options.leaving ? undefined : await finishedElsewhere(lead.submission_id, options);
  if (earlier) return { kind: 'finished elsewhere', outcome: earlier };
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
