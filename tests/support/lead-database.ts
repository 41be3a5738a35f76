/**
 * A real lead database for the server's unit tests: the sink over a SQLite file in a fresh
 * temporary folder, on a clock each lead sets (a second after the one before, or a time given).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
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

/** `defaults`: what every lead holds unless it says otherwise (a wait-list lead from the site). */
export function leadDatabase(prefix: string, defaults: Partial<LeadInput> = {}): LeadDatabase {
  const dir = mkdtempSync(join(tmpdir(), prefix));
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
      rmSync(dir, { recursive: true, force: true });
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
