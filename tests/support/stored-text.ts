/**
 * What a reader of browser storage or of the address bar may be handed: any text at all. Another
 * tab, an extension, a hand edit in devtools or an old version of the site can leave any string
 * under our keys, and a visitor can type any address.
 */
import fc from 'fast-check';
import { anyCodePoint } from './properties';

/** One UTF-16 code unit, lone surrogate halves included (storage keeps them as they are). */
const utf16Unit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Any text: ASCII, any code point, any UTF-16 (broken pairs too), graphemes, JSON of any shape, long runs. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: anyCodePoint }),
  fc.string({ unit: utf16Unit }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: anyCodePoint, size: 'large' }),
  fc.json(),
);

/**
 * Any text, the given near misses (valid encodings among them), and those wrapped in any text,
 * so that the readers meet both garbage and values that are almost right.
 */
export function storedText(...near: fc.Arbitrary<string>[]): fc.Arbitrary<string> {
  const wrapped = near.map((arbitrary) =>
    fc.tuple(anyText, arbitrary, anyText).map(([before, value, after]) => before + value + after),
  );
  return fc.oneof(anyText, ...near, ...wrapped);
}

/** Inputs too large to generate ten thousand times: each reader meets each of them once. */
export const HUGE_TEXTS: ReadonlyArray<readonly [name: string, text: string]> = [
  ['a million digits', '7'.repeat(1_000_000)],
  ['a million nested arrays', `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`],
  ['two hundred thousand unclosed objects', '{"a":'.repeat(200_000)],
  ['an address a million characters long', `https://example.com/${'a'.repeat(1_000_000)}`],
  ['two million lone surrogates and nulls', '\ud800\u0000\udfff'.repeat(700_000)],
  ['a million code units of emoji', '👩🏽‍💻'.repeat(150_000)],
];
