/**
 * Both lead stores, so that one set of tests runs against each: node:sqlite on one machine, and
 * D1 as Cloudflare's runtime runs it (wrangler's platform proxy: workerd with a local D1, offline),
 * its data kept in a folder so that a restart finds it.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { d1Store } from '../../server/lead-sink/d1-store';
import { openLeadDatabase, sqliteStore } from '../../server/lead-sink/sqlite-store';
import type { LeadStore } from '../../server/lead-sink/store';
import { openLocalD1 } from '../../tools/local-d1';

export { openLocalD1 } from '../../tools/local-d1';

export interface StoreKind {
  name: string;
  /**
   * Opens the store kept in `dir` (created empty the first time); `close` ends its process or
   * file; `exec` runs a statement on the database as an operator's tool would, beside the store.
   */
  open(dir: string): Promise<{ store: LeadStore; close(): Promise<void>; exec(sql: string): Promise<void> }>;
}

export const STORE_KINDS: StoreKind[] = [
  {
    name: 'node:sqlite',
    async open(dir) {
      const file = join(dir, 'leads.db');
      const store = sqliteStore(await openLeadDatabase(file));
      const exec = async (sql: string) => {
        const other = new DatabaseSync(file);
        other.exec(sql);
        other.close();
      };
      return { store, close: () => store.close(), exec };
    },
  },
  {
    name: 'D1 on workerd',
    async open(dir) {
      const { db, dispose } = await openLocalD1(dir);
      const exec = async (sql: string) => {
        await db.prepare(sql).bind().run();
      };
      return { store: d1Store(db), close: dispose, exec };
    },
  },
];
