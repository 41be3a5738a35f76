/**
 * The reference lead sink on one machine: its SQLite store (sqlite-store.ts) opened on first use,
 * the readers of what it holds (npm run leads, the tests), and the guard that keeps the database
 * out of the folder the server serves. The sink itself is sink.ts.
 */
import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { legacyLeads } from './legacy-leads.ts';
import { type ClosableLeadSink, leadSink } from './sink.ts';
import {
  openLeadDatabase,
  readLeadPages,
  type SqliteStoreOptions,
  schemaVersionOf,
  sqliteStore,
} from './sqlite-store.ts';
import type { StoredLead } from './store.ts';
import { storeKind } from './store-kind.ts';

export { DEFAULT_LEADS_FILE, DEFAULT_LEADS_MAX_MB, LEGACY_LEADS_FILE } from './defaults.ts';
export { type ClosableLeadSink, type LeadSink, leadSink } from './sink.ts';
export { SCHEMA_VERSION } from './sqlite-store.ts';
export type { LeadInput, StoredLead } from './store.ts';

/** A path with its folders' links resolved, as far as they exist. */
function realPath(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute)) return realpathSync(absolute);
  const parent = dirname(absolute);
  return parent === absolute ? absolute : resolve(realPath(parent), relative(parent, absolute));
}

/**
 * Refuses a lead database inside a folder the server serves (dist/, or public/, which the build
 * copies there): anyone could download every lead.
 */
export function refuseServedLeadsFile(file: string, servedFolders: readonly string[]): void {
  const real = realPath(file);
  for (const folder of servedFolders) {
    const inside = relative(realPath(folder), real);
    if (inside !== '' && !inside.startsWith('..') && !isAbsolute(inside))
      throw new Error(`LEADS_FILE ${file} is inside ${folder}, which is served to anyone: keep the leads outside it.`);
  }
}

export interface SqliteSinkOptions extends SqliteStoreOptions {
  /** The SQLite database; created, with its folder, on first use. */
  file: string;
  now?: () => Date;
}

/** The sink on one machine. An older release's leads are imported at start-up (prepare-lead-store.ts). */
export function createLeadSink({ file, now, ...options }: SqliteSinkOptions): ClosableLeadSink {
  return leadSink(async () => {
    mkdirSync(dirname(file), { recursive: true });
    return sqliteStore(await openLeadDatabase(file, options), options);
  }, now);
}

/**
 * Every lead stored at `file`, in the order received, streamed: a database (opened read-only,
 * read a page at a time) or an older release's JSON-lines file (read as it is, repeat_of '').
 * Nothing there, no leads.
 */
export async function* storedLeads(file: string): AsyncGenerator<StoredLead> {
  const kind = storeKind(file);
  if (kind === 'missing') return;
  if (kind === 'other') {
    for await (const lead of legacyLeads(file)) yield { ...lead, plan: '', repeat_of: '' };
    return;
  }
  const db = new DatabaseSync(file, { readOnly: true, timeout: 1_000 });
  try {
    // An empty file, or a database created but not yet given its schema: no leads yet.
    if (schemaVersionOf(db, file) === 0) return;
    yield* readLeadPages(db);
  } finally {
    db.close();
  }
}

/** Every lead stored at `file`, in memory: for tests and small stores. */
export async function readLeads(file: string): Promise<StoredLead[]> {
  const leads: StoredLead[] = [];
  for await (const lead of storedLeads(file)) leads.push({ ...lead });
  return leads;
}
