/**
 * The D1 database of wrangler.toml, read from the command line through `wrangler d1 execute`
 * (the remote one, or with `local` the one `npm run preview:edge` keeps): for `npm run leads --
 * --d1`, a page of leads per call, so its memory stays flat whatever the number of leads.
 */
import { execFileSync } from 'node:child_process';
import type { D1Bound, D1Like } from '../sql/d1-runner.ts';

/** The project's wrangler (pinned in devDependencies). */
export const WRANGLER = 'node_modules/.bin/wrangler';
/**
 * What wrangler needs to run offline and unattended, here and in the tools and tests that run it:
 * no metrics sent, no prompt (CI), no update check.
 */
export const WRANGLER_OFFLINE = { WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_UPDATE_NOTIFIER: '1' };
/** Where `npm run preview:edge` keeps its local D1 (LEADS_D1_STATE names another). */
export const localD1State = () => process.env['LEADS_D1_STATE']?.trim() || '.wrangler/state';

/** SQL text with its numbered parameters (?1, ?2…) written in, for a call that takes no parameters. */
export function inlineParameters(sql: string, values: readonly unknown[]): string {
  return sql.replace(/\?(\d+)/g, (_, index: string) => {
    const value = values[Number(index) - 1];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (value === null || value === undefined) return 'NULL';
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}

export function wranglerD1({ local }: { local: boolean }): D1Like {
  const execute = (sql: string) => {
    const printed = execFileSync(
      WRANGLER,
      [
        'd1',
        'execute',
        'testable',
        ...(local ? ['--local', '--persist-to', localD1State()] : ['--remote']),
        '--json',
        '--command',
        sql,
      ],
      { encoding: 'utf8', maxBuffer: 256 * 2 ** 20, env: { ...process.env, ...WRANGLER_OFFLINE } },
    );
    return JSON.parse(printed) as { results: Record<string, unknown>[]; meta?: { changes?: number } }[];
  };
  const changes = (result: { meta?: { changes?: number } } | undefined) => ({
    meta: { changes: result?.meta?.changes ?? 0 },
  });
  // A bound statement is its SQL with the values written in; several run as one command.
  const boundSql = new WeakMap<D1Bound, string>();
  return {
    prepare: (sql) => ({
      bind: (...values) => {
        const text = inlineParameters(sql, values);
        const bound: D1Bound = {
          run: async () => changes(execute(text)[0]),
          all: async <Row>() => ({ results: (execute(text)[0]?.results ?? []) as Row[] }),
        };
        boundSql.set(bound, text);
        return bound;
      },
    }),
    batch: async (statements) => execute(statements.map((bound) => boundSql.get(bound)).join(';\n')).map(changes),
  };
}
