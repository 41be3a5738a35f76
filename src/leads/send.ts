/**
 * One send of one lead to the webhook and what its answer means (docs/leads.md): the
 * same rules whether a page sends it or the sync worker does.
 */
import { discardBody } from '../lib/api/discard-body';
import { atMost } from '../lib/at-most';
import { type DeliveryOutcome, outcomeOf } from './rules/answer';
import type { SendingNews } from './rules/claim';
import { leadKindOf } from './rules/lead-kind';
import { type PendingLead, toFormBody } from './rules/outbox';

export interface SendOptions {
  /** The page's (or the worker's) own address, which a relative webhook URL is read against. */
  base: string;
  /** This webhook has answered with CORS headers before: an answer it cannot read is a failure. */
  knownCors: boolean;
  /** A page sends with keepalive, so that a lead sent just before the visitor leaves still arrives. */
  keepalive: boolean;
  /** Epoch ms when the send is given up if no answer has come (rules/claim.ts, giveUpAt). */
  giveUpAt: number;
  /** Gives the send up before its time (a page back from the back-forward cache: see PageDriver). */
  signal?: AbortSignal;
}

export interface SendResult {
  outcome: DeliveryOutcome;
  /** A webhook on another origin let the page read its answer: it sends CORS headers. */
  readAcrossOrigins: boolean;
}

/**
 * Posts one lead, form-encoded (a CORS-simple request: no preflight), and reads the answer's
 * status (and, of one that accepted it, its JSON body, if any). A network error throws. A webhook on another origin is always asked in CORS mode
 * first, so that its answer is read whenever it can be. When that fails, the send fails too if
 * the webhook is known to send CORS headers (an outage page without them is still an outage);
 * otherwise it is asked once more "no-cors", with the same submission_id, and the answer is
 * opaque: sent, perhaps arrived, never counted as delivered. A send not answered by `giveUpAt`
 * is given up (it throws), so that it never outlives its sender's claim.
 */
export async function sendLead(lead: PendingLead, webhookUrl: string, options: SendOptions): Promise<SendResult> {
  const late = new Error('The lead webhook did not answer in time');
  const timeLeft = options.giveUpAt - Date.now();
  // A claim that ran out before its send could start (a page paused in between) sends nothing.
  if (timeLeft <= 0) throw late;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(late), timeLeft);
  const giveUp = () => timeout.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', giveUp);
  // A send given up ends then, whatever the engine's fetch does: Firefox's, begun as a page went
  // into the back-forward cache, neither settles nor hears its abort once the page is back.
  let given = () => {};
  const givenUp = new Promise<never>((_, reject) => {
    given = () => reject(timeout.signal.reason);
    timeout.signal.addEventListener('abort', given);
  });
  try {
    return await Promise.race([postLead(lead, webhookUrl, options, timeout.signal), givenUp]);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', giveUp);
    timeout.signal.removeEventListener('abort', given);
  }
}

async function postLead(
  lead: PendingLead,
  webhookUrl: string,
  { base, knownCors, keepalive }: SendOptions,
  signal: AbortSignal,
): Promise<SendResult> {
  const target = new URL(webhookUrl, base);
  const post = (mode: RequestMode) =>
    fetch(target, { method: 'POST', body: toFormBody(lead), mode, keepalive, signal });
  const read = async (response: Response): Promise<DeliveryOutcome> => {
    const outcome = outcomeOf(response.status, response.headers.get('retry-after'), Date.now());
    // A form waits for a reply only to a refusal (its reason), or to a wait-list lead or a
    // founder reservation that was delivered (the founder number, the confirmation email); a
    // feedback's answer is its status alone.
    const wanted =
      outcome.kind === 'refused' || (outcome.kind === 'delivered' && leadKindOf(lead.message) !== 'feedback');
    if (!wanted) {
      discardBody(response);
      return outcome;
    }
    const reply = await readReply(response);
    return reply === undefined ? outcome : { ...outcome, reply };
  };
  if (target.origin === new URL(base).origin) {
    return { outcome: await read(await post('same-origin')), readAcrossOrigins: false };
  }
  try {
    return { outcome: await read(await post('cors')), readAcrossOrigins: true };
  } catch (error) {
    if (knownCors) throw error;
    // No CORS headers, or the connection dropped: a no-cors send throws only for the latter.
  }
  await post('no-cors');
  return { outcome: { kind: 'opaque' }, readAcrossOrigins: false };
}

/**
 * The JSON body of an answer, if it has one (the reference sink's, which gives a founder
 * reservation its number, a refusal its reason, and tells of the email that asks a new address
 * to confirm itself), else undefined: nothing but the status
 * decides what became of the lead, so a body that cannot be read changes nothing.
 */
async function readReply(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').toLowerCase().includes('json')) return undefined;
  // The status has decided already: a body slow to come (a keepalive answer can stall) loses
  // only the reply, never holds the delivered lead back.
  try {
    const text = await atMost(response.text(), REPLY_WAIT_MS, null);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How long a form waits for the body of the answer it reads. */
const REPLY_WAIT_MS = 2000;

/**
 * Runs `task`, a send of a lead claimed until `until`, saying on the leads channel that the lead
 * is being sent until it ends (see SendingNews): a page going away meanwhile leaves it alone.
 */
export async function announceSending<T>(
  say: (news: SendingNews) => void,
  sending: string,
  until: number,
  task: () => Promise<T>,
) {
  say({ sending, until });
  try {
    return await task();
  } finally {
    say({ sending, until: null });
  }
}
