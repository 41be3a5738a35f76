// @vitest-environment node
/**
 * The operator's queries against a plain model of them: for any leads and any filters, the pages
 * of searchLeads, read one after the other, are the leads a simple filter in memory keeps, newest
 * (highest id) first; the pages of searchPeople are those leads' people, each once, with what
 * they did; one person's leads, the counts and an erasure agree with the model too.
 * One real database for the file, emptied before each case.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasePerson } from '../../../../server/confirmations/forget-address';
import { type ClosableLeadSink, createLeadSink } from '../../../../server/lead-sink/sqlite-sink';
import { INSERT_LEAD, type ReceivedLead } from '../../../../server/lead-sink/store';
import {
  type LeadSearch,
  leadCounts,
  type OpsLead,
  personLeads,
  searchLeads,
} from '../../../../server/ops/lead-queries';
import { type OpsPerson, searchPeople } from '../../../../server/ops/people-queries';
import { didOf } from '../../../../server/ops/person-story';
import { leadValues } from '../../../../server/sql/lead-columns';
import { bindNamed } from '../../../../server/sql/named-parameters';
import type { SqlRunner } from '../../../../server/sql/sql-runner';
import { FOUNDER_MESSAGE, LEAD_KINDS, type LeadKind, WAITLIST_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { checkProperty } from '../../../support/properties';

const EMAILS = [
  'ada@example.com',
  'Ada@Example.COM',
  'ａｄａ@example.com',
  ' ada@example.com ',
  'bo@example.com',
  'a_b@example.com',
  'axb@example.com',
  'cy%z@example.com',
];
// The app addresses and messages are ASCII: SQLite's lower() lowers ASCII letters only, so words
// with other capitals are not found (the failing case in lead-queries.test.ts).
const URLS = [
  '',
  'https://shop.example.org/Cart',
  'https://100x.example/',
  'https://example.com/100_percent',
  'HTTPS://SHOUT.EXAMPLE/',
];
const MESSAGES = [
  WAITLIST_MESSAGE,
  FOUNDER_MESSAGE,
  'expression of interest',
  'Loved the 100% idea',
  'Please add SSO',
  '',
];
const DAYS = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const START = Date.parse('2026-11-18T00:00:00.000Z');
const DAY_MS = 86_400_000;

/** A time within the days, often on a day's first or last millisecond. */
const receivedAt = fc
  .oneof(
    fc
      .integer({ min: 0, max: DAYS.length - 1 })
      .chain((day) => fc.constantFrom(START + day * DAY_MS, START + (day + 1) * DAY_MS - 1)),
    fc.integer({ min: START, max: START + DAYS.length * DAY_MS - 1 }),
  )
  .map((time) => new Date(time).toISOString());

const leadArbitrary = fc.record({
  received_at: receivedAt,
  email: fc.constantFrom(...EMAILS),
  url: fc.constantFrom(...URLS),
  message: fc.constantFrom(...MESSAGES),
  withId: fc.boolean(),
});
/** Leads in the order received (ids ascending), each with a submission_id of its own or none. */
const leadsArbitrary = fc.array(leadArbitrary, { maxLength: 14 }).map((drawn) =>
  drawn.map(
    ({ withId, ...lead }, index): ReceivedLead => ({
      ...lead,
      site: 'https://testable.example/',
      submission_id: withId ? `s${index}` : '',
      ...(lead.message === FOUNDER_MESSAGE ? { plan: `{"n":${index}}` } : {}),
    }),
  ),
);

const searchArbitrary = fc.record({
  q: fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'ada',
      'ADA',
      'ａｄａ',
      'Ａ',
      '%',
      '_',
      '100%',
      '100_',
      'example',
      'sso',
      'INTEREST',
      'shout',
      '@',
    ),
    fc.string({ unit: fc.constantFrom('a', 'A', 'x', 'e', '%', '_', '1', '0', ' ', '@', 'ａ'), maxLength: 3 }),
  ),
  kind: fc.constantFrom<LeadKind | null>(null, ...LEAD_KINDS),
  from: fc.constantFrom<string | null>(null, '2026-11-17', ...DAYS, '2026-11-23'),
  to: fc.constantFrom<string | null>(null, '2026-11-17', ...DAYS, '2026-11-23'),
  limit: fc.integer({ min: 1, max: 5 }),
});

