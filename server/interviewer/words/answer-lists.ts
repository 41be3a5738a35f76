/**
 * Answers that name several things at once. Asked "who uses your app?", a visitor may write
 * "- Salon owners / - Stylists" on separate lines, "1. A 2. B", or a sentence such as
 * "Two kinds: crew owners who create quotes, and office staff who send invoices". Each item
 * becomes its own plan value instead of one value holding the whole answer.
 *
 * Reading stays conservative: prose that only looks like a list ("Mostly people who run crews,
 * they quote on site") is one value, as it always was. No pattern here scans free text; the
 * answer is split on single characters and words (see answers.ts on linear time).
 */
import { cleanText, cleanValue, MAX_DESCRIPTION_LENGTH } from './answers.ts';
import { opensSentence } from './mentions.ts';

/** How much of an answer is read for list items: the most a plan takes in one turn, with room. */
const MAX_LIST_SCAN = 16 * 1024;
const BULLETS = new Set(['-', '*', '•', '–', '·', '+']);
const NUMBER_MARKER = /^\d{1,2}[.)]$/;
// What a name in a sentence list is made of: no sentence punctuation, quotes or markup (a
// "<b>A</b>; B" answer is one value, as written).
const NAME = /^[\p{L}\p{N}\p{M} '’&+-]+$/u;
/** Words that join the last two items of a list, in the languages visitors most often use here. */
const CONJUNCTIONS = new Set(['and', '&', 'y', 'e', 'und', 'et', 'or', 'o', 'oder', 'ou']);
/** Items a sentence list may have before it reads as prose: with a lead-in ("Two kinds: ...") and without. */
const MAX_ITEM_WORDS_AFTER_LEAD_IN = 8;
const MAX_ITEM_WORDS = 4;
const MAX_LEAD_IN_WORDS = 6;

const isMarker = (word: string) => BULLETS.has(word) || NUMBER_MARKER.test(word);

/** A line without its bullet or number ("- Stylists", "2) Stylists", "•Stylists" → "Stylists"). */
function withoutMarker(line: string): string {
  const [first = '', ...rest] = line.trim().split(' ');
  if (isMarker(first)) return rest.join(' ');
  if (first.length > 1 && BULLETS.has(first.charAt(0))) return [first.slice(1), ...rest].join(' ');
  return line;
}

/** Inline markers on one line: "1. Quote 2. Invoice" or "- Quote - Invoice". */
function inlineItems(line: string): string[] | null {
  const words = line.trim().split(' ');
  if (!isMarker(words[0] ?? '')) return null;
  const items: string[][] = [];
  for (const word of words) {
    if (isMarker(word)) items.push([]);
    else items.at(-1)?.push(word);
  }
  return items.map((item) => item.join(' '));
}

const values = (items: readonly string[]) => items.map(cleanValue).filter((item) => item !== '');

/**
 * The items of a bulleted or numbered list, or of one item per line; null when the answer is not
 * laid out as a list (it is then one value).
 */
export function listedItems(answer: string): string[] | null {
  const lines = answer
    .slice(0, MAX_LIST_SCAN)
    .split('\n')
    .map((line) => cleanText(line, MAX_DESCRIPTION_LENGTH))
    .filter((line) => line !== '');
  if (lines.length === 0) return null;
  const items = lines.length > 1 ? lines.map(withoutMarker) : inlineItems(lines[0] ?? '');
  const found = items ? values(items) : [];
  return found.length > 0 ? found : null;
}

const wordsOf = (text: string) => text.split(' ').filter((word) => word !== '');

/** "and office staff" → ["office staff"]; "crew owners and office staff" → both. */
export function splitOnConjunctions(part: string): string[] {
  const items: string[][] = [[]];
  for (const word of wordsOf(part)) {
    if (CONJUNCTIONS.has(word.toLowerCase())) items.push([]);
    else items.at(-1)?.push(word);
  }
  return items.map((item) => item.join(' ')).filter((item) => item !== '');
}

/**
 * Names written as a sentence: "Buyers, sellers and admins", or "Two kinds: crew owners who
 * quote, and office staff who invoice". Commas or a short lead-in ending in a colon say it is a
 * list; "Buyers and sellers" alone stays one name, since "Small and medium businesses" is one too.
 */
function sentenceItems(answer: string): string[] | null {
  const text = cleanValue(answer.slice(0, MAX_LIST_SCAN));
  const colon = text.indexOf(':');
  const hasLeadIn = colon > 0 && wordsOf(text.slice(0, colon)).length <= MAX_LEAD_IN_WORDS;
  const body = hasLeadIn ? text.slice(colon + 1) : text;
  const parts = body.split(/[,;]/);
  if (!hasLeadIn && parts.length < 2) return null;
  // Only the last part joins two names ("A, B and C"): in an earlier one, "and" belongs to the
  // item ("crew owners who quote and invoice, office staff").
  const last = parts.length - 1;
  const items = values(parts.flatMap((part, index) => (index === last ? splitOnConjunctions(part) : [part])));
  const maxWords = hasLeadIn ? MAX_ITEM_WORDS_AFTER_LEAD_IN : MAX_ITEM_WORDS;
  const isName = (item: string) => wordsOf(item).length <= maxWords && !opensSentence(item) && NAME.test(item);
  return items.length > 1 && items.every(isName) ? items : null;
}

/** The names in an answer to "who uses your app?": a laid-out list, a list in a sentence, or null. */
export function namedItems(answer: string): string[] | null {
  return listedItems(answer) ?? sentenceItems(answer);
}
