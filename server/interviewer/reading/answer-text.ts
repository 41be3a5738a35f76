/**
 * The part of a turn its answer is in, as a person would take it: the last of several tries
 * ("32, no wait, 30", "Zara, sorry, Zoe", "Librarian, well, the branch manager actually"), a name
 * without the words it was offered in ("Let's go with Chloe", "Olivia's fine"), and an age said in
 * words ("he's seven", "twenty-nine").
 */

import { PERSONA_FIELDS } from '../../../src/lib/plan/plan.ts';
import { withoutDiscourse } from '../language/discourse.ts';
import type { Asked } from '../language/turn-reading.ts';
import { normalizeCommand } from '../words/answers.ts';
import { descriptionAnswered } from './description-answer.ts';
import { isSaidOfSomeone } from './goal-values.ts';
import { withNumberInDigits } from './number-words.ts';
import { isQuestionToAssistant } from './turn-words.ts';

/** Clauses that take back what came before them. */
const TAKING_BACK = new Set(
  [
    'no wait',
    'wait',
    'sorry',
    'no sorry',
    'i mean',
    'i meant',
    'or rather',
    'no',
    'well',
    'oops',
    'make that',
    'scratch that',
    'well actually',
    'no actually',
    'or no',
    'or actually',
    'actually no',
  ].sort((one, other) => other.length - one.length),
);
const NAME_OPENERS = [
  'lets go with',
  'go with',
  'lets call her',
  'lets call him',
  'call her',
  'call him',
  'how about',
  'maybe',
  'lets say',
  'say',
];
const NAME_CLOSERS = ['is fine', 'works', 'is good', 'will do', 'sounds good', 'is ok', 'is okay'];

/** The most words said after an offer ("let's go with …") that are read as the name alone. */
const MAX_OFFERED_WORDS = 2;

/** Words that say how a name is spelt, after it. */
const SPELLING_WORDS = new Set(['with', 'without', 'spelled', 'spelt']);

/** Words that announce a list of groups rather than name one. */
const KINDS = new Set('kinds kind types type sorts sort groups group categories main mainly two three four'.split(' '));

/** Words that take back what came before only when said alone ("Clare, no, Claire"). */
const WEAK_TAKING_BACK = new Set(['no', 'well']);

/** Words that only hedge what came before them ("well, mostly"): no new try of their own. */
const HEDGES = new Set('mostly really actually i guess think maybe probably kind sort of anyway'.split(' '));

/** The words that open `clause` and take back what came before it ("sorry, I meant"), or 0. */
function takingBackLength(clause: string): number {
  let words = normalizeCommand(clause).split(' ');
  let taken = 0;
  for (;;) {
    const said = words.join(' ');
    const opener = [...TAKING_BACK].find((mark) => said === mark || said.startsWith(`${mark} `));
    if (!opener) return taken;
    const length = opener.split(' ').length;
    const rest = words.slice(length);
    // "no more spreadsheets", "well paid": "no" and "well" take back only alone, or with "sorry".
    if (WEAK_TAKING_BACK.has(opener) && rest.length > 0 && takingBackLength(rest.join(' ')) === 0) return taken;
    taken += length;
    words = rest;
  }
}

/**
 * The clause after the last one that takes back what came before it ("32, no wait, 30" → "30";
 * "Sophie, sorry I meant Sofia" → "Sofia"), when something was said before it and something new
 * after it; else the whole answer.
 */
function lastTry(said: string): string {
  // Clauses at even places, each followed by its mark.
  const parts = said.split(/([,.;!]\s*)/);
  for (let at = parts.length - 1; at >= 2; at--) {
    if (at % 2 === 1) continue;
    const clause = parts[at] ?? '';
    const taken = takingBackLength(clause);
    if (taken === 0) continue;
    const before = parts
      .slice(0, at - 1)
      .join('')
      .trim();
    // "no wait 30": the new try may follow the words that take the old one back in the same clause.
    const inClause = clause.trim().split(/\s+/).slice(taken).join(' ');
    const rest = [inClause, parts.slice(at + 1).join('')]
      .join(' ')
      .trim()
      .replace(/^[,;.!\s]+/, '');
    const hedgeOnly = normalizeCommand(rest)
      .split(' ')
      .every((word) => word === '' || HEDGES.has(word));
    if (before !== '' && !hedgeOnly) return rest;
  }
  return said;
}

