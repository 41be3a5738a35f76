// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../../src/lib/forms/email';
import { checkProperty } from '../../../support/properties';

describe('isValidEmail: text, at sign, text, dot, text', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.com  ', true],
    ['a.b+tag@mail.example.co.uk', true],
    ['x@y.z', true],
    ['', false],
    ['   ', false],
    ['ada', false],
    ['ada@example', false],
    ['@example.com', false],
    ['ada@.com', false],
    ['ada@example.', false],
    ['ada example@example.com', false],
    ['ada@@example.com', false],
    // Mail syntax, not an address: no mailer writes to what was meant.
    ['x@example.com:25', false],
    ['x@[example.com]', false],
    ['<x@example.com>', false],
    ['"ada"@example.com', false],
    ['ada(comment)@example.com', false],
    ['ada@example.com,bo@example.com', false],
    ['ada@example..com', false],
    ['ada@exa_mple.com', false],
    ['ada@xn--exmple-cua.com', true],
    ['ada@my-company.example', true],
  ])('%j → %s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });
});

/** Characters no one can see in an address, each refused wherever it stands. */
const INVISIBLES: [string, string][] = [
  ['NUL', '\u0000'],
  ['ESC', '\u001B'],
  ['BEL', '\u0007'],
  ['DEL', '\u007F'],
  ['NEL (C1)', '\u0085'],
  ['CSI (C1)', '\u009B'],
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['zero-width joiner', '\u200D'],
  ['word joiner', '\u2060'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left mark', '\u200F'],
  ['Arabic letter mark', '\u061C'],
  ['right-to-left override', '\u202E'],
  ['left-to-right embedding', '\u202A'],
  ['pop directional formatting', '\u202C'],
  ['right-to-left isolate', '\u2067'],
  ['pop directional isolate', '\u2069'],
  ['byte-order mark', '\uFEFF'],
  ['soft hyphen', '\u00AD'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  // Default-ignorable: shown as nothing, though not format characters.
  ['combining grapheme joiner', '\u034F'],
  ['variation selector 16', '\uFE0F'],
  ['variation selector 17', '\u{E0100}'],
  ['Hangul filler', '\u3164'],
  ['Hangul jungseong filler', '\u1160'],
  ['Hangul choseong filler', '\u115F'],
  ['halfwidth Hangul filler', '\uFFA0'],
  ['Mongolian vowel separator', '\u180E'],
  ['tag letter a', '\u{E0061}'],
];

describe('isValidEmail refuses invisible characters', () => {
  const code = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  const cases = INVISIBLES.flatMap(([name, char]) => [
    [`${name} (${code(char)}) in the local part`, `ada${char}@example.com`],
    [`${name} (${code(char)}) in the domain`, `ada@exa${char}mple.com`],
    [`${name} (${code(char)}) after the address`, `ada@example.com${char}`],
    [`${name} (${code(char)}) before the address`, `${char}ada@example.com`],
  ]);
  it.each(cases)('%s', (_label, input) => {
    expect(isValidEmail(input ?? '')).toBe(false);
  });

  // Tab, CR and LF are white space around an address, trimmed as before; inside it, refused.
  it.each(['\t', '\n', '\r\n'])('still trims %j around the address, and refuses it inside', (space) => {
    expect(isValidEmail(`${space}ada@example.com${space}`)).toBe(true);
    expect(isValidEmail(`ada${space}@example.com`)).toBe(false);
  });

  it('refuses an RTL override that makes the address read backwards', () => {
    expect(isValidEmail('\u202Emoc.elpmaxe@ada')).toBe(false);
    expect(isValidEmail('ada@\u202Emoc.elpmaxe')).toBe(false);
  });

  it('keeps accepting letters of every script and visible symbols', () => {
    for (const address of ['josé@exämple.com', 'ユーザー@例え.jp', 'ada+tag@sub.example.co.uk', "o'brien@example.ie"])
      expect(isValidEmail(address)).toBe(true);
  });

  it('refuses any string holding an invisible character (property)', () => {
    const invisible = fc.constantFrom(...INVISIBLES.map(([, char]) => char));
    checkProperty(
      fc.property(fc.emailAddress(), fc.nat(), invisible, (address, at, char) => {
        const index = at % (address.length + 1);
        expect(isValidEmail(address.slice(0, index) + char + address.slice(index))).toBe(false);
      }),
    );
  });
});

describe('isValidEmail agrees with the specification pattern it replaces', () => {
  // The pattern is safe to run here: the inputs are short.
  const SPEC_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const emailish = fc.stringMatching(/^[a-z@. \t\u00a0]{0,12}$/);
  /** What the pattern accepts that no mailer could send to: an empty label inside the domain. */
  const emptyLabel = (address: string) =>
    address
      .slice(address.indexOf('@') + 1)
      .replace(/\.$/, '')
      .split('.')
      .includes('');
  it('on every short string of the characters that matter', () => {
    checkProperty(
      fc.property(fc.oneof(emailish, fc.string({ maxLength: 12 }), fc.emailAddress()), (input) => {
        const text = input.trim();
        if (isValidEmail(input)) expect(SPEC_PATTERN.test(text)).toBe(true);
        if (/^[a-z@.]*$/.test(text) && !emptyLabel(text)) expect(isValidEmail(input)).toBe(SPEC_PATTERN.test(text));
      }),
    );
  });
});
