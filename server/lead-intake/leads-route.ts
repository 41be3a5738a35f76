/**
 * POST /api/leads: the reference lead sink's webhook (docs/leads.md: what it answers, and when).
 * It stands in for a third-party webhook, so it asks for no API key; instead it refuses other
 * sites' pages, limits how often one address may post, and checks every field by the same rules
 * as the form.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { LEAD_FIELD_LIMITS, LEAD_FIELDS, leadFieldsOf } from '../../src/leads/rules/fields.ts';
import { INTENT_FIELD, intentOf, type LeadIntent } from '../../src/leads/rules/lead-intent.ts';
import { leadKindOf } from '../../src/leads/rules/lead-kind.ts';
import { disposableDomainOf } from '../../src/lib/forms/disposable-email.ts';
import { isValidEmail } from '../../src/lib/forms/email.ts';
import { KEY_FIX } from '../bot-check/key.ts';
import { type BotCheck, checkLeadProof } from '../bot-check/lead-proof.ts';
import type { Confirmations } from '../confirmations/confirmations.ts';
import { founderSpotOf } from '../founders/founders.ts';
import { isClientAbort } from '../http/client-abort.ts';
import { clientAddress } from '../http/client-address.ts';
import { limitBody, methodNotAllowed } from '../http/guards.ts';
import { keepGoing } from '../http/keep-going.ts';
import { limitPerClient } from '../http/limit-per-client.ts';
import { logText } from '../http/log-text.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { DEFAULT_FOUNDERS_TAKEN_BEFORE } from '../lead-sink/defaults.ts';
import type { LeadSink } from '../lead-sink/sink.ts';
import type { LeadInput } from '../lead-sink/store.ts';
import { StoreBusyError, StoreFullError, StoreNotReadyError } from '../sql/store-errors.ts';
import { disposableDomains } from './disposable-domains.ts';
import { isAllowedOrigin } from './lead-origin.ts';
import { repeatOf } from './repeats.ts';

export interface LeadRouteOptions {
  sink: LeadSink;
  /** The founder count before any reservation here (FOUNDERS_TAKEN_BEFORE), and its cache. Default: none, no cache. */
  founders?: { takenBefore: number; changed(): void };
  /** Counts the posts of each client address. */
  limiter: RateLimiter;
  /** Origins whose pages may post besides the one the request is addressed to. */
  allowedOrigins: readonly string[];
  /** The double opt-in (docs/emails.md); absent, no email is sent. Present, a founder spot is held once its address is confirmed. */
  confirmations?: Confirmations;
  /** The proof of work every lead must carry (docs/leads.md, "The bot check"); absent, none is asked for. */
  botCheck?: BotCheck;
  now?: () => number;
}

const refuseOtherSites =
  (allowed: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    if (!isAllowedOrigin(c.req.header('origin'), c.req.url, allowed)) {
      return c.json({ error: 'Leads are accepted from this site’s own pages only.' }, 403);
    }
    await next();
    return undefined;
  };

/** A refused lead's 400 answer; `reason` tells the page a case it can explain at the field. */
interface Refusal {
  ok: false;
  error: string;
  reason?: 'disposable';
}

/** The form's fields as text within their limits, or the reason they are not. */
function readLead(form: Record<string, unknown>): { ok: true; lead: LeadInput } | Refusal {
  for (const field of LEAD_FIELDS) {
    const value = form[field] ?? '';
    if (typeof value !== 'string') return { ok: false, error: `${field} must be text.` };
    if (value.length > LEAD_FIELD_LIMITS[field]) {
      return { ok: false, error: `${field} is longer than ${LEAD_FIELD_LIMITS[field]} characters.` };
    }
  }
  const sent = leadFieldsOf(form);
  const lead: LeadInput = { ...sent, email: sent.email.trim(), submission_id: sent.submission_id.trim() };
  if (!lead.email) return { ok: false, error: 'email is required.' };
  if (!isValidEmail(lead.email)) return { ok: false, error: 'email is not a valid address.' };
  // A throwaway service's address stops working within hours: no one could ever answer the lead.
  if (disposableDomainOf(lead.email, disposableDomains()) !== null) {
    return { ok: false, error: 'email is a disposable address.', reason: 'disposable' };
  }
  return { ok: true, lead };
}

/**
 * A founder reservation's answer says which spot the address holds (a second reservation takes
 * none), or with a mailer (`confirmedOnly`) that it holds none until the address is confirmed;
 * the lead is stored whatever happens to this question.
 */
async function founderAnswer(sink: LeadSink, lead: LeadInput, takenBefore: number, confirmedOnly: boolean) {
  try {
    const spot = await founderSpotOf(await sink.database(), lead, takenBefore, confirmedOnly);
    return spot === null ? {} : { founder: spot };
  } catch (error) {
    console.error('[lead sink] Could not find the founder spot of a stored reservation:', logText(error));
    return {};
  }
}

