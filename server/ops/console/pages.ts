/**
 * The operator's console pages, mounted by ops-routes.ts at /ops once the operator is signed in
 * (it sets c.var.ops, checks a POST's origin and sends the headers). Server-rendered HTML with
 * no script, the same on Node and workerd; every value from a lead is escaped as text.
 */
import { Hono } from 'hono';
import { erasePerson } from '../../confirmations/forget-address.ts';
import { addressConfirmation, leadCounts, PAGE_SIZE, personLeads, signupsPerDay } from '../lead-queries.ts';
import { NO_FOUNDER_RULE, type OpsEnv } from '../ops-context.ts';
import { searchPeople } from '../people-queries.ts';
import { eraseConfirmPage, erasedPage } from './erase-pages.ts';
import { leadsPage } from './leads-page.ts';
import { readEmail, readLeadsQuery } from './leads-query.ts';
import { emailProblemPage, personPage } from './person-page.ts';
import { CHART_DAYS } from './signups-chart.ts';

export { CONSOLE_CSS } from './console-css.ts';
export { signInPage } from './sign-in-page.ts';

export function consolePages(): Hono<OpsEnv> {
  const app = new Hono<OpsEnv>();

  app.get('/', async (c) => {
    const { ops } = c.var;
    const reading = readLeadsQuery(c.req.query());
    const sql = await ops.database();
    const [counts, foundersTaken, days, found] = await Promise.all([
      leadCounts(sql),
      ops.foundersTaken(),
      signupsPerDay(sql, ops.now(), CHART_DAYS),
      reading.ok
        ? searchPeople(sql, { ...reading.query, before: reading.query.cursor, limit: PAGE_SIZE })
        : Promise.resolve(null),
    ]);
    const search =
      reading.ok && found ? { query: reading.query, ...found } : { problems: reading.ok ? [] : reading.problems };
    const page = { counts, foundersTaken, founderRule: ops.founderRule ?? NO_FOUNDER_RULE, days };
    return c.html(leadsPage({ ...page, fields: reading.fields, search }), reading.ok ? 200 : 400);
  });

  app.get('/person', async (c) => {
    const reading = readEmail(c.req.query('email'));
    if (!reading.ok) return c.html(emailProblemPage(reading.message), 400);
    const database = await c.var.ops.database();
    const confirmation = await addressConfirmation(database, reading.email);
    const leads = await personLeads(database, reading.email);
    return c.html(personPage(reading.email, leads, confirmation, c.var.ops.founderRule ?? NO_FOUNDER_RULE));
  });

  app.get('/erase', async (c) => {
    const reading = readEmail(c.req.query('email'));
    if (!reading.ok) return c.html(emailProblemPage(reading.message), 400);
    const leads = await personLeads(await c.var.ops.database(), reading.email);
    return c.html(eraseConfirmPage(reading.email, leads.length));
  });

  app.post('/erase', async (c) => {
    // A body that is not a form (or a broken one) has no address: the same answer as a blank one.
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const field = body['email'];
    const reading = readEmail(typeof field === 'string' ? field : undefined);
    if (!reading.ok) return c.html(emailProblemPage(reading.message), 400);
    const { ops } = c.var;
    const erased = await erasePerson(await ops.database(), reading.email, ops.now());
    return c.html(erasedPage(reading.email, erased));
  });

  return app;
}
