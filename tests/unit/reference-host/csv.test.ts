// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, leadsToCsv, toCsv } from '../../../src/reference-host/csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("http://x","click"),1', `"'=HYPERLINK(""http://x"",""click""),1"`],
    ['a=b', 'a=b'],
    ['<b>html</b>', '<b>html</b>'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and ends every row with CRLF', () => {
    expect(toCsv([['a', 'b'], ['c,d', '=e']])).toBe('a,b\r\n"c,d",\'=e\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('leadsToCsv', () => {
  const lead = {
    received_at: '2026-11-21T10:00:00.000Z',
    email: 'ada@example.com',
    url: '',
    message: 'Hello, "team"\nsecond line',
    site: 'http://localhost:4321/',
    submission_id: 'sub-1',
  };

  it('has a header row, then one row per lead', () => {
    expect(leadsToCsv([lead])).toBe(
      'received_at,email,url,message,site,submission_id\r\n' +
        '2026-11-21T10:00:00.000Z,ada@example.com,,"Hello, ""team""\nsecond line",http://localhost:4321/,sub-1\r\n',
    );
    expect(leadsToCsv([])).toBe('received_at,email,url,message,site,submission_id\r\n');
  });

  it('is what `npm run leads` prints for the stored file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reference-host-csv-'));
    try {
      const file = join(dir, 'leads.jsonl');
      writeFileSync(file, `${JSON.stringify(lead)}\nnot json\n${JSON.stringify({ ...lead, email: '=evil()' })}\n`);
      const output = execFileSync(process.execPath, ['scripts/leads-csv.ts'], { env: { ...process.env, LEADS_FILE: file }, encoding: 'utf8' });
      expect(output).toBe(leadsToCsv([lead, { ...lead, email: '=evil()' }]));
      expect(output).toContain(",'=evil(),");
      const missing = execFileSync(process.execPath, ['scripts/leads-csv.ts', join(dir, 'none.jsonl')], { encoding: 'utf8' });
      expect(missing).toBe('received_at,email,url,message,site,submission_id\r\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
