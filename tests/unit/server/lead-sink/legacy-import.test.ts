// @vitest-environment node
/**
 * Start-up, before the server takes a request (server/lead-sink/prepare-lead-store.ts): an older
 * release's JSON-lines leads are imported, one importer at a time, and a LEADS_FILE that is not
 * the sink's is refused with nothing renamed.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_LOCK_SUFFIX } from '../../../../server/lead-sink/import-lock';
import { prepareLeadStore } from '../../../../server/lead-sink/prepare-lead-store';
import { createLeadSink, type LeadInput, readLeads } from '../../../../server/lead-sink/sqlite-sink';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { leadsFilePerTest } from '../../../support/lead-database';
import { leadForm, postForm } from '../reference-host/helpers';

const store = leadsFilePerTest();
let file: string;
beforeEach(() => {
  file = store.path;
});
const lead = leadForm;
const logged: string[] = [];
const log = (line: string) => logged.push(line);
beforeEach(() => {
  logged.length = 0;
});

const legacyLine = (fields: Record<string, string>) =>
  `${JSON.stringify({ received_at: '2025-01-02T03:04:05.000Z', ...lead(), ...fields })}\n`;
const rowCount = () => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Number((db.prepare('SELECT count(*) AS n FROM leads').get() as Record<string, unknown>)['n']);
  } finally {
    db.close();
  }
};

/** A start-up, then leads posted to the sink it serves. */
async function startAndAdd(leads: LeadInput[], legacyFile?: string): Promise<{ duplicate: boolean }[]> {
  await prepareLeadStore({ file, log, ...(legacyFile === undefined ? {} : { legacyFile }) });
  const sink = createLeadSink({ file });
  const answers = [];
  for (const item of leads) answers.push(await sink.add(item));
  await sink.close();
  return answers;
}

describe('an older release’s JSON-lines file', () => {
  it('at LEADS_FILE itself: moved aside, imported once, torn and garbage lines skipped, repeats ignored', async () => {
    mkdirSync(join(store.dir, 'nested'));
    const legacy =
      legacyLine({ submission_id: 'old-1' }) +
      'not json\n' +
      legacyLine({ submission_id: 'old-1', message: 'a retry' }) +
      '\n' +
      legacyLine({ submission_id: '', email: 'bo@example.com' }) +
      '{"received_at":"2025-01-02T03:';
    writeFileSync(file, legacy);
    expect(await startAndAdd([lead({ submission_id: 'old-1' }), lead({ submission_id: 'new-1' })])).toEqual([
      { duplicate: true },
      { duplicate: false },
    ]);

    const aside = `${file}.imported.jsonl`;
    expect(readFileSync(aside, 'utf8')).toBe(legacy);
    expect(readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(logged).toEqual([expect.stringContaining(`moved them to ${aside}`)]);
    expect(logged[0]).toMatch(/imported 2 leads \(1 repeated submission_id ignored, 2 unreadable lines skipped\)/);
    expect((await readLeads(file)).map((item) => [item.submission_id, item.email, item.repeat_of])).toEqual([
      ['old-1', 'ada@example.com', ''],
      ['', 'bo@example.com', ''],
      ['new-1', 'ada@example.com', 'old-1'],
    ]);

    // A restart finds the import done: nothing twice, nothing logged.
    await startAndAdd([lead({ submission_id: 'new-2', email: 'cy@example.com' })]);
    expect(logged).toHaveLength(1);
    expect(rowCount()).toBe(4);
  });

  it('beside the default database: imported once and left as it was', async () => {
    const legacyFile = join(store.dir, 'leads.jsonl');
    const legacy = legacyLine({ submission_id: 'old-1' }) + legacyLine({ submission_id: 'old-2' });
    writeFileSync(legacyFile, legacy);
    for (let start = 0; start < 2; start += 1) await startAndAdd([lead({ submission_id: `new-${start}` })], legacyFile);
    expect(readFileSync(legacyFile, 'utf8')).toBe(legacy);
    expect(logged).toEqual([expect.stringMatching(/imported 2 leads .* from .*leads\.jsonl.*left as it was/)]);
    expect((await readLeads(file)).map((item) => item.submission_id)).toEqual(['old-1', 'old-2', 'new-0', 'new-1']);
  });

  it('imports at the next start what an older server still running appended to the file after the import', async () => {
    const legacyFile = join(store.dir, 'leads.jsonl');
    writeFileSync(legacyFile, legacyLine({ submission_id: 'old-1' }));
    await startAndAdd([lead({ submission_id: 'new-1', email: 'cy@example.com' })], legacyFile);
    appendFileSync(legacyFile, legacyLine({ submission_id: 'old-2', email: 'bo@example.com' }));
    await startAndAdd([], legacyFile);
    await startAndAdd([], legacyFile);
    expect((await readLeads(file)).map((item) => item.submission_id)).toEqual(['old-1', 'new-1', 'old-2']);
    expect(logged).toHaveLength(2);
  });

  it('resumes an import stopped by a crash where its last committed batch ended, storing no lead twice', async () => {
    const legacyFile = join(store.dir, 'leads.jsonl');
    const firstPart = legacyLine({ submission_id: '' }) + legacyLine({ submission_id: 'old-2' });
    writeFileSync(legacyFile, firstPart);
    await startAndAdd([lead({ submission_id: 'new-1', email: 'cy@example.com' })], legacyFile);
    // What a kill after the first batch's commit leaves: its progress recorded, not finished,
    // the rest of the file still to read.
    const db = new DatabaseSync(file);
    db.exec('UPDATE legacy_imports SET finished_at = NULL');
    db.close();
    writeFileSync(legacyFile, firstPart + legacyLine({ submission_id: '', email: 'bo@example.com' }));
    await startAndAdd([lead({ submission_id: 'new-2', email: 'cy@example.com' })], legacyFile);
    expect((await readLeads(file)).map((item) => [item.email, item.submission_id])).toEqual([
      ['ada@example.com', ''],
      ['ada@example.com', 'old-2'],
      ['cy@example.com', 'new-1'],
      ['bo@example.com', ''],
      ['cy@example.com', 'new-2'],
    ]);
    expect(logged[1]).toMatch(/imported 3 leads/);
  });

  it('of 520 MiB with no line break (a string that long cannot exist): streamed at start-up', {
    timeout: 60_000,
  }, async () => {
    mkdirSync(join(store.dir, 'nested'));
    // Sparse: 520 MiB of NUL bytes (past V8's longest string, 512 MiB) that take no disk, between two real leads.
    const descriptor = openSync(file, 'w');
    writeSync(descriptor, legacyLine({ submission_id: 'before' }));
    writeSync(descriptor, `\n${legacyLine({ submission_id: 'after' })}`, 520 * 2 ** 20);
    closeSync(descriptor);
    await startAndAdd([lead({ submission_id: 'new' })]);
    expect(logged.join('\n')).toMatch(
      /imported 2 leads \(0 repeated submission_ids ignored, 1 unreadable line skipped\)/,
    );
    expect((await readLeads(file)).map((item) => item.submission_id)).toEqual(['before', 'after', 'new']);
  });

  it('is never imported inside a visitor’s request: a host started without its start-up step refuses the file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mkdirSync(join(store.dir, 'nested'));
    const legacy = legacyLine({ submission_id: 'old-1' });
    writeFileSync(file, legacy);
    const response = await postForm(createReferenceHost({ leadsFile: file }), lead({ submission_id: 'new' }));
    expect(response.status).toBe(500);
    expect(readFileSync(file, 'utf8')).toBe(legacy);
    expect(readdirSync(join(store.dir, 'nested'))).toEqual(['leads.db']);
  });
});

