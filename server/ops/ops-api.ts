/**
 * /ops/api/*: the console's JSON for scripts (docs/operating.md, "The operator's console and the founder count"), behind ops-auth.ts.
 * The CSV is the one `npm run leads` prints, streamed a page of rows at a time, so a year of
 * leads never sits in memory.
 */
import { Hono } from 'hono';
import { FOUNDER_SPOTS } from '../../src/lib/constants.ts';
import { isRecord } from '../../src/lib/is-record.ts';
import { erasePerson } from '../confirmations/forget-address.ts';
import { limitBody, readJsonBody } from '../http/guards.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { readEmail, readLeadsQuery } from './console/leads-query.ts';
import { csvLeadRow, csvLeads, LEADS_CSV_HEADER } from './csv-leads.ts';
import { addressConfirmation, leadCounts, PAGE_SIZE, personLeads, searchLeads, signupsPerDay } from './lead-queries.ts';
import type { OpsEnv } from './ops-context.ts';
import { searchPeople } from './people-queries.ts';
import { personState } from './person-story.ts';

/** Days of signups the stats give. */
export const SIGNUP_DAYS = 30;
/** Rows read from the database for each part of the CSV. */
const CSV_PAGE_ROWS = 2_000;

/** Every lead, oldest first, as the CSV of `npm run leads`; `mailer`: the site asks addresses to confirm. */
export function leadsCsvStream(sql: SqlRunner, mailer: boolean): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const leads = csvLeads(sql.all, CSV_PAGE_ROWS);
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(LEADS_CSV_HEADER));
        return;
      }
      let chunk = '';
      for (let rows = 0; rows < CSV_PAGE_ROWS; rows += 1) {
        const next = await leads.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLeadRow(next.value, mailer);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await leads.return(undefined);
    },
  });
}

export function opsApi(): Hono<OpsEnv> {
  const api = new Hono<OpsEnv>();

  api.get('/leads', async (c) => {
    const read = readLeadsQuery(c.req.query());
    if (!read.ok) return c.json({ error: read.problems.map((problem) => problem.message).join(' ') }, 400);
    const search = { ...read.query, before: read.query.cursor, limit: PAGE_SIZE };
    const { leads, next } = await searchLeads(await c.var.ops.database(), search);
    return c.json({ leads, next: next === null ? null : String(next) });
  });

  // The console's rows: one per person, with what they did and where their address stands.
  api.get('/people', async (c) => {
    const read = readLeadsQuery(c.req.query());
    if (!read.ok) return c.json({ error: read.problems.map((problem) => problem.message).join(' ') }, 400);
    const search = { ...read.query, before: read.query.cursor, limit: PAGE_SIZE };
    const { people, next } = await searchPeople(await c.var.ops.database(), search);
    const mailer = c.var.ops.founderRule?.confirmedOnly ?? false;
    const rows = people.map((person) => ({ ...person, state: personState(person, mailer) }));
    return c.json({ people: rows, next: next === null ? null : String(next) });
  });

  api.get('/leads.csv', async (c) => {
    const day = c.var.ops.now().toISOString().slice(0, 10);
    const mailer = c.var.ops.founderRule?.confirmedOnly ?? false;
    return c.body(leadsCsvStream(await c.var.ops.database(), mailer), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="testable-leads-${day}.csv"`,
    });
  });

  api.get('/person', async (c) => {
    const read = readEmail(c.req.query('email'));
    if (!read.ok) return c.json({ error: read.message }, 400);
    const { email } = read;
    const database = await c.var.ops.database();
    const [confirmation, leads] = [await addressConfirmation(database, email), await personLeads(database, email)];
    return c.json({ email, confirmation, leads }, 200, {
      'Content-Disposition': `attachment; filename="testable-person.json"`,
    });
  });

  api.post('/erase', limitBody(), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const given = isRecord(read.body) ? read.body['email'] : undefined;
    const email = readEmail(typeof given === 'string' ? given : '');
    if (!email.ok) return c.json({ error: `The body must be {"email": …}: ${email.message}` }, 400);
    return c.json({ erased: await erasePerson(await c.var.ops.database(), email.email, c.var.ops.now()) });
  });

  api.get('/stats', async (c) => {
    const sql = await c.var.ops.database();
    const [counts, taken, signups] = await Promise.all([
      leadCounts(sql),
      c.var.ops.foundersTaken(),
      signupsPerDay(sql, c.var.ops.now(), SIGNUP_DAYS),
    ]);
    return c.json({ ...counts, founderSpots: { taken, cap: FOUNDER_SPOTS }, signupsPerDay: signups });
  });

  return api;
}
