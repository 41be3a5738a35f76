/**
 * One send of one lead to the webhook and what its answer means (CONTRACT.md section 5): the
 * same rules whether a page sends it or the sync worker does.
 */
import { type DeliveryOutcome, outcomeOf, type PendingLead, toFormBody } from './rules/outbox';

export interface DeliveryOptions {
  /** The page's (or the worker's) own address, which a relative webhook URL is read against. */
  base: string;
  /** Webhook origins that answered without CORS headers: asked no-cors at once from then on. */
  opaqueOrigins: Set<string>;
  /** A page sends with keepalive, so that a lead sent just before the visitor leaves still arrives. */
  keepalive: boolean;
}

/**
 * Posts one lead, form-encoded (a CORS-simple request: no preflight), and reads the answer's
 * status. A network error throws. A third-party webhook that sends no CORS headers also looks
 * like a network error, so it is asked once more "no-cors", with the same submission_id: an
 * opaque answer then counts as delivered, and that origin is not asked in CORS mode again.
 */
export async function deliverLead(
  lead: PendingLead,
  webhookUrl: string,
  { base, opaqueOrigins, keepalive }: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const target = new URL(webhookUrl, base);
  const post = (mode: RequestMode) => fetch(target, { method: 'POST', body: toFormBody(lead), mode, keepalive });
  const readAnswer = (response: Response) =>
    outcomeOf(response.status, response.headers.get('retry-after'), Date.now());
  if (target.origin === new URL(base).origin) return readAnswer(await post('same-origin'));
  if (!opaqueOrigins.has(target.origin)) {
    try {
      return readAnswer(await post('cors'));
    } catch {
      // No CORS headers, or the connection dropped: the no-cors send below tells them apart.
    }
  }
  await post('no-cors');
  opaqueOrigins.add(target.origin);
  return { kind: 'delivered' };
}
