// @vitest-environment node

import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  LEAD_COLUMNS,
  leadsToCsv,
  neutralise,
  showInert,
  startsFormula,
  toCsv,
} from '../../../../server/lead-sink/csv';
import { anyCodePoint, checkProperty } from '../../../support/properties';

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
  '\uFE66',
  '\uFE62',
  '\uFE63',
  '\u207C',
  '\u207A',
  '\u208A',
  '\uFF5C',
  '\u2212', // small, superscript, subscript and full-width forms: ﹦ ﹢ ﹣ ⁼ ⁺ ₊ ｜, and − MINUS SIGN
  '\u207B',
  '\u208B',
  '\uFE6B',
  '\u2010',
  '\u2011',
  '\u2012',
  '\u2013',
  '\u2014',
  '\u2015',
  '\u2796',
  '\uFE58', // superscript and subscript minus, small ＠, hyphens, dashes, heavy minus
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

const hex = (char: string) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

describe('startsFormula', () => {
  it.each(RISKY_STARTS.map((char) => [hex(char), char]))('U+%s starts a formula', (_code, char) => {
    expect(startsFormula(`${char}1+1`)).toBe(true);
    expect(neutralise(`${char}1+1`)).toBe(`'${char}1+1`);
  });

  it.each(['a=b', 'plain', '1+1', "'=1", '<b>html</b>', '"quoted"', ';', ',', '#', '(', 'é', '€', '😀', '½', 'ﬁ', ''])(
    '%j does not',
    (text) => {
      expect(startsFormula(text)).toBe(false);
    },
  );

  // Every code point, not a sample: the list of compatibility forms is short but scattered.
  const FORMULA_CHARS = ['=', '+', '-', '@', '|'];
  const foldingToFormula: string[] = [];
  for (let code = 0; code <= 0x10ffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    if (FORMULA_CHARS.some((start) => char.normalize('NFKC').startsWith(start))) foldingToFormula.push(char);
  }

  it('finds the compatibility forms the old rule missed among the code points that fold to = + - @ |', () => {
    expect(foldingToFormula).toEqual(
      expect.arrayContaining(['\uFE66', '\uFE62', '\uFE63', '\u207C', '\u207A', '\u208A', '\uFF5C']),
    );
  });

  it('neutralises a cell that starts with any code point whose NFKC form starts with = + - @ |', () => {
    checkProperty(
      fc.property(fc.constantFrom(...foldingToFormula), fc.string({ unit: anyCodePoint }), (start, rest) => {
        const [value] = parse(csvCell(start + rest), { relax_quotes: false })[0] as string[];
        return value?.startsWith("'") === true;
      }),
    );
    expect(foldingToFormula.filter((char) => !startsFormula(`${char}1`)).map(hex)).toEqual([]);
  });
});

/**
 * Whether a character may not appear in the output: written as a code point test, independent
 * of the pattern under test.
 */
function unsafeAt(text: string, index: number): boolean {
  const code = text.codePointAt(index) ?? 0;
  if (code === 0x0d) return text.charCodeAt(index + 1) !== 0x0a;
  if (code < 0x20) return code !== 0x09 && code !== 0x0a;
  if (code >= 0x7f && code <= 0x9f) return true;
  if (code === 0x2028 || code === 0x2029) return true;
  return /^\p{Cf}$/u.test(String.fromCodePoint(code));
}
function hasUnsafe(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (unsafeAt(text, index)) return true;
  return false;
}

