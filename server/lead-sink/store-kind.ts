/**
 * What is at a leads path, read from its first bytes only, so that the start-up never takes a
 * file that is not the sink's for its database, nor imports one that is no older release's leads.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { isRecord } from '../../src/lib/is-record.ts';
import { parseLegacyLine } from './legacy-leads.ts';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** What is at a leads path: nothing, a SQLite database (an empty file is one to SQLite), or something else. */
export function storeKind(file: string): 'missing' | 'sqlite' | 'other' {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'r');
  } catch (error) {
    if (isRecord(error) && error['code'] === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(descriptor, header, 0, header.length, 0);
    if (read === 0) return 'sqlite';
    return read === header.length && header.equals(SQLITE_HEADER) ? 'sqlite' : 'other';
  } finally {
    closeSync(descriptor);
  }
}

/** Whether a file that is no database starts with a lead of an older release (its first line). */
export function isLegacyLeads(file: string): boolean {
  const descriptor = openSync(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const read = readSync(descriptor, head, 0, head.length, 0);
    const firstLine = head.subarray(0, read).toString('utf8').split('\n', 1)[0] ?? '';
    return parseLegacyLine(firstLine) !== null;
  } finally {
    closeSync(descriptor);
  }
}
