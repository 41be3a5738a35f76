/**
 * The lead databases of the server's unit tests, each in a fresh temporary folder removed after
 * it: a leads file for a host the test starts (per test, or for a test file's tests), or the sink
 * itself over one, on a clock each lead sets (a second after the one before, or a time given).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { type ClosableLeadSink, createLeadSink, type LeadInput } from '../../server/lead-sink/sqlite-sink';
import type { SqlRunner } from '../../server/sql/sql-runner';
import { WAITLIST_MESSAGE } from '../../src/leads/rules/lead-kind';

export interface LeadDatabase {
  file: string;
  sink: ClosableLeadSink;
  sql(): Promise<SqlRunner>;
  /** The time the last lead was received, in epoch ms. */
  now(): number;
  /** Stores a lead received at `at` (an ISO time), or a second after the one before. */
  add(lead: Partial<LeadInput> & { email: string }, at?: string): Promise<{ duplicate: boolean }>;
  remove(): Promise<void>;
}

const temporaryFolder = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
const removeFolder = (dir: string) => rmSync(dir, { recursive: true, force: true });

/**
 * A leads file of its own for each test (`path` is under a `nested/` folder that does not exist
 * yet, which the store creates), removed after the test.
 */
export function leadsFilePerTest(): { dir: string; path: string } {
  const current = { dir: '', path: '' };
  beforeEach(() => {
    current.dir = temporaryFolder('reference-host-leads-');
    current.path = join(current.dir, 'nested', 'leads.db');
  });
  afterEach(() => removeFolder(current.dir));
  return current;
}

/** A leads file shared by a test file's tests, removed after them. */
export function leadsFileForAll(prefix: string): string {
  const dir = temporaryFolder(prefix);
  afterAll(() => removeFolder(dir));
  return join(dir, 'leads.db');
}

/** `defaults`: what every lead holds unless it says otherwise (a wait-list lead from the site). */
export function leadDatabase(prefix: string, defaults: Partial<LeadInput> = {}): LeadDatabase {
  const dir = temporaryFolder(prefix);
  const file = join(dir, 'leads.db');
  let clock = Date.parse('2026-11-21T10:00:00.000Z');
  const sink = createLeadSink({ file, now: () => new Date(clock) });
  return {
    file,
    sink,
    sql: () => sink.database(),
    now: () => clock,
    add(lead, at) {
      clock = at === undefined ? clock + 1_000 : Date.parse(at);
      const base = { url: '', message: WAITLIST_MESSAGE, site: 'https://testable.example/', submission_id: '' };
      return sink.add({ ...base, ...defaults, ...lead });
    },
    async remove() {
      await sink.close();
      removeFolder(dir);
    },
  };
}

/** A lead database of its own for each test (`current()` during it), removed after it. */
export function leadDatabasePerTest(prefix: string, defaults: Partial<LeadInput> = {}): () => LeadDatabase {
  let database: LeadDatabase | undefined;
  beforeEach(() => {
    database = leadDatabase(prefix, defaults);
  });
  afterEach(async () => {
    await database?.remove();
    database = undefined;
  });
  return () => {
    if (!database) throw new Error('The lead database exists only during a test');
    return database;
  };
}