/** The model, written plainly: what each query should give for leads held in memory. */
const keyOf = (email: string) => email.trim().normalize('NFKC').toLowerCase();
const kindOf = (message: string): LeadKind =>
  message === WAITLIST_MESSAGE ? 'waitlist' : message === FOUNDER_MESSAGE ? 'founder' : 'feedback';

function modelLeads(leads: readonly ReceivedLead[], ids: readonly number[]): OpsLead[] {
  return leads.map((lead, index) => {
    const first = leads.findIndex((other) => keyOf(other.email) === keyOf(lead.email));
    const earlier = leads[first];
    const repeat_of =
      first === index || earlier === undefined ? '' : earlier.submission_id || `received_at=${earlier.received_at}`;
    return {
      ...lead,
      plan: lead.plan ?? '',
      repeat_of,
      id: ids[index] ?? Number.NaN,
      kind: kindOf(lead.message),
      // No mailer here: no address was ever due an email.
      confirmation: null,
    };
  });
}

function modelSearch(leads: readonly OpsLead[], search: Omit<LeadSearch, 'before' | 'limit'>): OpsLead[] {
  const words = keyOf(search.q);
  const found = leads.filter(
    (lead) =>
      (words === '' ||
        keyOf(lead.email).includes(words) ||
        lead.url.toLowerCase().includes(words) ||
        lead.message.toLowerCase().includes(words)) &&
      (search.kind === null || lead.kind === search.kind) &&
      (search.from === null || lead.received_at.slice(0, 10) >= search.from) &&
      (search.to === null || lead.received_at.slice(0, 10) <= search.to),
  );
  return found.sort((one, other) => other.id - one.id);
}

/** The people of the leads the search finds, each placed by their newest such lead (a founder is not on the wait list). */
function modelPeople(leads: readonly OpsLead[], search: Omit<LeadSearch, 'before' | 'limit'>): OpsPerson[] {
  const theirs = (key: string) => leads.filter((lead) => keyOf(lead.email) === key).sort((a, b) => b.id - a.id);
  const reserved = (key: string) => theirs(key).some((lead) => lead.kind === 'founder');
  const placed = new Map<string, OpsLead>();
  for (const lead of modelSearch(leads, search)) {
    const key = keyOf(lead.email);
    if (!placed.has(key) && !(search.kind === 'waitlist' && reserved(key))) placed.set(key, lead);
  }
  return [...placed].map(([key, lead]) => {
    const own = theirs(key);
    const sent = (kind: LeadKind) => own.some((other) => other.kind === kind);
    return {
      id: lead.id,
      latest: lead.received_at,
      email: own[0]?.email ?? '',
      did: didOf({ waitlist: sent('waitlist'), founder: sent('founder'), feedback: sent('feedback') }),
      confirmation: null,
      leads: own.length,
      url: own.find((other) => other.url !== '')?.url ?? '',
      message: own.find((other) => other.kind === 'feedback')?.message ?? '',
      plan: own.find((other) => other.kind === 'founder' && other.plan !== '')?.plan ?? '',
    };
  });
}