/**
 * What the page is told of the address's confirmation email (`confirmation`: sent, or on its
 * way), or of its founder spot's email (`spotEmail`: on its way); the lead is stored whatever happens to the email, and a failure here only leaves it out.
 */
async function confirmationAnswer(
  confirmations: Confirmations,
  lead: LeadInput,
  later: (work: Promise<unknown>) => void,
  client: string,
  intent: LeadIntent | null,
): Promise<{ confirmation?: 'sent' | 'queued'; spotEmail?: 'queued' }> {
  try {
    const reply = await confirmations.onLead(lead, later, client, intent);
    // A confirmed address's reservation: no confirmation, and the email naming its spot on its way.
    if (reply === 'spot-queued') return { spotEmail: 'queued' };
    return reply === null ? {} : { confirmation: reply };
  } catch (error) {
    console.error('[mail] A stored lead’s confirmation could not be planned:', logText(error));
    return {};
  }
}

const NO_FOUNDER_CACHE = { takenBefore: DEFAULT_FOUNDERS_TAKEN_BEFORE, changed() {} };

export function leadRoutes({
  sink,
  limiter,
  allowedOrigins,
  founders = NO_FOUNDER_CACHE,
  botCheck,
  confirmations,
  now = Date.now,
}: LeadRouteOptions): Hono {
  const routes = new Hono();
  // A store that is not set up fails every lead alike: its operator is told once, not per lead.
  const told = new Set<string>();
  const tellOperator = (error: StoreNotReadyError) => {
    if (told.has(error.message)) return;
    told.add(error.message);
    console.error(`[lead sink] Leads cannot be stored: ${error.message}. To fix it, ${error.fix}.`);
  };
  // Every post counts once, before its body is read, whether it turns out new, a repeat of a
  // stored submission_id or invalid: a flood is refused before it costs a parse or a disk write,
  // and a repeat (the outbox retrying an answer it lost) is never refused where a new lead would
  // pass. Repeats are not refunded either, or one submission_id could be replayed without limit;
  // a refused retry loses nothing, since the outbox keeps the lead and tries again after Retry-After.
  routes.post(
    '/api/leads',
    refuseOtherSites(allowedOrigins),
    limitPerClient(limiter, 'submissions'),
    limitBody(),
    async (c) => {
      const type = c.req.header('content-type')?.toLowerCase() ?? '';
      if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
        return c.json({ error: 'Send the lead as application/x-www-form-urlencoded.' }, 415);
      }
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch (error) {
        // The host's error handler logs a cut-off upload once; anything else is a bad body.
        if (isClientAbort(error, c)) throw error;
        return c.json({ error: 'The form body could not be read.' }, 400);
      }
      const read = readLead(form);
      if (!read.ok)
        return c.json(read.reason ? { error: read.error, reason: read.reason } : { error: read.error }, 400);
      // Never 500 for a store that cannot take the lead now: the page keeps it and sends it again.
      try {
        if (botCheck) {
          const proof = await checkLeadProof(botCheck, form, read.lead.submission_id, sink.database, now());
          if (!proof.ok) {
            if ('problem' in botCheck) tellOperator(new StoreNotReadyError(botCheck.problem, KEY_FIX));
            return c.json(proof.body, proof.status);
          }
        }
        const { duplicate } = await sink.add(read.lead);
        const repeat = duplicate ? await repeatOf(await sink.database(), read.lead) : null;
        if (repeat === 'different')
          return c.json({ error: 'This submission was received before with other details; nothing changed.' }, 409);
        // An erased person's submission sent again: acknowledged, and nothing is done for the address.
        if (repeat === 'erased') return c.json({ ok: true, duplicate: true });
        const isFounder = leadKindOf(read.lead.message) === 'founder';
        if (isFounder) founders.changed();
        const founder = isFounder
          ? await founderAnswer(sink, read.lead, founders.takenBefore, confirmations !== undefined)
          : {};
        const email = confirmations
          ? await confirmationAnswer(
              confirmations,
              read.lead,
              (work) => keepGoing(c, work),
              clientAddress(c),
              intentOf(form[INTENT_FIELD]),
            )
          : {};
        return c.json({ ok: true, ...(duplicate ? { duplicate: true } : {}), ...founder, ...email });
      } catch (error) {
        if (error instanceof StoreBusyError) {
          const retryAfter = String(error.retryAfterSeconds);
          return c.json({ error: `The lead store is busy; try again in ${retryAfter} s.` }, 503, {
            'Retry-After': retryAfter,
          });
        }
        if (error instanceof StoreNotReadyError) {
          tellOperator(error);
          return c.json({ error: 'The lead store is not set up; the lead was not stored.' }, 500);
        }
        if (error instanceof StoreFullError) {
          console.error('[lead sink]', error.message);
          return c.json({ error: 'The lead store is full; the lead was not stored.' }, 507);
        }
        throw error;
      }
    },
  );
  routes.all('/api/leads', methodNotAllowed('POST'));
  return routes;
}
