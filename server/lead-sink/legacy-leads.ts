/**
 * The JSON-lines leads file of older releases: one JSON object per line, each a lead with its
 * `received_at`. Read as a stream of lines with their byte offsets, in constant memory whatever
 * the file's size (a 600 MiB file once made the old sink build one string past V8's limit), so
 * that it can be imported into the database or printed as it is.
 */
import { createReadStream } from 'node:fs';
import { type LeadText, leadFieldsOf } from '../../src/leads/rules/fields.ts';
import { isRecord } from '../../src/lib/is-record.ts';

/** A lead as an older release stored it. */
export interface LegacyLead extends Omit<LeadText, 'plan'> {
  received_at: string;
}

/**
 * The longest line taken as a lead. A stored lead is at most about 10,000 characters of fields,
 * which JSON escaping (`\u0000` for a control character) can make six times longer; a longer
 * line is garbage and is skipped without being held in memory.
 */
export const MAX_LINE_BYTES = 256 * 1024;

const NEWLINE = 0x0a;
const READ_CHUNK_BYTES = 1024 * 1024;

/** One line of the file, or null for a line that is not a lead (say, torn by a crash). */
export function parseLegacyLine(line: string): LegacyLead | null {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(data) || typeof data['received_at'] !== 'string') return null;
  return { received_at: data['received_at'], ...leadFieldsOf(data) };
}

export interface LegacyLine {
  /** The line's text without its newline; null for a line longer than MAX_LINE_BYTES. */
  text: string | null;
  /** Byte offset just past the line (and its newline): where reading resumes after it. */
  end: number;
}

/**
 * The lines of the file from byte `start`, each with where it ends. A last line without a
 * newline (the file was cut mid-write) is still yielded, so a complete lead there is not lost
 * and a torn one fails to parse. Bytes are split on the newline byte before decoding, so the
 * offsets are exact and a multi-byte character is never cut.
 */
export async function* legacyLines(file: string, start = 0): AsyncGenerator<LegacyLine> {
  let parts: Buffer[] = [];
  let partBytes = 0;
  let overlong = false;
  let offset = start;
  const finish = (end: number): LegacyLine => {
    const line = { text: overlong ? null : Buffer.concat(parts, partBytes).toString('utf8'), end };
    parts = [];
    partBytes = 0;
    overlong = false;
    return line;
  };
  for await (const chunk of createReadStream(file, { start, highWaterMark: READ_CHUNK_BYTES })) {
    const bytes = chunk as Buffer;
    let from = 0;
    for (let newline = bytes.indexOf(NEWLINE, from); newline !== -1; newline = bytes.indexOf(NEWLINE, from)) {
      if (!overlong) parts.push(bytes.subarray(from, newline));
      partBytes += newline - from;
      from = newline + 1;
      if (partBytes > MAX_LINE_BYTES) overlong = true;
      yield finish(offset + from);
    }
    // The rest of the chunk starts the next line; past the limit it is counted, not kept.
    partBytes += bytes.length - from;
    if (partBytes > MAX_LINE_BYTES) {
      overlong = true;
      parts = [];
    } else if (from < bytes.length) {
      // A copy: a subarray would pin the whole 1 MiB chunk for a few bytes of a line.
      parts.push(Buffer.from(bytes.subarray(from)));
    }
    offset += bytes.length;
  }
  if (partBytes > 0 || overlong) yield finish(offset);
}

/** The leads of the file in order, skipping lines that are not leads. */
export async function* legacyLeads(file: string): AsyncGenerator<LegacyLead> {
  for await (const line of legacyLines(file)) {
    const lead = line.text === null ? null : parseLegacyLine(line.text);
    if (lead !== null) yield lead;
  }
}
