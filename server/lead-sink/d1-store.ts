/**
 * The lead store on Cloudflare's edge: D1, Cloudflare's replicated SQLite, holding the table of
 * migrations/ (applied by `wrangler d1 migrations apply`) and running the statements of
 * store.ts through server/sql/d1-runner.ts. The INSERT finds the repeat and stores the lead in
 * one statement, so two isolates storing the same lead store it once.
 */
import { type D1Like, d1Failure, d1Runner } from '../sql/d1-runner.ts';
import { leadOf, leadValues } from '../sql/lead-columns.ts';
import { bindNamed } from '../sql/named-parameters.ts';
import type { SqlStatement } from '../sql/sql-runner.ts';
import { INSERT_LEAD, type LeadStore, pagedLeads, SELECT_LEAD_PAGE } from './store.ts';

export function d1Store(db: D1Like): LeadStore {
  const bound = ({ sql, params }: SqlStatement) => db.prepare(sql).bind(...params);
  return {
    sql: d1Runner(db),
    async add(lead) {
      try {
        const { meta } = await bound(bindNamed(INSERT_LEAD, leadValues(lead))).run();
        return { duplicate: (meta.changes ?? 0) === 0 };
      } catch (error) {
        throw d1Failure(error);
      }
    },
    leads: (pageRows) =>
      pagedLeads(
        async (after, limit) => (await bound(bindNamed(SELECT_LEAD_PAGE, { after, limit })).all()).results,
        leadOf,
        pageRows,
      ),
    async close() {},
  };
}