/** "Olivia's fine" → "Olivia", "let's go with Chloe" → "Chloe": a name without the words offered with it. */
function nameWithoutWrapping(said: string): string {
  // "Olivia's fine" is "Olivia is fine": the "'s" is a verb, not a part of the name.
  const closing = normalizeCommand(said.replace(/['’]s\b/g, ' is'));
  const closer = NAME_CLOSERS.find((phrase) => closing.endsWith(` ${phrase}`));
  let words = normalizeCommand(closer ? said.replace(/['’]s\b/g, ' is') : said).split(' ');
  // "Lily. Or Lucy? Let's go with Lily": what follows the last offer is the name.
  const offered = ` ${words.join(' ')}`;
  // "Well, let's call him Mark" is read whole: "him" says who is named (persona-details.ts).
  const opener = NAME_OPENERS.find(
    (phrase) => offered.startsWith(` ${phrase} `) || (!/\b(her|him)\b/.test(phrase) && offered.includes(` ${phrase} `)),
  );
  const offer = opener ? offered.slice(offered.lastIndexOf(` ${opener} `) + opener.length + 2).split(' ') : [];
  // "How about Margaret, she's 72, retired": more than a name is read whole (persona-name.ts).
  if (offer.length > MAX_OFFERED_WORDS) return said;
  if (opener) words = offer;
  if (closer) words = words.slice(0, -closer.split(' ').length);
  // "Claire with an i", "Jon without an h": how it is spelt is no part of the name.
  const spelling = SPELLING_WORDS.has(words[1] ?? '') ? 1 : 0;
  if (spelling > 0) words = words.slice(0, spelling);
  if (!opener && !closer && spelling === 0) return said;
  // As it was written: "Lily", not "lily".
  const name = words.join(' ');
  const at = said.toLowerCase().lastIndexOf(name);
  return at >= 0 && name !== '' ? said.slice(at, at + name.length) : name;
}

/** "Two kinds of people, really: developers …, and team leads …" → the list after the colon. */
function withoutListPreamble(said: string): string {
  const colon = said.indexOf(':');
  if (colon < 0) return said;
  const before = normalizeCommand(said.slice(0, colon)).split(' ');
  return before.some((word) => KINDS.has(word)) ? said.slice(colon + 1).trim() : said;
}

/** Words that make a bracket a remark about a group ("(a few schools use it in class)"), not its parts. */
const REMARK_WORDS = new Set('it its they them their theyre ones we us our who which'.split(' '));

/**
 * A list of groups as a list: "parents / kids / teachers" said with commas, and without a remark
 * in brackets about one of them ("landlords (mostly accidental ones who inherited a flat)").
 */
function groupsWithoutRemarks(said: string): string {
  let text = said;
  for (let open = text.indexOf('('); open >= 0; open = text.indexOf('(', open + 1)) {
    const close = text.indexOf(')', open);
    if (close < 0) break;
    const inside = normalizeCommand(text.slice(open + 1, close)).split(' ');
    if (inside.some((word) => REMARK_WORDS.has(word)))
      text = `${text.slice(0, open).trimEnd()}${text.slice(close + 1)}`;
  }
  return text.split(' / ').join(', ');
}

/** Words that open a remark between groups ("they're the ones who pay", "it's their big day"). */
const REMARK_OPENERS = new Set('they theyre its it thats this obviously clearly for'.split(' '));
/** Words that open more about the group just described ("…who buy it, usually front-end people"). */
const MORE_ABOUT = new Set('usually mostly mainly often typically generally normally'.split(' '));
const DESCRIBED = new Set(['who', 'that', 'which']);

/**
 * The groups of a sentence without the remarks said between them: "developers who buy it for
 * themselves, usually front-end people moving to full-stack, and team leads" names two groups.
 */
function withoutRemarksBetween(said: string): string {
  const clauses = said.split(',');
  const kept: string[] = [];
  for (const [index, clause] of clauses.entries()) {
    const words = normalizeCommand(clause).split(' ');
    const previous = normalizeCommand(clauses[index - 1] ?? '').split(' ');
    // "So basically, it's students …": what opens the answer names the groups, however it starts.
    const named = kept.some((said) => withoutDiscourse(said).trim() !== '');
    const remark = named && REMARK_OPENERS.has(words[0] ?? '');
    const more = index > 0 && MORE_ABOUT.has(words[0] ?? '') && previous.some((word) => DESCRIBED.has(word));
    if (!remark && !more) kept.push(clause);
  }
  return kept.join(',');
}

/**
 * A persona detail offered with a question mark ("no idea, Sam?", "mid-thirties?") that asks the
 * assistant nothing is an answer: without the mark, the answer rules take it as one.
 */
function withoutDoubt(said: string, asked: Asked): string {
  const text = said.trim();
  if (!(PERSONA_FIELDS as readonly string[]).includes(asked) || !text.endsWith('?') || isQuestionToAssistant(text))
    return said;
  let end = text.length;
  while (end > 0 && text.charAt(end - 1) === '?') end--;
  return text.slice(0, end);
}

export function answerTextFor(answer: string, asked: Asked): string {
  if (asked === 'app_description') return descriptionAnswered(answer);
  const said = withoutDoubt(answer, asked);
  const groups = asked === 'user_type' || asked === 'segment';
  const listed = groups ? groupsWithoutRemarks(withoutListPreamble(lastTry(said))) : lastTry(said);
  const text = asked === 'user_type' ? withoutRemarksBetween(listed) : listed;
  if (asked === 'name') return nameWithoutWrapping(text);
  if (asked === 'age' && !/\d/.test(text)) return withNumberInDigits(text);
  return text;
}

/** How a task is said of the persona: "she wants to …", "he'd like to …". */
const PERSONA_SUBJECTS = new Set(['she', 'he', 'shed', 'hed']);
const WISHES = new Set('wants want needs need would wd likes like also usually always often mostly just'.split(' '));
/** Verbs said of someone that say what they are or have, which an edit reads, never a task. */
const BEING = new Set(['is', 'was', 'has', 'does', 'uses', 'works', 'lives', 'feels', 'seems', 'looks']);

/**
 * Whether a clause said after an edit ("Rosie's 31, not 29. She picks her favourites for the
 * album.") is the goal asked for, said of the persona, rather than an explanation of the edit.
 */
export function isGoalOfPersona(clause: string, asked: Asked): boolean {
  if (asked !== 'goal' && asked !== 'more_goals') return false;
  const [subject = '', verb = ''] = normalizeCommand(clause).split(' ');
  if (!PERSONA_SUBJECTS.has(subject) || BEING.has(verb)) return false;
  return WISHES.has(verb) || isSaidOfSomeone(verb);
}
