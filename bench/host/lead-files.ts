/**
 * The files the lead soak of `npm run bench:host` measures against, written before any
 * measurement starts: a large lead database, and an older release's JSON-lines file to import.
 * Setting the scene, not measuring: each is written as fast as it can be.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createLeadSink } from '../../server/lead-sink/sqlite-sink.ts';
import { leadInserter, openLeadDatabase } from '../../server/lead-sink/sqlite-store.ts';
import { insertInBatches } from '../batched-inserts.ts';
import { syntheticLeads } from '../synthetic-leads.ts';

/** A database of the sink's own schema holding `leads` leads; its size in bytes. */
export async function buildDatabase(file: string, leads: number): Promise<number> {
  // The sink creates the database and its schema, as a server's first lead would.
  const sink = createLeadSink({ file });
  await sink.add({
    email: 'first@example.com',
    url: '',
    message: 'Expression of interest',
    site: '',
    submission_id: '',
  });
  await sink.close();
  const db = await openLeadDatabase(file);
  // The rest go in through the sink's own statement.
  insertInBatches(db, syntheticLeads(leads - 1, 1), leadInserter(db));
  db.close();
  return (await stat(file)).size;
}

/** A line of JSON is longer than this, so the file never needs more leads than its bytes over it. */
const SHORTEST_LINE_BYTES = 100;

/** Writes an older release's JSON-lines file of about `targetMiB`, with synthetic leads (an older release kept no plan). */
export async function writeLegacyFile(file: string, targetMiB: number): Promise<number> {
  const out = createWriteStream(file);
  const target = targetMiB * 2 ** 20;
  let written = 0;
  let lines = 0;
  let chunk = '';
  for (const { plan: _, ...lead } of syntheticLeads(Math.ceil(target / SHORTEST_LINE_BYTES), 2)) {
    chunk += `${JSON.stringify(lead)}\n`;
    lines += 1;
    if (chunk.length >= 1024 * 1024 || written + chunk.length >= target) {
      written += Buffer.byteLength(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
      if (written >= target) break;
    }
  }
  out.end();
  await once(out, 'close');
  return lines;
}
