/**
 * The leads page's query (q, kind, from, to, cursor) read from its address, every part bounded
 * and checked before it reaches the database, and the address of a page of leads built back
 * from it. Pure.
 */

import { LEAD_FIELD_LIMITS } from '../../../src/leads/rules/fields.ts';
import { isLeadKind, type LeadKind } from '../../../src/leads/rules/lead-kind.ts';

/** The longest search the console takes: far more than any word or address worth looking for. */
export const QUERY_MAX = 200;

export interface LeadsQuery {
  q: string;
  kind: LeadKind | null;
  /** YYYY-MM-DD, UTC, each included; null for no bound. */
  from: string | null;
  to: string | null;
  /** The id the previous page ended at; null for the newest. */
  cursor: number | null;
}

/** What the form shows again: the values as given (cut to their bounds). */
export interface QueryFields {
  q: string;
  kind: string;
  from: string;
  to: string;
}

export type QueryField = keyof QueryFields | 'cursor';

export interface QueryProblem {
  field: QueryField;
  message: string;
}

export type QueryReading =
  | { ok: true; query: LeadsQuery; fields: QueryFields }
  | { ok: false; problems: QueryProblem[]; fields: QueryFields };

export const EMPTY_QUERY: LeadsQuery = { q: '', kind: null, from: null, to: null, cursor: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A row id: a positive whole number JavaScript holds exactly. */
const CURSOR = /^[1-9]\d{0,14}$/;
/** What a date field shows back: no more than a date has characters. */
const DAY_ECHO = 10;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

type Params = Readonly<Record<string, string | undefined>>;

/** The leads page's query from its parameters; every problem with them, each in words. */
export function readLeadsQuery(params: Params): QueryReading {
  const raw = (name: string) => params[name] ?? '';
  const q = raw('q').trim();
  const kind = raw('kind').trim();
  const from = raw('from').trim();
  const to = raw('to').trim();
  const cursor = raw('cursor').trim();
  const fields: QueryFields = {
    q: q.slice(0, QUERY_MAX),
    kind: isLeadKind(kind) ? kind : '',
    from: from.slice(0, DAY_ECHO),
    to: to.slice(0, DAY_ECHO),
  };

  const problems: QueryProblem[] = [];
  if (q.length > QUERY_MAX)
    problems.push({ field: 'q', message: `Search for at most ${QUERY_MAX} characters (this was ${q.length}).` });
  if (kind !== '' && kind !== 'all' && !isLeadKind(kind))
    problems.push({ field: 'kind', message: 'Choose a kind from the list: all, wait list, founder or feedback.' });
  for (const [field, value, name] of [
    ['from', from, 'The first day'],
    ['to', to, 'The last day'],
  ] as const)
    if (value !== '' && !isDay(value))
      problems.push({ field, message: `${name} must be a date written YYYY-MM-DD, such as 2026-11-21.` });
  if (isDay(from) && isDay(to) && from > to)
    problems.push({ field: 'to', message: 'The last day comes before the first day: swap them.' });
  if (cursor !== '' && !CURSOR.test(cursor))
    problems.push({ field: 'cursor', message: 'That page of leads does not exist: start again from the newest.' });

  if (problems.length > 0) return { ok: false, problems, fields };
  return {
    ok: true,
    fields,
    query: {
      q,
      kind: isLeadKind(kind) ? kind : null,
      from: from === '' ? null : from,
      to: to === '' ? null : to,
      cursor: cursor === '' ? null : Number(cursor),
    },
  };
}

/** Any of the search's narrowing parts given (not the cursor): the page says what it matched. */
export const isFiltered = (query: LeadsQuery) =>
  query.q !== '' || query.kind !== null || query.from !== null || query.to !== null;

/** The console's address of the leads page for this query (only the parts given). */
export function leadsHref(query: LeadsQuery): string {
  const params = new URLSearchParams();
  if (query.q !== '') params.set('q', query.q);
  if (query.kind !== null) params.set('kind', query.kind);
  if (query.from !== null) params.set('from', query.from);
  if (query.to !== null) params.set('to', query.to);
  if (query.cursor !== null) params.set('cursor', String(query.cursor));
  const search = params.toString();
  return search === '' ? '/ops' : `/ops?${search}`;
}

export type EmailReading = { ok: true; email: string } | { ok: false; message: string };

/** The address a person page, or an erasure, is about: given, and no longer than a lead's email. */
export function readEmail(value: string | undefined): EmailReading {
  const email = (value ?? '').trim();
  if (email === '') return { ok: false, message: 'Give the email address of the person to look up.' };
  if (email.length > LEAD_FIELD_LIMITS.email)
    return {
      ok: false,
      message: `An email address is at most ${LEAD_FIELD_LIMITS.email} characters (this was ${email.length}).`,
    };
  return { ok: true, email };
}

/** The console's address of a person's page, or of another page about them. */
export const personHref = (email: string, page: 'person' | 'erase' = 'person') =>
  `/ops/${page}?${new URLSearchParams({ email })}`;
