/**
 * How often a group uses the app, said around its name: "mainly local customers; sometimes office
 * managers", "parents mostly, grandparents now and then", "tutors too". Such words say how much a
 * group counts, never who it is, and they confuse the library ("sometimes office managers" reads
 * "office" as a verb), so the groups' answer is read without them; what they said is kept in the
 * punctuation:
 *
 * - a main group and an occasional one are two groups however they are joined: "X mainly;
 *   sometimes Y", "mostly X, occasionally Y", "X mostly - now and then Y", "X. Sometimes Y." An
 *   occasional word between two names with nothing else between them splits them ("X sometimes Y");
 * - a main group said after a name and a comma is a part of that group: "buyers, mostly local
 *   customers and office managers" reads as "buyers (local customers and office managers)", its
 *   end where the clause ends, unless the next clause names an occasional part too;
 * - "with the odd Y", "with a few Y" adds a group as "and" does.
 *
 * Word by word, each looked at once or a few times (linear time).
 */

const phrases = (list: string) => list.split(',').map((phrase) => phrase.trim().split(' '));

const MAIN = phrases(
  'mainly, mostly, primarily, largely, chiefly, predominantly, principally, usually, typically, generally, ' +
    'for the most part, above all, in the main, first and foremost, mostly just, mainly just',
);
const OCCASIONAL = phrases(
  'sometimes, occasionally, now and then, every now and then, now and again, every now and again, ' +
    'from time to time, once in a while, every once in a while, every so often, at times, on occasion, ' +
    'rarely, seldom, less often, sometimes also, also sometimes, also, to a lesser extent, to a lesser degree, ' +
    'to some extent, less so, not as often, a bit less, a little less, the odd, the occasional',
);
/** Occasional words that say so only at the end of a clause ("tutors too"; "too busy" is not one). */
const CLOSING_OCCASIONAL = phrases('too, as well, also, but less, but less so, but not as much, but not as often');
/** Words before which an occasional word only qualifies what follows ("and sometimes", "who also"). */
const JOINING = new Set(['and', 'or', 'but', 'plus', 'who', 'that', 'which', 'whose', 'while', 'with', '&', '+']);
const RELATIVE = new Set(['who', 'that', 'which', 'whose', 'where']);
/** "with the odd agency", "with a few teachers": a group added, as by "and". */
const ODD_ONES = phrases('the odd, the occasional, a few, some, the rare');
/** Past this many words, the clause before a comma is a description, not a name. */
const MAX_NAME_WORDS = 4;

interface Word {
  /** The word as written, without the punctuation around it. */
  text: string;
  before: string;
  after: string;
}

const OPENING_PUNCTUATION = `("'“‘`;
const CLOSING_PUNCTUATION = `,;:.!?)"'”’`;

function splitWord(token: string): Word {
  let start = 0;
  while (start < token.length - 1 && OPENING_PUNCTUATION.includes(token.charAt(start))) start += 1;
  let end = token.length;
  while (end > start + 1 && CLOSING_PUNCTUATION.includes(token.charAt(end - 1))) end -= 1;
  return { before: token.slice(0, start), text: token.slice(start, end), after: token.slice(end) };
}

