/**
 * The words people wrap an answer in that say nothing about the plan: "Like I said, she's a school
 * receptionist", "Bakers first, honestly", "Well, I guess hobby bakers". They are dropped before
 * an answer is read, so they never reach a field, a name or a goal; and an answer that says it
 * repeats itself ("Like I said", "As I mentioned") is known for what it is.
 *
 * A marker is dropped where it stands apart: as a whole clause between commas (", to be fair,"),
 * at the start of a clause ("Honestly bakers"), at its end ("bakers I guess"), and, for the few
 * that can stand nowhere else ("honestly", "like I said"), anywhere. Everything else is kept as
 * written. The answer is cut at single punctuation marks and compared word by word (linear time).
 */
import { capitalised } from '../words/mentions.ts';

const phrases = (list: string) => list.split(',').map((phrase) => phrase.trim().split(' '));

/** What says the answer repeats something already said. */
const RESTATING = phrases(
  'like i said, as i said, like i mentioned, as i mentioned, as mentioned, as i told you, like i told you, ' +
    'i told you, as i wrote, like i wrote, as i noted, as noted, as stated, as i say, i already said, ' +
    'already said, i said already, i already told you, as before, like before, same as before, again',
);
/** Markers that never belong to what is said, wherever they stand. */
const ANYWHERE = [
  ...RESTATING.filter((phrase) => phrase.length > 1),
  ...phrases('honestly, frankly, tbh, basically, to be honest, to be fair, if im honest, in all honesty'),
];
/** Markers that open a clause ("Well, …", "So basically …", "I guess …"). */
const OPENING = [
  ...ANYWHERE,
  ...phrases(
    'well, so, ok so, okay so, so yeah, yeah so, i guess, i think, i suppose, i mean, i believe, i reckon, ' +
      'i would say, id say, id guess, you know, actually, anyway, anyways, um, umm, uh, er, erm, hmm, hm, oh, ah, ' +
      'of course, obviously, in fact, probably, definitely, personally, alright, all right, ok, okay, yes, yeah, ' +
      'yep, again',
  ),
];
/** Markers that close a clause ("Bakers, I guess", "Bakers I think"). */
const CLOSING = [
  ...ANYWHERE,
  ...phrases(
    'i guess, i think, i suppose, i reckon, i believe, id say, i would say, probably, obviously, definitely, ' +
      'anyway, though, i mean, you know, for sure, for now',
  ),
];
/** Markers that make a whole clause of their own ("Bakers, really."). */
const WHOLE = [
  ...OPENING,
  ...CLOSING,
  ...phrases('sure, right, really, generally, in general, mostly, no doubt, for sure, if anything, in my opinion, imo'),
];

// Where an answer's clauses meet: single marks, and a dash with spaces around it.
const CLAUSE_MARKS = /([,;:!?()–—]|\.[ \t]|[ \t]-[ \t])/;
const SOFT_MARKS = new Set([',', ';', ':', '–', '—', ' - ']);

const bareWord = (word: string) =>
  word
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}-]/gu, '');
const wordsOf = (text: string) => text.split(' ').filter((word) => word !== '');

/** Whether `phrase` is at `words[at]`, compared as bare words. */
const phraseAt = (words: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((word, offset) => bareWord(words[at + offset] ?? '') === word);

/** The longest of `markers` at `words[at]`: how many words it takes, 0 when none is there. */
function markerAt(words: readonly string[], at: number, markers: readonly (readonly string[])[]): number {
  return markers.reduce(
    (longest, phrase) => (phraseAt(words, at, phrase) ? Math.max(longest, phrase.length) : longest),
    0,
  );
}

/** Whether the words are nothing but markers ("well, honestly" is two; "to be fair" one). */
function onlyMarkers(words: readonly string[]): boolean {
  let at = 0;
  while (at < words.length) {
    const length = markerAt(words, at, WHOLE);
    if (length === 0) return false;
    at += length;
  }
  return words.length > 0;
}

/** One clause without the markers at its start and end, and without those that stand anywhere. */
function plainClause(clause: string): string {
  let words = wordsOf(clause);
  for (let length = markerAt(words, 0, OPENING); length > 0 && length < words.length; ) {
    words = words.slice(length);
    length = markerAt(words, 0, OPENING);
  }
  for (let cut = true; cut && words.length > 1; ) {
    cut = false;
    for (let from = Math.max(words.length - 4, 1); from < words.length; from += 1) {
      if (markerAt(words, from, CLOSING) === words.length - from) {
        words = words.slice(0, from);
        cut = true;
        break;
      }
    }
  }
  const kept: string[] = [];
  for (let at = 0; at < words.length; ) {
    const length = at > 0 && kept.length > 0 ? markerAt(words, at, ANYWHERE) : 0;
    if (length > 0 && at + length < words.length) at += length;
    else kept.push(words[at++] as string);
  }
  const lead = clause.startsWith(' ') ? ' ' : '';
  return `${lead}${kept.join(' ')}`;
}

/**
 * The answer without its markers: "Like I said, she's a school receptionist" → "She's a school
 * receptionist"; "Bakers first, honestly." → "Bakers first."; an answer of markers only → "".
 */
export function withoutDiscourse(answer: string): string {
  const pieces = answer.split(CLAUSE_MARKS);
  let changed = false;
  for (let index = 0; index < pieces.length; index += 2) {
    const clause = pieces[index] ?? '';
    if (!onlyMarkers(wordsOf(clause))) {
      const plain = plainClause(clause);
      if (wordsOf(plain).length === wordsOf(clause).length) continue;
      pieces[index] = plain;
      changed = true;
      continue;
    }
    changed = true;
    pieces[index] = '';
    // The mark after a dropped clause goes with it; at the end of a sentence, the mark before it.
    const after = pieces[index + 1];
    if (after === ')' && pieces[index - 1] === '(') {
      pieces[index - 1] = '';
      pieces[index + 1] = '';
    } else if (after !== undefined && SOFT_MARKS.has(after)) pieces[index + 1] = '';
    else if (index > 0 && SOFT_MARKS.has(pieces[index - 1] ?? '')) pieces[index - 1] = '';
  }
  // Nothing dropped: the answer as written, its lines and list marks kept.
  if (!changed) return answer.trim();
  const text = pieces.join('').replace(/[ \t]+/g, ' ');
  let start = 0;
  while (start < text.length && ' ,;:.!?–—-'.includes(text.charAt(start))) start += 1;
  const plain = text.slice(start).trim();
  const wasCapital = /^[\s"'“‘]*\p{Lu}/u.test(answer);
  return wasCapital && plain !== '' ? capitalised(plain) : plain;
}

/** Whether the answer says it repeats something already said ("Like I said, …", "As I mentioned"). */
export function restates(answer: string): boolean {
  const words = wordsOf(answer.replace(/[,;:.!?()–—]/g, ' '));
  return words.some((_, at) => markerAt(words, at, RESTATING) > 0);
}