let dir: string;
let sink: ClosableLeadSink;
let sql: SqlRunner;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lead-queries-property-'));
  sink = createLeadSink({ file: join(dir, 'leads.db'), now: () => new Date('2026-11-23T12:00:00.000Z') });
  sql = await sink.database();
});
afterAll(async () => {
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Holds exactly these leads, stored by the store's own statement in one transaction (one commit
 * a case instead of one a lead): their ids in the order received.
 */
async function holdOnly(leads: readonly ReceivedLead[]): Promise<number[]> {
  await sql.write([
    { sql: 'DELETE FROM leads', params: [] },
    { sql: 'DELETE FROM erased_submissions', params: [] },
    ...leads.map((lead) => bindNamed(INSERT_LEAD, leadValues(lead))),
  ]);
  const rows = await sql.all('SELECT id FROM leads ORDER BY id');
  expect(rows).toHaveLength(leads.length);
  return rows.map((row) => Number(row['id']));
}

describe('searchLeads against a model', () => {
  it('gives, page after page, exactly the leads the model keeps, newest first', { timeout: 120_000 }, async () => {
    await checkProperty(
      fc.asyncProperty(leadsArbitrary, searchArbitrary, async (leads, { limit, ...filter }) => {
        const held = modelLeads(leads, await holdOnly(leads));
        const expected = modelSearch(held, filter);
        const found: OpsLead[] = [];
        for (let before: number | null = null, pages = 0; ; pages += 1) {
          expect(pages).toBeLessThanOrEqual(held.length);
          const page = await searchLeads(sql, { ...filter, before, limit });
          found.push(...page.leads);
          expect(page.leads.length).toBeLessThanOrEqual(limit);
          if (page.next === null) break;
          expect(page.leads).toHaveLength(limit);
          expect(page.next).toBe(page.leads.at(-1)?.id);
          before = page.next;
        }
        expect(found).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('searchPeople against a model', () => {
  it('gives, page after page, each person the model finds once, newest first, with what they did', {
    timeout: 120_000,
  }, async () => {
    await checkProperty(
      fc.asyncProperty(leadsArbitrary, searchArbitrary, async (leads, { limit, ...filter }) => {
        const held = modelLeads(leads, await holdOnly(leads));
        const found: OpsPerson[] = [];
        for (let before: number | null = null, pages = 0; ; pages += 1) {
          expect(pages).toBeLessThanOrEqual(held.length);
          const page = await searchPeople(sql, { ...filter, before, limit });
          found.push(...page.people);
          if (page.next === null) break;
          expect(page.people).toHaveLength(limit);
          expect(page.next).toBe(page.people.at(-1)?.id);
          before = page.next;
        }
        expect(found).toEqual(modelPeople(held, filter));
      }),
      { numRuns: 300 },
    );
  });
});

describe('personLeads, leadCounts and erasePerson against a model', () => {
  it('agree with the leads held, before and after an erasure', { timeout: 120_000 }, async () => {
    await checkProperty(
      fc.asyncProperty(leadsArbitrary, fc.constantFrom(...EMAILS, 'nobody@example.com'), async (leads, asked) => {
        const held = modelLeads(leads, await holdOnly(leads));
        const key = keyOf(asked);
        const theirs = held.filter((lead) => keyOf(lead.email) === key);
        expect(await personLeads(sql, asked)).toEqual(theirs);

        // Each figure is as many people as the list shows for its kind.
        const everyone = { q: '', kind: null, from: null, to: null };
        const shown = (list: readonly OpsLead[], kind: LeadKind | null) =>
          modelPeople(list, { ...everyone, kind }).length;
        const counts = (list: readonly OpsLead[]) => ({
          leads: list.length,
          people: shown(list, null),
          waitlist: shown(list, 'waitlist'),
          founders: shown(list, 'founder'),
          feedback: shown(list, 'feedback'),
          // No address here confirmed itself: every founder is pending, none confirmed.
          foundersConfirmed: 0,
          founderPending: shown(list, 'founder'),
        });
        expect(await leadCounts(sql)).toEqual(counts(held));

        expect(await erasePerson(sql, asked, new Date('2026-11-23T12:00:00.000Z'))).toBe(theirs.length);
        const left = held.filter((lead) => keyOf(lead.email) !== key);
        expect(await searchLeads(sql, { q: '', kind: null, from: null, to: null, before: null, limit: 100 })).toEqual({
          leads: [...left].reverse(),
          next: null,
        });
        expect(await personLeads(sql, asked)).toEqual([]);
        expect(await leadCounts(sql)).toEqual(counts(left));
        const erased = await sql.all('SELECT submission_id FROM erased_submissions ORDER BY submission_id');
        expect(erased.map((row) => row['submission_id'])).toEqual(
          theirs
            .map((lead) => lead.submission_id)
            .filter((id) => id !== '')
            .sort(),
        );
      }),
      { numRuns: 200 },
    );
  });
});
