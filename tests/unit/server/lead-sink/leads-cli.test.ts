// @vitest-environment node
/**
 * `npm run leads` (tools/leads-csv.ts) as operators run it: a child process whose stdout is
 * parsed by a real CSV parser.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadSink } from '../../../../server/lead-sink/sqlite-sink';
import { CSV_COLUMNS } from '../../../../server/sql/lead-columns';
import { PROJECT_NODE } from '../../../support/server-process';
import { leadForm } from '../reference-host/helpers';

// The columns docs/operating.md states (checked against the definition by csv.test.ts).
const HEADER = CSV_COLUMNS;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leads-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs `npm run leads` on `file` (by LEADS_FILE, or as the argument), with a mailer's sender set
 * or none; its exit code and stdout.
 */
function leadsCsv(file: string, how: 'env' | 'argument' = 'env', mailFrom = '') {
  const result = spawnSync(PROJECT_NODE, ['tools/leads-csv.ts', ...(how === 'argument' ? [file] : [])], {
    env: {
      PATH: process.env['PATH'] ?? '',
      ...(how === 'env' ? { LEADS_FILE: file } : {}),
      ...(mailFrom === '' ? {} : { MAIL_FROM: mailFrom }),
    },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
const rowsOf = (csv: string): string[][] => parse(csv, { relax_column_count: false });

const time = (second: number) => () => new Date(Date.UTC(2026, 10, 21, 10, 0, second));

describe('npm run leads', () => {
  it('prints the header, then the stored leads in order, with repeat_of, every cell inert', async () => {
    const file = join(dir, 'leads.db');
    let second = 0;
    const sink = createLeadSink({ file, now: () => time(second++)() });
    await sink.add(leadForm({ submission_id: 'a', message: 'Hello, "team"\nsecond line' }));
    await sink.add(leadForm({ submission_id: 'b', email: 'ADA@example.com', message: '=HYPERLINK("http://x")' }));
    await sink.add(
      leadForm({ submission_id: '', email: 'bo@example.com', message: '\u001B]0;owned\u0007\r\u202Egnp.exe' }),
    );
    await sink.close();

    for (const how of ['env', 'argument'] as const) {
      const { status, stdout } = leadsCsv(file, how);
      expect(status).toBe(0);
      expect(rowsOf(stdout)).toEqual([
        HEADER,
        [
          '2026-11-21T10:00:00.000Z',
          'ada@example.com',
          'https://example.com/',
          'Hello, "team"\nsecond line',
          'http://localhost:4321/',
          'a',
          '',
          '',
          'feedback',
          'not needed',
        ],
        [
          '2026-11-21T10:00:01.000Z',
          'ADA@example.com',
          'https://example.com/',
          `'=HYPERLINK("http://x")`,
          'http://localhost:4321/',
          'b',
          'a',
          '',
          'feedback',
          'not needed',
        ],
        [
          '2026-11-21T10:00:02.000Z',
          'bo@example.com',
          'https://example.com/',
          `'<U+001B>]0;owned<U+0007><U+000D><U+202E>gnp.exe`,
          'http://localhost:4321/',
          '',
          '',
          '',
          'feedback',
          'not needed',
        ],
      ]);
    }
  });

  it('says what each lead is, where its address stands, and its plan as text', async () => {
    const file = join(dir, 'leads.db');
    let second = 0;
    const sink = createLeadSink({ file, now: () => time(second++)() });
    const plan = JSON.stringify({
      user_types: [
        {
          type: { value: 'Dog owners' },
          segments: [{ segment: { value: 'Busy' }, goals: [{ value: 'Book a walk' }] }],
        },
      ],
    });
    await sink.add(leadForm({ submission_id: 'a' }));
    await sink.add(leadForm({ submission_id: 'b', message: 'Founder reservation', plan }));
    await sink.add(leadForm({ submission_id: 'c', email: 'bo@example.com' }));
    await sink.add(leadForm({ submission_id: 'd', email: 'bo@example.com', message: 'Lovely' }));
    await sink.add(leadForm({ submission_id: 'e', email: 'cy@example.com', message: 'Just saying' }));
    const sql = await sink.database();
    await sql.write([
      {
        sql: `INSERT INTO confirmations (email_key, kind, status, confirmed_at) VALUES ('ada@example.com', 'founder', 'confirmed', ?1)`,
        params: ['2026-11-21T10:00:03.000Z'],
      },
    ]);
    await sink.close();

    const columns = (mailFrom: string) =>
      rowsOf(leadsCsv(file, 'env', mailFrom).stdout).map((row) => [row[1], ...row.slice(7)]);
    expect(columns('hello@testable.example')).toEqual([
      ['email', 'plan', 'kind', 'confirmation'],
      ['ada@example.com', '', 'waitlist', 'confirmed'],
      ['ada@example.com', 'Dog owners > Busy: goals: Book a walk', 'founder', 'confirmed'],
      // Asked before the mailer or not, an address that signed up is due a confirmation.
      ['bo@example.com', '', 'waitlist', 'pending'],
      ['bo@example.com', '', 'feedback', 'pending'],
      // Feedback alone is never asked to confirm.
      ['cy@example.com', '', 'feedback', 'not needed'],
    ]);
    // Without a mailer, no address is asked: only one confirmed earlier says so.
    expect(columns('').map((row) => row[3])).toEqual([
      'confirmation',
      'confirmed',
      'confirmed',
      'not needed',
      'not needed',
      'not needed',
    ]);
  });

  it('prints no escape, bell, bare CR or NUL to the terminal', async () => {
    const file = join(dir, 'leads.db');
    const sink = createLeadSink({ file });
    await sink.add(leadForm({ message: 'a\u001B[2Jb\u0007c\rd\0e\u009Bf\u200Bg' }));
    await sink.close();
    const { stdout } = leadsCsv(file);
    // CRLF ends each row; any other CR, and every other control, would reach the terminal raw.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
    expect(stdout.replaceAll('\r\n', '\n')).not.toMatch(/[\0-\x08\x0B-\x1F\x7F-\x9F\u200B]/u);
    expect(stdout).toContain('a<U+001B>[2Jb<U+0007>c<U+000D>d<U+0000>e<U+009B>f<U+200B>g');
  });

  it('prints the header alone, and exits 0, when there is no store yet', () => {
    const { status, stdout } = leadsCsv(join(dir, 'none.db'));
    expect(status).toBe(0);
    expect(stdout).toBe(`${HEADER.map((name) => `"${name}"`).join(',')}\r\n`);
    expect(existsSync(join(dir, 'none.db'))).toBe(false);
  });

  it('reads an older release’s JSON-lines file as it is, without touching it', () => {
    const file = join(dir, 'leads.jsonl');
    const legacy =
      `${JSON.stringify({ received_at: 'r1', ...leadForm({ email: '=evil()' }) })}\n` +
      'not json\n' +
      `${JSON.stringify({ received_at: 'r2', ...leadForm({ submission_id: 'sub-2' }) })}\n{"received_at":"r3`;
    writeFileSync(file, legacy);
    const before = statSync(file);
    const { status, stdout } = leadsCsv(file);
    expect(status).toBe(0);
    expect(rowsOf(stdout).map((row) => row.slice(0, 2).concat(row.slice(5)))).toEqual([
      ['received_at', 'email', 'submission_id', 'repeat_of', 'plan', 'kind', 'confirmation'],
      ['r1', "'=evil()", 'sub-1', '', '', 'waitlist', 'not needed'],
      ['r2', 'ada@example.com', 'sub-2', '', '', 'waitlist', 'not needed'],
    ]);
    expect(readFileSync(file, 'utf8')).toBe(legacy);
    expect(statSync(file).mtimeMs).toBe(before.mtimeMs);
    expect(readdirSync(dir)).toEqual(['leads.jsonl']);
  });

  it('reads a JSON-lines file past 512 MiB (longer than any string) in a stream', { timeout: 60_000 }, () => {
    const file = join(dir, 'leads.jsonl');
    const descriptor = openSync(file, 'w');
    writeSync(descriptor, `${JSON.stringify({ received_at: 'r1', ...leadForm() })}\n`);
    // Sparse: NUL bytes that take no disk, then a last lead.
    writeSync(
      descriptor,
      `\n${JSON.stringify({ received_at: 'r2', ...leadForm({ submission_id: 'last' }) })}\n`,
      520 * 2 ** 20,
    );
    closeSync(descriptor);
    const { status, stdout } = leadsCsv(file);
    expect(status).toBe(0);
    expect(rowsOf(stdout).map((row) => row[5])).toEqual(['submission_id', 'sub-1', 'last']);
  });

  it('reads what is committed while a writer holds the database', async () => {
    const file = join(dir, 'leads.db');
    const sink = createLeadSink({ file });
    await sink.add(leadForm());
    await sink.close();
    const writer = new DatabaseSync(file);
    writer.exec('BEGIN IMMEDIATE');
    writer.exec(
      "INSERT INTO leads (received_at, email, url, message, site, email_key, repeat_of) VALUES ('t', 'x@y.z', '', '', '', 'x@y.z', '')",
    );
    const { status, stdout } = leadsCsv(file);
    writer.exec('ROLLBACK');
    writer.close();
    expect(status).toBe(0);
    expect(rowsOf(stdout).map((row) => row[1])).toEqual(['email', 'ada@example.com']);
  });

  it('refuses to guess at a database from a newer release', async () => {
    const file = join(dir, 'leads.db');
    const sink = createLeadSink({ file });
    await sink.add(leadForm());
    await sink.close();
    const db = new DatabaseSync(file);
    db.exec('PRAGMA user_version = 99');
    db.close();
    const { status, stderr } = leadsCsv(file);
    expect(status).not.toBe(0);
    expect(stderr).toMatch(/newer release/);
  });

  it('says the list is partial, and exits 3, while an import has not finished (a start-up killed mid-import)', async () => {
    const file = join(dir, 'leads.db');
    const sink = createLeadSink({ file });
    await sink.add(leadForm({ submission_id: 'a' }));
    await sink.close();
    const db = new DatabaseSync(file);
    db.exec(
      "INSERT INTO legacy_imports (source, bytes_done, imported, repeats, skipped) VALUES ('leads.db.imported.jsonl', 100, 1, 0, 0)",
    );
    db.close();
    const partial = leadsCsv(file);
    expect(partial.status).toBe(3);
    expect(rowsOf(partial.stdout)).toHaveLength(2);
    expect(partial.stderr).toMatch(/import of leads\.db\.imported\.jsonl .* has not finished/);

    const done = new DatabaseSync(file);
    done.exec("UPDATE legacy_imports SET finished_at = '2026-11-27T00:00:00.000Z'");
    done.close();
    expect(leadsCsv(file)).toMatchObject({ status: 0, stderr: '' });
  });

  it('says so too for a JSON-lines file moved aside and not imported at all yet', async () => {
    const file = join(dir, 'leads.db');
    await createLeadSink({ file }).close();
    writeFileSync(`${file}.imported.jsonl`, '{"received_at":"2025-01-01T00:00:00.000Z","email":"a@b.co"}\n');
    const result = leadsCsv(file);
    expect(result.status).toBe(3);
    expect(result.stderr).toMatch(/has not finished/);
  });
});
