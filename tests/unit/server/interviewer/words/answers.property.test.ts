// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listedItems, namedItems } from '../../../../../server/interviewer/words/answer-lists';
import {
  cleanText,
  cleanValue,
  isDone,
  isSuggestRequest,
  MAX_VALUE_LENGTH,
  normalizeCommand,
  parseAge,
  readOfferChoice,
} from '../../../../../server/interviewer/words/answers';
import {
  goalMention,
  groupMention,
  MAX_REPEATED_LENGTH,
  personMention,
  readPersonName,
} from '../../../../../server/interviewer/words/mentions';
import { chatText, hugeText } from '../../../../support/plan-arbitraries';
import { checkProperty } from '../../../../support/properties';

// A whole 64 KiB body per case: fewer cases, the same properties.
const HUGE_RUNS = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const codePoints = (text: string) => Array.from(text).length;

/** cleanValue as it was written with regular expressions: the specification of what it strips. */
const regexCleanValue = (input: string) =>
  cleanText(input)
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .replace(/[.!]+$/, '')
    .trim();

function checkCleanText(input: string) {
  const text = cleanText(input);
  expect(text).not.toMatch(CONTROL);
  expect(text).not.toMatch(/\s\s|[^\S ]/);
  expect(text).toBe(text.trim());
  expect(codePoints(text)).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
  expect(cleanText(text)).toBe(text);
}

function checkCleanValue(input: string) {
  const value = cleanValue(input);
  expect(value).toBe(value.trim());
  expect(codePoints(value)).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
  // It only ever strips from the ends of the cleaned text.
  expect(cleanText(input)).toContain(value);
}

function checkCommands(input: string) {
  const words = normalizeCommand(input);
  expect(words).toMatch(/^(?:[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)?$/u);
  expect(typeof isDone(input)).toBe('boolean');
  expect(typeof isSuggestRequest(input)).toBe('boolean');
  expect(['user_type', 'segment', 'done', 'unclear']).toContain(readOfferChoice(input));
}

function checkAge(input: string) {
  const age = parseAge(input);
  if (age === null) return;
  const match = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(age);
  expect(match, age).not.toBeNull();
  const low = Number(match?.[1]);
  const high = match?.[2] === undefined ? low : Number(match[2]);
  expect(low).toBeGreaterThanOrEqual(1);
  expect(high).toBeLessThanOrEqual(120);
  expect(low).toBeLessThanOrEqual(high);
}

describe('the answer helpers over any text', () => {
  it('cleanText: one trimmed line, no control characters, capped, idempotent', { timeout: 120_000 }, () => {
    checkProperty(fc.property(chatText, checkCleanText));
    checkProperty(fc.property(hugeText, checkCleanText), { numRuns: HUGE_RUNS });
  });

  it('cleanValue: strips exactly what the old regular expressions stripped', { timeout: 120_000 }, () => {
    checkProperty(
      fc.property(chatText, (input) => {
        expect(cleanValue(input)).toBe(regexCleanValue(input));
      }),
    );
  });

  it('cleanValue: trimmed, capped, a piece of the cleaned text, on a whole body too', { timeout: 120_000 }, () => {
    checkProperty(fc.property(chatText, checkCleanValue));
    checkProperty(fc.property(hugeText, checkCleanValue), { numRuns: HUGE_RUNS });
  });

  it('the command readers never throw and answer in their own terms', { timeout: 120_000 }, () => {
    checkProperty(fc.property(chatText, checkCommands));
    checkProperty(fc.property(hugeText, checkCommands), { numRuns: HUGE_RUNS });
  });

  it('parseAge: null, an age from 1 to 120, or a rising range within it', { timeout: 120_000 }, () => {
    const ageLike = fc.oneof(
      chatText,
      fc
        .tuple(fc.nat(200), fc.constantFrom('', '-', ' to ', '–', ' - '), fc.nat(200))
        .map(([a, sep, b]) => `${a}${sep}${b}`),
    );
    checkProperty(fc.property(ageLike, checkAge));
    checkProperty(fc.property(hugeText, checkAge), { numRuns: HUGE_RUNS });
  });
});

/** Null, or at least one value as a plan keeps it: not empty, trimmed, one line, capped. */
function checkItems(items: string[] | null) {
  if (items === null) return;
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(item).not.toBe('');
    expect(item).toBe(item.trim());
    expect(item).not.toMatch(/\s\s|[^\S ]/);
    expect(codePoints(item)).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
  }
}

/** Null, or a short piece of the value, with nothing that ends a sentence or marks text up. */
function checkMention(value: string, mention: string | null) {
  if (mention === null) return;
  expect(mention.length).toBeLessThanOrEqual(MAX_REPEATED_LENGTH);
  expect(mention).not.toMatch(/[<>"?!.:;\n]/);
  expect(cleanValue(value)).toContain(mention);
}

function checkReaders(input: string) {
  checkItems(listedItems(input));
  checkItems(namedItems(input));
  checkMention(input, groupMention(input));
  checkMention(input, personMention(input));
  checkMention(input, goalMention(input));
  const name = readPersonName(input);
  expect(cleanValue(input)).toContain(name);
}

describe('the list and name readers over any text', () => {
  it('lists hold clean values; mentions are short, plain pieces of the value', { timeout: 120_000 }, () => {
    const marked = fc.tuple(fc.constantFrom('- ', '1. ', '2) ', '• ', '', ', ', ' and ', ': '), chatText);
    const listLike = fc
      .tuple(fc.array(marked, { maxLength: 6 }), fc.constantFrom('\n', ' '))
      .map(([parts, separator]) => parts.map(([marker, text]) => `${marker}${text}`).join(separator));
    checkProperty(fc.property(fc.oneof(chatText, listLike), checkReaders));
    checkProperty(fc.property(hugeText, checkReaders), { numRuns: HUGE_RUNS });
  });
});
