/**
 * A goal reworded in part (docs/interviewer.md, "Acts"): the founder names the goal by a few of
 * its words and says only what changes ("the tuesday pickup should be wednesday", "change the veg
 * box one to a mixed meat and veg box", "the subs one, it's weekly subs"). The new words take the
 * place of those they stand for, and the goal stays one task begun with its verb; a new value that
 * is a task of its own ("… should be 'renew all her loans at once'") replaces the goal whole.
 */
import { capitalised } from '../words/mentions.ts';
import { core, startsWith, wordsOf } from './clause-words.ts';
import { bare, plainVerb } from './goal-words.ts';

/** Words that name which goal is meant, not what it says: "the renew one", "that goal". */
const POINTING = new Set('the a an that this one goal task bit thing'.split(' '));
/** Words that trail after a new value and are no part of it: "weekly subs actually". */
const TRAILING = new Set(['actually', 'instead', 'really', 'please', 'then', 'too']);
const ARTICLES = new Set(['a', 'an', 'the']);

/** The words of a goal's new wording, as core() reads a value, with its article kept: "the yearly fee". */
export function wordingOf(words: readonly string[]): string[] {
  const said = core(words);
  const start = words.indexOf(said[0] ?? '');
  return start > 0 && words[start - 1] === 'the' ? ['the', ...said] : said;
}

/** Where `part` stands in `words`, compared bare; -1 when it does not. */
function indexOf(words: readonly string[], part: readonly string[]): number {
  if (part.length === 0) return -1;
  for (let at = 0; at + part.length <= words.length; at++) {
    if (part.every((word, offset) => bare(words[at + offset] ?? '') === word)) return at;
  }
  return -1;
}

/**
 * The goal with `value` said in place of the words it stands for, or null when `value` is a goal
 * of its own or stands for nothing the goal says. `named` are the words the goal was named by.
 */
export function rewordedGoal(goal: string, named: readonly string[], value: string): string | null {
  const said = value.split(' ').filter(Boolean);
  while (said.length > 1 && TRAILING.has(bare(said.at(-1) ?? ''))) said.pop();
  const words = said.map(bare);
  if (said.length === 0 || plainVerb(words[0] ?? '')) return null;
  const held = goal.split(' ');
  const naming = named.map(bare).filter((word) => word !== '' && !POINTING.has(word));
  // "a mixed meat and veg box" for "the veg box one": the thing the goal names, said more fully.
  const within = indexOf(words, naming);
  const at = within >= 0 ? indexOf(held, naming) : -1;
  let from = at;
  let length = naming.length;
  if (at < 0) {
    // "wednesday" for "the tuesday pickup": what the goal says of the thing named, said anew.
    const changed = naming.filter((word) => indexOf(held, [word]) >= 0 && !words.includes(word));
    if (changed.length === 0 || said.length > 3) return null;
    from = indexOf(held, [changed[0] ?? '']);
    length = 1;
  }
  if (from <= 0) return null;
  // "Order a veg box" → "Order a mixed …", "Pay the monthly fee" → "Pay the yearly fee": the new
  // words bring their own article, and what they say of the thing in place of what it said.
  const article = held.findLastIndex((word, index) => index < from && index >= from - 3 && ARTICLES.has(bare(word)));
  if (ARTICLES.has(words[0] ?? '') && article > 0) {
    length += from - article;
    from = article;
  }
  // "a yoga class" for "spin" in "a spin class": the thing the new words end on is the goal's own.
  if (words.at(-1) === bare(held[from + length] ?? '')) length++;
  return capitalised([...held.slice(0, from), ...said, ...held.slice(from + length)].join(' '));
}

/** Words a goal named in a clause of its own ends on: "the lisbon one", "the deposit goal". */
const NAMING_ENDS = new Set(['one', 'goal', 'task', 'bit']);
/** What opens the new wording said in the next clause: "make it porto", "it's weekly subs". */
const NEW_WORDING = [
  'make it',
  'make that',
  'change it to',
  'it should be',
  'it should say',
  'its',
  'it is',
  'should be',
];
/** The most words a goal is named by in a clause of its own. */
const MAX_NAMING_WORDS = 6;

/**
 * "the lisbon one" and "make it porto instead", said as two clauses, as one edit: "the lisbon one
 * should be porto instead"; "" when the first clause names no goal or the second says no wording.
 */
export function goalNamedThenSaid(first: string, second: string): string {
  // Most clauses name no goal: only a short one is read.
  if (first.split(' ').length > MAX_NAMING_WORDS + 2) return '';
  const naming = wordsOf(first);
  const said = wordsOf(second);
  const names = naming.length > 1 && naming.length <= MAX_NAMING_WORDS && (naming[0] === 'the' || naming[0] === 'that');
  if (!names || !NAMING_ENDS.has(naming.at(-1) ?? '')) return '';
  const opener = NEW_WORDING.find((phrase) => startsWith(said, phrase) > 0);
  if (!opener || said.length <= opener.split(' ').length) return '';
  return `${naming.join(' ')} should be ${said.slice(opener.split(' ').length).join(' ')}`;
}
