/**
 * Reading the visitor's chat answers. Answers are free text typed by anyone: they are kept as
 * plain text (never interpreted as HTML or markup), tidied to one line and capped in length so a
 * pasted essay cannot bloat the plan the browser stores.
 *
 * Every pattern here runs on client text, so each must match in linear time: the unit suite
 * checks every regular expression of the project with recheck (tests/unit/regex-complexity.test.ts).
 */
import { trimEndChars, trimStartChars } from '../../../src/lib/forms/trim-chars.ts';

/** Longest text kept for one plan value; the description may be longer than a name. */
export const MAX_VALUE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 1000;

// C0/C1 control characters (other than whitespace, which is collapsed below) carry no meaning
// in a plan and can break terminals and CSV exports downstream.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** The first `maxLength` characters, counted in code points so no emoji is cut in half, trimmed. */
export function clip(text: string, maxLength: number): string {
  // A code point takes at most two UTF-16 units, so the first 2 × maxLength units hold all of
  // them: a 64 KiB answer is not split into an array of 64 Ki one-character strings.
  return Array.from(text.slice(0, 2 * maxLength))
    .slice(0, maxLength)
    .join('')
    .trim();
}

/** One line of plain text: controls dropped, whitespace collapsed, trimmed, capped. */
export function cleanText(input: string, maxLength = MAX_VALUE_LENGTH): string {
  return clip(input.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim(), maxLength);
}

const OPENING_QUOTES = `"'“‘`;
const CLOSING_QUOTES = `"'”’`;

/** A short value (name, goal ...): like cleanText, without a trailing full stop, ellipsis or quotes. */
export function cleanValue(input: string): string {
  const unquoted = trimEndChars(trimStartChars(cleanText(input), OPENING_QUOTES), CLOSING_QUOTES);
  return trimEndChars(unquoted, '.!…').trim();
}

/** Lower case, punctuation turned into spaces: for recognising short commands. */
export function normalizeCommand(input: string): string {
  return input
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const DONE_PHRASES = new Set([
  'done',
  'im done',
  'all done',
  'no',
  'nope',
  'no more',
  'no more goals',
  'no thanks',
  'no thank you',
  'none',
  'nothing',
  'nothing else',
  'thats all',
  'thats it',
  'finish',
  'finished',
  'stop',
  'were done',
  'we are done',
  'thats all for now',
]);

/** "done", "no more", "that's all" ... said on their own (a goal may well start with "no"). */
export function isDone(answer: string): boolean {
  return DONE_PHRASES.has(normalizeCommand(answer));
}

/**
 * The magic phrase of the analysis page's title, in any case and with any punctuation around
 * it, also inside a longer message ("please suggest a plan for me!").
 */
export function isSuggestRequest(answer: string): boolean {
  return /\bsuggest a plan for me\b/.test(normalizeCommand(answer));
}

/**
 * An answer that asks something back ("what's the weather?", "why do you need that?") instead
 * of answering: it is not stored as a plan value. A long answer that ends in a question is a
 * description with a question in it, and is kept.
 */
export function isQuestion(answer: string): boolean {
  const text = cleanText(answer, MAX_VALUE_LENGTH + 1);
  return Array.from(text).length <= MAX_VALUE_LENGTH && trimEndChars(text, CLOSING_QUOTES).endsWith('?');
}

export type OfferChoice = 'user_type' | 'segment' | 'done' | 'unclear';

/** The answer to "add another user type or segment?". */
export function readOfferChoice(answer: string): OfferChoice {
  const words = normalizeCommand(answer);
  if (isDone(answer)) return 'done';
  if (/\bsegments?\b/.test(words)) return 'segment';
  if (/\b(users?|types?)\b/.test(words)) return 'user_type';
  return 'unclear';
}

const MAX_AGE = 120;

const DECADES: Record<string, number> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
};
const DECADE_PARTS: Record<string, number> = { early: 2, mid: 5, late: 8 };

/** "in her late forties" → "48", "mid-thirties" → "35", "fifties" → "55": an age said in words. */
function decadeAge(text: string): string | null {
  const words = text.toLowerCase().split(/[^a-z]+/);
  const at = words.findIndex((word) => Object.hasOwn(DECADES, word));
  if (at < 0) return null;
  const part = words[at - 1] ?? '';
  return String((DECADES[words[at] ?? ''] ?? 0) + (Object.hasOwn(DECADE_PARTS, part) ? (DECADE_PARTS[part] ?? 5) : 5));
}

/**
 * An age as the plan shows it ("{age} yo"): "34", "34 years", "34 years old", "about 34" all
 * read as "34"; a range such as "25-34" stays a range. Null when there is no plausible number.
 */
export function parseAge(answer: string): string | null {
  const text = cleanText(answer);
  // Numbers of one to three digits, not parts of longer ones (no lookarounds: a pattern with
  // them can only be fuzzed for super-linear time, never decided).
  const numbers = [...text.matchAll(/\d+/g)];
  const short = (number: RegExpExecArray | undefined) => number !== undefined && number[0].length <= 3;
  for (const [index, first] of numbers.entries()) {
    const second = numbers[index + 1];
    if (!short(first) || !short(second) || !second) continue;
    if (!/^\s*(?:-|–|to)\s*$/.test(text.slice(first.index + first[0].length, second.index))) continue;
    // The first range written decides: a falling one is not read as a range.
    const low = Number(first[0]);
    const high = Number(second[0]);
    if (low > 0 && low < high && high <= MAX_AGE) return `${low}-${high}`;
    break;
  }
  const single = numbers.find((number) => short(number));
  if (!single) return decadeAge(text);
  const age = Number(single[0]);
  return age > 0 && age <= MAX_AGE ? String(age) : null;
}
