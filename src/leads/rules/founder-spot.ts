/**
 * The founder number a paid reservation shows, from what became of its lead and the sink's answer
 * to it (docs/leads.md, "A founder reservation, and the founder count"). With the sink's count
 * on, the number is the one the sink gives this address, or none when the sink holds the spot
 * only once the address is confirmed; when it gives neither (the lead waits on this device, or
 * another webhook took it), the count the page last knew plus one, as the specification has it.
 * With the count off, this browser's count as ever.
 */
import { isPendingFounderReply, readFounderReply } from '../../lib/landing/founders.ts';
import { spotEmailOf } from './confirmation.ts';
import type { LeadResult } from './machine-types.ts';

/** What became of the reservation's lead: sent, kept to send later (queued), or turned down. */
export type SpotLead = LeadResult | 'unverified';

/** Step 3: the founder number, and what became of the reservation's lead. */
export type FounderSpot =
  | {
      number: number;
      /** The sink says this address had reserved before: this reservation took no second spot. */
      already: boolean;
      /** sent, or kept on this device to send later (queued), or turned down (refused, unverified). */
      lead: SpotLead;
      /** The sink says the email naming this spot is on its way (the address was confirmed already). */
      emailed?: true;
    }
  /** The sink took the reservation, and holds its spot once the address is confirmed: no number yet. */
  | { pending: true; lead: 'sent' };

/** The counts the page had when the reservation was paid. */
export interface FounderCounts {
  /** The sink's count is on (PUBLIC_FOUNDERS_URL). */
  fromSink: boolean;
  /** The count the page last knew. */
  known: number;
  /** This browser's number for the spot: its own count, plus one. */
  browserNumber: number;
}

/** The spot shown, and the number the sink gave this address (which the count shown must include). */
export interface ReservedSpot {
  founder: FounderSpot;
  sinkNumber: number | null;
}

export function reservedSpot(lead: SpotLead, reply: unknown, counts: FounderCounts): ReservedSpot {
  if (!counts.fromSink) return { founder: { number: counts.browserNumber, already: false, lead }, sinkNumber: null };
  if (lead === 'sent' && isPendingFounderReply(reply)) return { founder: { pending: true, lead }, sinkNumber: null };
  const answer = readFounderReply(reply);
  if (answer === null) return { founder: { number: counts.known + 1, already: false, lead }, sinkNumber: null };
  const emailed = lead === 'sent' && spotEmailOf(reply) ? { emailed: true as const } : {};
  return { founder: { ...answer, lead, ...emailed }, sinkNumber: answer.number };
}
