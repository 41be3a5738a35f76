/**
 * The reference lead sink: stands in for the third-party webhook that receives waitlist leads
 * and feedback, storing each lead in a LeadStore (store.ts): one SQLite file on one machine, D1
 * on the edge. It stamps each lead with the time it was received; the store finds repeats.
 */
import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { storeKind } from './legacy-import.ts';
import { legacyLeads } from './legacy-leads.ts';
import {
  openLeadDatabase,
  readLeadPages,
  SCHEMA_VERSION,
  type SqliteStoreOptions,
  sqliteStore,
} from './sqlite-store.ts';
import type { LeadInput, LeadStore, StoredLead } from './store.ts';

export { SCHEMA_VERSION } from './sqlite-store.ts';
export type { LeadInput, StoredLead } from './store.ts';

export const DEFAULT_LEADS_FILE = 'data/leads.db';
/** Where an older release kept its leads, as JSON lines: imported once into the default database. */
export const LEGACY_LEADS_FILE = 'data/leads.jsonl';
/** The default bound on the lead database (LEADS_MAX_MB): past it a lead is answered 507 and kept by the page. */
export const DEFAULT_LEADS_MAX_MB = 512;

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

export interface LeadSink {
  /** Stores the lead durably; `duplicate` when its submission_id was already stored. */
  add(lead: LeadInput): Promise<{ duplicate: boolean }>;
}

export interface ClosableLeadSink extends LeadSink {
  /** Closes the store (after which `add` opens it again). */
  close(): Promise<void>;
}

/**
 * A sink over the store `open` gives, opened on first use, so a host that never receives a lead
 * never creates one; a failed opening (a folder that cannot be created, a database locked past
 * the deadline) is tried again by the next lead.
 */
export function leadSink(open: () => Promise<LeadStore>, now: () => Date = () => new Date()): ClosableLeadSink {
  let opening: Promise<LeadStore> | null = null;
  const store = () => {
    opening ??= open().catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  return {
    async add(lead) {
      return (await store()).add({ received_at: now().toISOString(), ...lead });
    },
    async close() {
      const current = opening;
      opening = null;
      if (current) await (await current).close();
    },
  };
}

export interface SqliteSinkOptions extends SqliteStoreOptions {
  /** The SQLite database; created, with its folder, on first use. */
  file: string;
  now?: () => Date;
}

/** The sink on one machine. An older release's leads are imported at start-up (legacy-import.ts). */
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
    for await (const lead of legacyLeads(file)) yield { ...lead, repeat_of: '' };
    return;
  }
  const db = new DatabaseSync(file, { readOnly: true, timeout: 1_000 });
  try {
    const version = Number((db.prepare('PRAGMA user_version').get() as Record<string, unknown>)['user_version']);
    // An empty file, or a database created but not yet given its schema: no leads yet.
    if (version === 0) return;
    if (version > SCHEMA_VERSION)
      throw new Error(`${file} was written by a newer release (schema ${version}; this one knows ${SCHEMA_VERSION}).`);
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
