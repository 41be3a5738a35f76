/**
 * The reference lead sink: stands in for the third-party webhook that receives waitlist leads
 * and feedback. Each accepted lead is appended as one JSON line and fsync'ed before the caller
 * is told it was stored, so an answered lead survives a crash. The browser retries a submission
 * with the same submission_id until it is answered, so repeats are expected: a submission_id
 * already in the file (also one written before a restart, or by another process on the same
 * file) is acknowledged without being stored twice.
 */
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isRecord } from '../../src/lib/is-record.ts';
import { type LeadText, leadFieldsOf } from '../../src/lib/lead-fields.ts';

export type LeadInput = LeadText;

export interface StoredLead extends LeadInput {
  /** ISO 8601 time the sink accepted the lead. */
  received_at: string;
  /** The first lead from the same email when this one repeats it, else ''. */
  repeat_of: string;
}

export const DEFAULT_LEADS_FILE = 'data/leads.jsonl';

export interface LeadSinkOptions {
  file: string;
  now?: () => Date;
}

export interface LeadSink {
  /** Stores the lead durably; `duplicate` when its submission_id was already stored. */
  add(lead: LeadInput): Promise<{ duplicate: boolean }>;
}

/** One line of the file, or null for a line that is not a lead (say, torn by a crash). */
function parseLine(line: string): StoredLead | null {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(data) || typeof data['received_at'] !== 'string') return null;
  return { received_at: data['received_at'], ...leadFieldsOf(data), repeat_of: '' };
}

export const parseLeads = (text: string): StoredLead[] =>
  text
    .split('\n')
    .map(parseLine)
    .filter((lead) => lead !== null);

const isMissing = (error: unknown) => isRecord(error) && error['code'] === 'ENOENT';

/** Every lead stored in the file; no file yet means no leads. */
export async function readLeads(file: string): Promise<StoredLead[]> {
  try {
    return parseLeads(await readFile(file, 'utf8'));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
}

export function createLeadSink({ file, now = () => new Date() }: LeadSinkOptions): LeadSink {
  const seen = new Set<string>();
  // How much of the file has been read into `seen`, and whether it ends mid-line.
  let knownSize = 0;
  let endsMidLine = false;
  // Writes run one at a time, so "is it a repeat?" and "append it" cannot interleave.
  let queue: Promise<unknown> = Promise.resolve();

  /** Reads whatever was appended since the last look (all of it on first use or after a truncation). */
  async function catchUp() {
    const size = await fileSize(file);
    if (size === knownSize) return;
    if (size < knownSize) {
      seen.clear();
      knownSize = 0;
    }
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(size - knownSize);
      await handle.read(buffer, 0, buffer.length, knownSize);
      const text = buffer.toString('utf8');
      for (const lead of parseLeads(text)) if (lead.submission_id) seen.add(lead.submission_id);
      endsMidLine = !text.endsWith('\n');
      knownSize = size;
    } finally {
      await handle.close();
    }
  }

  async function append(lead: LeadInput): Promise<{ duplicate: boolean }> {
    await catchUp();
    if (lead.submission_id && seen.has(lead.submission_id)) return { duplicate: true };
    const record = { received_at: now().toISOString(), ...lead };
    // A line torn by a crash is closed first, so the new lead starts a line of its own.
    const line = `${endsMidLine ? '\n' : ''}${JSON.stringify(record)}\n`;
    const created = knownSize === 0;
    await mkdir(dirname(file), { recursive: true });
    const handle = await open(file, 'a');
    try {
      await handle.writeFile(line, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (created) await syncDirectory(dirname(file));
    // knownSize is left alone: the next catch-up reads this line back, together with anything
    // another process appended meanwhile, so the offset never skips a line.
    if (lead.submission_id) seen.add(lead.submission_id);
    return { duplicate: false };
  }

  return {
    add(lead) {
      const result = queue.then(() => append(lead));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/** A new file's directory entry is only durable once the directory is synced (POSIX). */
async function syncDirectory(directory: string) {
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot open or sync a directory; the file itself is already synced.
  }
}
