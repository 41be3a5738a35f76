/**
 * How a page sends one lead: claimed first (rules/claim.ts), so that no two tabs, nor a tab and
 * the sync worker, send it at once, and only if no other sender has finished it meanwhile. A page
 * that is going away sends at once (docs/leads.md, "Two tabs, the sync worker, and a claim").
 */
import type { WritableAtom } from 'nanostores';
import { config } from '../lib/config/site-config';
import { claimLead, releaseClaim } from './handoff-db';
import { CLAIM_MS, giveUpAt, type SendingNews } from './rules/claim';
import type { Leaving, SendOutcome } from './rules/machine-types';
import type { PendingLead } from './rules/outbox';
import { announceSending, sendLead } from './send';

export interface PageSender {
  /** This page load's name on its claims. */
  holder: string;
  /** Says on the leads channel what this page is sending. */
  say(news: SendingNews): void;
  /** Another tab has said the lead is finished. */
  heardFinished(submissionId: string): boolean;
  /** The webhook origins known to answer with CORS headers (the page's $corsWebhooks). */
  cors: WritableAtom<string[]>;
  /** Gives up the sends under way now (see PageDriver's `resumed`). */
  signal(): AbortSignal;
}

/**
 * What the webhook answered to a send claimed until `until`; a send that failed (no connection,
 * no answer in time) is a retry.
 */
async function post(lead: PendingLead, { cors, signal }: PageSender, until: number): Promise<SendOutcome> {
  const { origin } = new URL(config.leadWebhookUrl, location.href);
  const knownCors = cors.get().includes(origin);
  const options = { base: location.href, knownCors, keepalive: true, giveUpAt: giveUpAt(until), signal: signal() };
  try {
    const sent = await sendLead(lead, config.leadWebhookUrl, options);
    if (sent.readAcrossOrigins && !knownCors) cors.set([...cors.get(), origin]);
    return sent.outcome;
  } catch (error) {
    console.error('Could not reach the lead webhook; the submission is kept and will be retried', error);
    return { kind: 'retry', retryAfterMs: null };
  }
}

/**
 * Claims the lead, then posts it, saying so on the leads channel, and hands what came of it to
 * `answered` (which notes a finished lead for the other senders) before the claim is let go.
 * A lead another sender finished or holds is not sent: `answered` hears that instead.
 */
export async function sendClaimed<T>(
  lead: PendingLead,
  sender: PageSender,
  answered: (outcome: SendOutcome) => Promise<T>,
): Promise<T> {
  const id = lead.submission_id;
  const verdict = await claimLead(id, sender.holder);
  if (verdict.kind === 'finished') return answered({ kind: 'finished elsewhere', outcome: verdict.outcome });
  if (verdict.kind === 'held elsewhere') return answered(verdict);
  const { until } = verdict;
  try {
    if (sender.heardFinished(id)) return await answered({ kind: 'finished elsewhere', outcome: 'delivered' });
    return await announceSending(sender.say, id, until, async () => answered(await post(lead, sender, until)));
  } finally {
    await releaseClaim(id, sender.holder, until).catch(() => undefined);
  }
}

/**
 * A page going away posts at once: there is no time to claim first. It says so on the leads
 * channel, so the open tabs leave the lead alone until the answer (or until a claim would have
 * run out, if this page is frozen before it hears one). A page hidden in the background, which
 * lives on, claims the lead as well once the request is out, so that a page opened meanwhile
 * leaves it alone too. A page that is unloaded or frozen claims nothing: a claim it could never
 * let go would hold back the page the visitor opens next.
 */
export function sendLeaving<T>(
  lead: PendingLead,
  sender: PageSender,
  how: Leaving,
  answered: (outcome: SendOutcome) => Promise<T>,
): Promise<T> {
  const id = lead.submission_id;
  const until = Date.now() + CLAIM_MS;
  const sent = announceSending(sender.say, id, until, async () => answered(await post(lead, sender, until)));
  if (how === 'hidden') {
    const claimed = claimLead(id, sender.holder);
    void sent
      .catch(() => undefined)
      .then(() => claimed)
      .then((verdict) => (verdict.kind === 'claimed' ? releaseClaim(id, sender.holder, verdict.until) : undefined))
      .catch(() => undefined);
  }
  return sent;
}