describe('a LEADS_FILE that is not the sink’s', () => {
  const cases: [string, string | Buffer][] = [
    ['a package.json', `${JSON.stringify({ name: 'testable-site', private: true }, null, 2)}\n`],
    [
      'a write-ahead log (a -wal file)',
      Buffer.from([0x37, 0x7f, 0x06, 0x82, 0, 0x2d, 0xe2, 0x18, ...Array(24).fill(0)]),
    ],
    ['a text file', 'remember the milk\n'],
  ];
  it.each(cases)('%s is refused, and nothing is renamed or written', async (_, content) => {
    mkdirSync(join(store.dir, 'nested'));
    writeFileSync(file, content);
    await expect(prepareLeadStore({ file, log })).rejects.toThrow(/neither a lead database nor/);
    expect(readFileSync(file)).toEqual(Buffer.from(content));
    expect(readdirSync(join(store.dir, 'nested'))).toEqual(['leads.db']);
  });

  it('another program’s SQLite database is refused and left as it was', async () => {
    mkdirSync(join(store.dir, 'nested'));
    const other = new DatabaseSync(file);
    other.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY, total INTEGER); INSERT INTO orders (total) VALUES (42)');
    other.close();
    const before = readFileSync(file);
    await expect(prepareLeadStore({ file, log })).rejects.toThrow(/SQLite database of something else/);
    expect(readFileSync(file)).toEqual(before);
  });
});

describe('one importer at a time', () => {
  it('two servers starting at once on a JSON-lines LEADS_FILE: one imports, the other waits, nothing is renamed twice', async () => {
    const legacy = Array.from({ length: 200 }, (_, index) => legacyLine({ submission_id: `old-${index}` })).join('');
    for (let round = 0; round < 10; round += 1) {
      const folder = join(store.dir, `round-${round}`);
      mkdirSync(folder);
      file = join(folder, 'leads.db');
      writeFileSync(file, legacy);
      await Promise.all([prepareLeadStore({ file, log }), prepareLeadStore({ file, log })]);
      // The database holds every lead, and the only file moved aside is the JSON-lines one.
      expect(rowCount()).toBe(200);
      expect(readFileSync(`${file}.imported.jsonl`, 'utf8')).toBe(legacy);
      expect(readdirSync(folder).filter((name) => !/^leads\.db(-wal|-shm|\.imported\.jsonl)?$/.test(name))).toEqual([]);
    }
    expect(logged.filter((line) => line.includes('moved them'))).toHaveLength(10);
  });

  it('takes over the lock of a process that died holding it', async () => {
    mkdirSync(join(store.dir, 'nested'));
    writeFileSync(file, legacyLine({ submission_id: 'old-1' }));
    // A process id that no process has (the kernel's maximum is far below it).
    writeFileSync(`${file}${IMPORT_LOCK_SUFFIX}`, '2147483646');
    await prepareLeadStore({ file, log });
    expect(existsSync(`${file}${IMPORT_LOCK_SUFFIX}`)).toBe(false);
    expect(rowCount()).toBe(1);
  });

  it('creates nothing when there is no database and nothing to import: the first lead will', async () => {
    await prepareLeadStore({ file, log, legacyFile: join(store.dir, 'leads.jsonl') });
    expect(existsSync(join(store.dir, 'nested'))).toBe(false);
  });
});
