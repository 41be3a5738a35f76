/**
 * A search of the leads as the console's form and /ops/api/leads ask for it (q, kind, from, to,
 * cursor), read and bounded, or what is wrong with it, said plainly.
 */
import { isLeadKind } from '../../src/leads/rules/lead-kind.ts';
import { type LeadSearch, PAGE_SIZE } from './lead-queries.ts';

/** The longest search words: an address is at most 320 characters. */
export const MAX_QUERY_LENGTH = 320;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR = /^\d{1,15}$/;

/** A real day written YYYY-MM-DD (2026-02-30 is not one). */
const isDay = (text: string) => DAY.test(text) && new Date(`${text}T00:00:00.000Z`).toISOString().startsWith(text);

export type SearchReading = { ok: true; search: LeadSearch } | { ok: false; error: string };

export function readLeadSearch(params: Readonly<Record<string, string | undefined>>): SearchReading {
  const text = (name: string) => (params[name] ?? '').trim();
  const q = text('q');
  if (q.length > MAX_QUERY_LENGTH) return { ok: false, error: `Search for at most ${MAX_QUERY_LENGTH} characters.` };
  const kind = text('kind');
  if (kind !== '' && !isLeadKind(kind)) return { ok: false, error: 'Kind must be waitlist, founder or feedback.' };
  const [from, to] = [text('from'), text('to')];
  for (const [name, day] of [
    ['From', from],
    ['To', to],
  ] as const) {
    if (day !== '' && !isDay(day)) return { ok: false, error: `${name} must be a day written YYYY-MM-DD.` };
  }
  if (from !== '' && to !== '' && from > to) return { ok: false, error: 'From must not be after To.' };
  const cursor = text('cursor');
  if (cursor !== '' && !CURSOR.test(cursor)) return { ok: false, error: 'That page of results does not exist.' };
  return {
    ok: true,
    search: {
      q,
      kind: kind === '' ? null : kind,
      from: from || null,
      to: to || null,
      before: cursor === '' ? null : Number(cursor),
      limit: PAGE_SIZE,
    },
  };
}
