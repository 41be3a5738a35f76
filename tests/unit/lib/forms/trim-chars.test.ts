// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trimEndChars, trimStartChars } from '../../../../src/lib/forms/trim-chars';
import { checkProperty } from '../../../support/properties';

describe('trimEndChars / trimStartChars', () => {
  it.each([
    ['https://example.com/.', '.,;:!?', 'https://example.com/'],
    ['Maria!!.', '.!', 'Maria'],
    ['...', '.', ''],
    ['', '.', ''],
    ['a.b', '.', 'a.b'],
    ['host///', '/', 'host'],
    ['x😀😀', '😀', 'x'],
    // Half of a surrogate pair is not the character it belongs to.
    ['x\ud83d', '😀', 'x\ud83d'],
  ])('trimEndChars(%j, %j) → %j', (text, chars, expected) => {
    expect(trimEndChars(text, chars)).toBe(expected);
  });

  it.each([
    ['"“Buyers"', `"'“‘`, 'Buyers"'],
    ['', '"', ''],
    ['😀😀x', '😀', 'x'],
    ['\ude00x', '😀', '\ude00x'],
  ])('trimStartChars(%j, %j) → %j', (text, chars, expected) => {
    expect(trimStartChars(text, chars)).toBe(expected);
  });

  // The regular expressions they replace, as the specification of what they do.
  const text = fc.string({ unit: fc.constantFrom('a', ' ', '.', '!', '?', '"', '“', '”', 'é'), maxLength: 40 });

  it('trimEndChars strips what /[.!?]+$/ strips', () => {
    checkProperty(fc.property(text, (input) => trimEndChars(input, '.!?') === input.replace(/[.!?]+$/, '')));
  });

  it('trimStartChars strips what /^["“]+/ strips', () => {
    checkProperty(fc.property(text, (input) => trimStartChars(input, '"“') === input.replace(/^["“]+/, '')));
  });

  it('stays linear on the runs that made the regular expression quadratic', () => {
    const dots = `http://a${'.'.repeat(64 * 1024)}`;
    expect(trimEndChars(dots, '.')).toBe('http://a');
    expect(trimStartChars(dots.split('').reverse().join(''), '.')).toBe('a//:ptth');
  });
});
