import { DEFAULT_FOUNDER_COUNT, FOUNDER_SPOTS } from '../constants';
import { isRecord } from '../is-record';

/** Share of founder spots taken, as the hero shows it: rounded, never above 100. */
export function founderPercent(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(100, Math.round((count / FOUNDER_SPOTS) * 100));
}

/** The stored count: a decimal integer from 0 to 50, anything else reads as the default. */
export function parseFounderCount(stored: string | undefined | null): number {
  if (stored == null || !/^\d+$/.test(stored.trim())) return DEFAULT_FOUNDER_COUNT;
  const count = Number(stored);
  return count <= FOUNDER_SPOTS ? count : DEFAULT_FOUNDER_COUNT;
}

/** The count after one more completed reservation, never past the last spot. */
export function nextFounderCount(count: number): number {
  return Math.min(FOUNDER_SPOTS, count + 1);
}

/**
 * The founder count the sink gives (`GET PUBLIC_FOUNDERS_URL`, `{"taken":n,"cap":50}`): whole
 * numbers with 0 ≤ taken ≤ cap, and the cap the page's words speak of (50 spots); anything else is
 * not a count to show, and the page keeps its own.
 */
export function readFoundersAnswer(body: unknown): number | null {
  if (!isRecord(body)) return null;
  const { taken, cap } = body;
  if (cap !== FOUNDER_SPOTS || !Number.isInteger(taken)) return null;
  const count = taken as number;
  return count >= 0 && count <= cap ? count : null;
}

/** The highest founder number the page may hear of; a larger one is not an answer to trust. */
const MAX_FOUNDER_NUMBER = 1_000_000;

export interface FounderReply {
  /** The founder number of the address that reserved. */
  number: number;
  /** The address had reserved before: this reservation took no second spot. */
  already: boolean;
}

/**
 * The sink's answer to a founder reservation (`{"ok":true,"founder":{"number":N,"already":false}}`,
 * `"duplicate":true` on a repeat), or null when it holds no founder number: a webhook of another
 * kind, an empty or odd body.
 */
export function readFounderReply(body: unknown): FounderReply | null {
  if (!isRecord(body) || !isRecord(body['founder'])) return null;
  const { number, already } = body['founder'];
  if (!Number.isInteger(number) || typeof already !== 'boolean') return null;
  const founder = number as number;
  return founder >= 1 && founder <= MAX_FOUNDER_NUMBER ? { number: founder, already } : null;
}

/**
 * The sink's answer says the reservation holds no spot yet (`{"founder":{"pending":true,…}}`):
 * with email set up, a spot is held once the address is confirmed by the email's link, and the
 * page that link opens names it.
 */
export function isPendingFounderReply(body: unknown): boolean {
  return isRecord(body) && isRecord(body['founder']) && body['founder']['pending'] === true;
}

/**
 * The count once a founder number is known: at least that number (its spot is taken), never past
 * the last spot. A count the sink gave a few seconds ago may not include it yet.
 */
export function countWithFounder(taken: number | null, founderNumber: number): number {
  return Math.min(FOUNDER_SPOTS, Math.max(taken ?? 0, founderNumber));
}