const bare = (word: Word | undefined) => (word?.text ?? '').toLowerCase().replace(/[’']/g, '');
const isDash = (word: Word | undefined) => ['-', '–', '—'].includes(word?.text ?? '');
/** Whether a clause ends after this word (punctuation after it, or a dash next). */
const endsClause = (word: Word | undefined, next: Word | undefined) =>
  word === undefined ||
  next === undefined ||
  word.after !== '' ||
  isDash(word) ||
  isDash(next) ||
  next?.before.includes('(') === true;

/** How many words of `list` stand at `at`, none but the last with punctuation after it (0 when none). */
function phraseAt(words: readonly Word[], at: number, list: readonly (readonly string[])[]): number {
  let longest = 0;
  for (const phrase of list) {
    const fits = phrase.every(
      (part, offset) =>
        bare(words[at + offset]) === part &&
        (offset === phrase.length - 1 || words[at + offset]?.after === '') &&
        (offset === 0 || words[at + offset]?.before === ''),
    );
    if (fits) longest = Math.max(longest, phrase.length);
  }
  return longest;
}

/** The clause that ends with `out`'s last word: the words since the last punctuation. */
function lastClause(out: readonly Word[]): Word[] {
  let start = out.length - 1;
  while (start > 0 && !endsClause(out[start - 1], out[start])) start -= 1;
  return out.slice(Math.max(start, 0));
}

const STRONGER = [',', ';', ':', '.'];
/** Gives `word` the punctuation of a dropped qualifier, keeping the stronger of the two marks. */
function takePunctuation(word: Word | undefined, after: string) {
  if (!word || after === '') return;
  const rank = (marks: string) => Math.max(...Array.from(marks).map((mark) => STRONGER.indexOf(mark)));
  if (word.after === '' || rank(after) > rank(word.after)) word.after = after;
}

const joined = (words: readonly Word[]) => words.map((word) => `${word.before}${word.text}${word.after}`).join(' ');

interface Reading {
  out: Word[];
  /** Whether a bracket of parts is open ("buyers (local customers …"). */
  open: boolean;
}

/** Whether the clause before the comma just read is a name, not a description ("who cook, mostly …"). */
function namedBefore(out: readonly Word[]): boolean {
  const clause = lastClause(out);
  return clause.length <= MAX_NAME_WORDS && !clause.some((word) => RELATIVE.has(bare(word)));
}

/** Drops the qualifier of `length` words at `at`, keeping what it said; how many words it took. */
function dropQualifier(words: Word[], at: number, length: number, main: boolean, reading: Reading): number {
  const first = words[at] as Word;
  const last = words[at + length - 1] as Word;
  const previous = reading.out.at(-1);
  let taken = length;
  let next = words[at + taken];
  if (isDash(next) && !reading.open) {
    // "X mostly - Y": the dash parts two groups, as a semicolon does.
    takePunctuation(previous, ';');
    taken += 1;
    next = words[at + taken];
  } else if (!main && isDash(previous) && !reading.open) {
    // "X - now and then Y" too.
    reading.out.pop();
    takePunctuation(reading.out.at(-1), ';');
  } else if (endsClause(last, next)) {
    // "local customers mainly;": the qualifier ends its clause, and gives its mark to the name.
    takePunctuation(previous, last.after);
  } else if (main && previous?.after === ',' && !reading.open && namedBefore(reading.out)) {
    // "buyers, mostly local customers": parts of the group just named.
    previous.after = '';
    first.before = `(${first.before}`;
    reading.open = true;
  } else if (!main && previous && !endsClause(previous, first) && !JOINING.has(bare(previous))) {
    // "local customers sometimes office managers": two groups.
    previous.after = ';';
  }
  if (next) {
    next.before = `${first.before}${next.before}`;
    // "Sometimes office managers." starts a sentence: so does what is left of it.
    if (/^\p{Lu}/u.test(first.text) && next.text === next.text.toLowerCase()) {
      next.text = `${next.text.charAt(0).toUpperCase()}${next.text.slice(1)}`;
    }
  }
  return taken;
}

/** Keeps a word, closing the bracket of parts where their clause ends (unless an occasional part follows). */
function keepWord(words: Word[], at: number, reading: Reading) {
  const word = words[at] as Word;
  const previous = reading.out.at(-1);
  if (bare(word) === 'with' && previous?.after === ',' && phraseAt(words, at + 1, ODD_ONES) > 0) word.text = 'and';
  const next = words[at + 1];
  if (reading.open && endsClause(word, next)) {
    const goesOn = next !== undefined && phraseAt(words, at + 1, OCCASIONAL) > 0 && !/[.!?]/.test(word.after);
    if (!goesOn) {
      word.after = `)${word.after}`;
      reading.open = false;
    }
  }
  reading.out.push(word);
}

/** The groups' answer without its how-often words, what they said kept in the punctuation (see above). */
export function withoutQualifiers(text: string): string {
  const words = text
    .split(' ')
    .filter((token) => token !== '')
    .map(splitWord);
  const reading: Reading = { out: [], open: false };
  for (let at = 0; at < words.length; ) {
    const main = phraseAt(words, at, MAIN);
    const length = Math.max(main, phraseAt(words, at, OCCASIONAL));
    const closing = phraseAt(words, at, CLOSING_OCCASIONAL);
    if (length > 0) {
      at += dropQualifier(words, at, length, main === length, reading);
    } else if (closing > 0 && endsClause(words[at + closing - 1], words[at + closing])) {
      // "tutors too", "parents as well".
      takePunctuation(reading.out.at(-1), words[at + closing - 1]?.after ?? '');
      at += closing;
    } else {
      keepWord(words, at, reading);
      at += 1;
    }
  }
  const result = joined(reading.out);
  return reading.open ? `${result})` : result;
}

/** "Mostly hobby bakers" → "hobby bakers": a qualifier the answer opens with, dropped; the rest as written. */
export function withoutOpeningQualifier(text: string): string {
  const words = text
    .split(' ')
    .filter((token) => token !== '')
    .map(splitWord);
  const length = Math.max(phraseAt(words, 0, MAIN), phraseAt(words, 0, OCCASIONAL));
  const rest = text.trim().split(' ').filter(Boolean).slice(length);
  return length > 0 && rest.length > 0 && words[length - 1]?.after === '' ? rest.join(' ') : text;
}

/** "Newbies mainly" → "Newbies": a qualifier the answer closes with, dropped; the rest as written. */
export function withoutClosingQualifier(text: string): string {
  const written = text.trim().split(' ').filter(Boolean);
  const words = written.map(splitWord);
  for (let start = 1; start < words.length; start += 1) {
    const length = Math.max(...[MAIN, OCCASIONAL, CLOSING_OCCASIONAL].map((list) => phraseAt(words, start, list)));
    if (length > 0 && start + length === words.length && words[start - 1]?.after === '') {
      return written.slice(0, start).join(' ');
    }
  }
  return text;
}
