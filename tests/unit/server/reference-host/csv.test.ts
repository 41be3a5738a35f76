// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, FORMULA_START, leadsToCsv, toCsv } from '../../../../server/reference-host/csv';
import { checkProperty } from '../../../support/properties';

/** Every character a spreadsheet may treat as (or skip to) the start of a formula. */
const RISKY_STARTS = [
  '=',
  '+',
  '-',
  '@',
  '|',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20', // full-width ＝ ＋ － ＠
  ' ',
  '\t',
  '\r',
  '\n',
  '\v',
  '\f',
  '\u00A0',
  '\u2028',
  '\u3000',
  '\uFEFF', // white space
  '\0',
  '\u0001',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F', // control characters
  '\u200B',
  '\u200E',
  '\u202E',
  '\u2060', // invisible format characters
];

describe('FORMULA_START', () => {
  it.each(RISKY_STARTS.map((char) => [char.codePointAt(0)?.toString(16).padStart(4, '0'), char]))(
    'U+%s starts a formula',
    (_code, char) => {
      expect(FORMULA_START.test(`${char}1+1`)).toBe(true);
    },
  );

  it.each(['a=b', 'plain', '1+1', "'=1", '<b>html</b>', '"quoted"', ';', ',', '#', '(', 'é', '€', '😀', ''])(
    '%j does not',
    (text) => {
      expect(FORMULA_START.test(text)).toBe(false);
    },
  );
});

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['', '""'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+44 20 7946 0000', `"'+44 20 7946 0000"`],
    ['-2', `"'-2"`],
    ['@cmd', `"'@cmd"`],
    ['|calc', `"'|calc"`],
    ['\uFF1DSUM(1)', `"'\uFF1DSUM(1)"`],
    ['\t=1', `"'\t=1"`],
    [' =1', `"' =1"`],
    ['\0=1', `"'\0=1"`],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://x","click"),1', `"'=HYPERLINK(""http://x"",""click""),1"`],
    ['a=b', '"a=b"'],
    ['<b>html</b>', '"<b>html</b>"'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('quotes every cell and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c;d', '=e'],
      ]),
    ).toBe(`"a","b"\r\n"c;d","'=e"\r\n`);
    expect(toCsv([])).toBe('');
  });

  /** Text weighted towards what breaks CSV: separators, quotes, line breaks and formula starts. */
  const cell = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({ unit: fc.constantFrom(...RISKY_STARTS, '"', ',', ';', '\r\n', "'", 'a', '1', '(') }),
    fc.tuple(fc.constantFrom(...RISKY_STARTS), fc.string({ unit: 'binary' })).map(([start, rest]) => start + rest),
  );
  const table = fc
    .integer({ min: 1, max: 6 })
    .chain((columns) => fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { maxLength: 5 }));

  /** What a parsed cell must be: the input, or the input behind an apostrophe where it could run. */
  const readBack = (input: string) => (FORMULA_START.test(input) ? `'${input}` : input);

  it('reads back through a real CSV parser: same rows and columns, every value kept, no cell that can run', {
    timeout: 60_000,
  }, () => {
    checkProperty(
      fc.property(table, (rows) => {
        const parsed: string[][] = parse(toCsv(rows), { relax_column_count: false });
        // Plain comparisons: expect() in 10,000 runs of nested loops costs seconds.
        return (
          parsed.length === rows.length &&
          parsed.every((row, r) => {
            const original = rows[r] ?? [];
            return (
              row.length === original.length &&
              row.every((value, c) => value === readBack(original[c] ?? '') && !FORMULA_START.test(value))
            );
          })
        );
      }),
    );
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
      '"received_at","email","url","message","site","submission_id"\r\n' +
        '"2026-11-21T10:00:00.000Z","ada@example.com","","Hello, ""team""\nsecond line","http://localhost:4321/","sub-1"\r\n',
    );
    expect(leadsToCsv([])).toBe('"received_at","email","url","message","site","submission_id"\r\n');
  });

  it('is what `npm run leads` prints for the stored file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reference-host-csv-'));
    try {
      const file = join(dir, 'leads.jsonl');
      writeFileSync(file, `${JSON.stringify(lead)}\nnot json\n${JSON.stringify({ ...lead, email: '=evil()' })}\n`);
      const output = execFileSync(process.execPath, ['tools/leads-csv.ts'], {
        env: { ...process.env, LEADS_FILE: file },
        encoding: 'utf8',
      });
      expect(output).toBe(leadsToCsv([lead, { ...lead, email: '=evil()' }]));
      expect(output).toContain(`,"'=evil()",`);
      const missing = execFileSync(process.execPath, ['tools/leads-csv.ts', join(dir, 'none.jsonl')], {
        encoding: 'utf8',
      });
      expect(missing).toBe('"received_at","email","url","message","site","submission_id"\r\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