describe('showInert', () => {
  it.each([
    ['ESC', 'a\u001B[31mred', 'a<U+001B>[31mred'],
    ['BEL', 'ding\u0007', 'ding<U+0007>'],
    ['NUL', 'a\0b', 'a<U+0000>b'],
    ['a bare CR', 'paid\rfree', 'paid<U+000D>free'],
    ['a CR at the end', 'x\r', 'x<U+000D>'],
    ['DEL', 'a\u007Fb', 'a<U+007F>b'],
    ['C1 CSI 0x9B', '\u009B31m', '<U+009B>31m'],
    ['NEL', 'a\u0085b', 'a<U+0085>b'],
    ['RLO', 'ada\u202Etxt.exe', 'ada<U+202E>txt.exe'],
    ['ALM', '\u061C', '<U+061C>'],
    ['LRM and RLM', '\u200E\u200F', '<U+200E><U+200F>'],
    ['embeddings', '\u202A\u202B\u202C\u202D', '<U+202A><U+202B><U+202C><U+202D>'],
    ['isolates', '\u2066\u2067\u2068\u2069', '<U+2066><U+2067><U+2068><U+2069>'],
    ['zero-width space, non-joiner, joiner', '\u200B\u200C\u200D', '<U+200B><U+200C><U+200D>'],
    ['word joiner and BOM', '\u2060\uFEFF', '<U+2060><U+FEFF>'],
    ['a tag character (Cf outside the BMP)', 'a\u{E0041}', 'a<U+E0041>'],
    ['line and paragraph separators', '\u2028\u2029', '<U+2028><U+2029>'],
    ['TAB, LF and CRLF, which stay', 'a\tb\nc\r\nd', 'a\tb\nc\r\nd'],
    ['letters of any script and emoji', 'José 日本 😀', 'José 日本 😀'],
  ])('%s', (_label, value, shown) => {
    expect(showInert(value)).toBe(shown);
  });

  it('leaves no control, bidirectional or invisible format character in any CSV output (property)', () => {
    const nasty = fc.string({
      unit: fc.constantFrom(
        '\u001B',
        '\u0007',
        '\r',
        '\n',
        '\r\n',
        '\0',
        '\u009B',
        '\u202E',
        '\u200B',
        '\uFEFF',
        'a',
        '"',
      ),
    });
    checkProperty(
      fc.property(fc.array(fc.oneof(fc.string({ unit: anyCodePoint }), nasty), { maxLength: 7 }), (cells) => {
        const csv = toCsv([cells]);
        // The row ends with CRLF; a bare CR anywhere else would be a finding.
        return !hasUnsafe(csv);
      }),
    );
  });
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
    ['\0=1', `"'<U+0000>=1"`],
    ['\r=1', `"'<U+000D>=1"`],
    ['\uFE66SUM(1)', `"'\uFE66SUM(1)"`],
    ['\u2212 2', `"'\u2212 2"`],
    ['\uFF5Ccalc', `"'\uFF5Ccalc"`],
    ['\u001B]8;;http://x\u0007link', `"'<U+001B>]8;;http://x<U+0007>link"`],
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
    fc.string({ unit: anyCodePoint }),
    fc.string({ unit: fc.constantFrom(...RISKY_STARTS, '"', ',', ';', '\r\n', "'", 'a', '1', '(') }),
    fc.tuple(fc.constantFrom(...RISKY_STARTS), fc.string({ unit: anyCodePoint })).map(([start, rest]) => start + rest),
  );
  const table = fc
    .integer({ min: 1, max: 6 })
    .chain((columns) => fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { maxLength: 5 }));

  /**
   * What a parsed cell must be: the input, behind an apostrophe where it could run, with the
   * characters a terminal acts on written out.
   */
  const readBack = (input: string) => showInert(startsFormula(input) ? `'${input}` : input);

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
              row.every((value, c) => value === readBack(original[c] ?? '') && !startsFormula(value))
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
    repeat_of: '',
    plan: '',
    kind: 'feedback',
    confirmation: 'not needed',
  };

  it('has a header row that starts with the six fixed columns, then one row per lead', () => {
    const header =
      '"received_at","email","url","message","site","submission_id","repeat_of","plan","kind","confirmation"\r\n';
    const plan = 'Bakers';
    expect(leadsToCsv([lead, { ...lead, submission_id: 'sub-2', repeat_of: 'sub-1', plan }])).toBe(
      header +
        '"2026-11-21T10:00:00.000Z","ada@example.com","","Hello, ""team""\nsecond line","http://localhost:4321/","sub-1","","","feedback","not needed"\r\n' +
        '"2026-11-21T10:00:00.000Z","ada@example.com","","Hello, ""team""\nsecond line","http://localhost:4321/","sub-2","sub-1","Bakers","feedback","not needed"\r\n',
    );
    expect(leadsToCsv([])).toBe(header);
  });

  it('has the header docs/operating.md states, once', () => {
    const stated = [...readFileSync('docs/operating.md', 'utf8').matchAll(/`(received_at,email,[a-z_,]*)`/g)].map(
      (match) => match[1],
    );
    expect(stated).toEqual([LEAD_COLUMNS.join(',')]);
  });
});
