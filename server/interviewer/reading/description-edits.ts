/**
 * A new app description said in the turn (docs/interviewer.md, "Acts"): "let me fix the
 * description: it's video courses on Node.js …", "can you change the description to: …", "the
 * description should be '…'", "fix the blurb: …", "let me rephrase: …". The new description runs to
 * the end of the turn, commas and all, so it is read from the whole turn, before its clauses; what
 * was said before it is read as usual.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked, TurnAct } from '../language/turn-reading.ts';
import { wordsOf } from './clause-words.ts';
import { readDescriptionAnew } from './description-anew.ts';
import { readDescriptionRestated } from './description-restated.ts';

/** Verbs that ask for a new description, said before it: "fix the description". */
const VERBS = new Set('change fix update edit correct amend rewrite reword replace redo tweak make set'.split(' '));
/** Words between a verb and "description": "the app description", "our description". */
const BEFORE = new Set('the app our my this that its your'.split(' '));
/** Words between "description" and the new one: "description please:", "description should be:". */
const BETWEEN = new Set('please pls to should be say read now so it says reads is as follows into with'.split(' '));
/** What ends the sentence the request is said in. */
const SENTENCE_ENDS = ['. ', '! ', '? ', '\n'];
const QUOTES: Record<string, string> = { "'": "'", '‘': '’', '"': '"', '“': '”' };
/** Words for the description a founder asks to change: "fix the blurb: …", "change the summary to …". */
const WORDS = ['description', 'summary', 'blurb', 'one-liner', 'tagline'];
/** Saying the description is said anew, without naming it: "let me rephrase: …", "I described it badly, …". */
const REDESCRIBING = [
  'let me rephrase',
  'let me put it another way',
  'let me put it better',
  'let me describe it better',
  'let me describe it again',
  'let me describe it properly',
  'let me explain it better',
  'i described it badly',
  'i described it wrong',
  'to describe it better',
  'to put it better',
];
const isLetter = (character: string) => /\p{L}/u.test(character);

/** Where the first of `words` stands in `said` as a word of its own, and which; null when none does. */
function firstWord(said: string, words: readonly string[]): { at: number; word: string } | null {
  const lower = said.toLowerCase();
  let first: { at: number; word: string } | null = null;
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      const whole = !isLetter(lower.charAt(at - 1)) && !isLetter(lower.charAt(at + word.length));
      if (whole && (first === null || at < first.at)) first = { at, word };
      if (whole) break;
    }
  }
  return first;
}

/** "let me rephrase: it's …" → "it's …": the description said anew after a phrase that says so. */
function redescribed(plan: PlanState, said: string): { act: TurnAct; before: string } | null {
  const target = plan.app_description?.value;
  const found = firstWord(said, REDESCRIBING);
  if (!target || !found) return null;
  const after = said.slice(found.at + found.word.length);
  const mark = after.search(/\S/);
  if (mark < 0 || !':,-–—'.includes(after.charAt(mark))) return null;
  const value = after.slice(mark + 1).trim();
  if (wordsOf(value).length < 3 || value === target) return null;
  return { act: { act: 'correction', field: 'app_description', value, target }, before: said.slice(0, found.at) };
}

/** The words `words` end with that say "change the description", or false. */
function asksForNew(lead: readonly string[]): boolean {
  let end = lead.length;
  while (end > 0 && BEFORE.has(lead[end - 1] ?? '')) end--;
  // "the description should be …" needs no verb before it.
  return VERBS.has(lead[end - 1] ?? '');
}

/** The new description the text after "description" gives, or null. */
function newDescription(after: string, verb: boolean): string | null {
  const colon = after.indexOf(':');
  const joining = colon >= 0 ? wordsOf(after.slice(0, colon)) : [];
  let value: string | null = null;
  if (colon >= 0 && joining.every((word) => BETWEEN.has(word))) value = after.slice(colon + 1);
  else {
    const words = after.trim().split(/\s+/);
    let start = 0;
    while (start < words.length && BETWEEN.has((words[start] ?? '').toLowerCase())) start++;
    const joined = start > 0 && (verb || words.slice(0, start).some((word) => word.toLowerCase() === 'be'));
    if (joined) value = words.slice(start).join(' ');
  }
  // "make the description 'a marketplace for …'": a quoted description needs no word before it.
  if (value === null && verb && Object.hasOwn(QUOTES, after.trim().charAt(0))) value = after;
  if (value === null) return null;
  value = value.trim();
  const close = QUOTES[value.charAt(0)];
  if (close && value.endsWith(close)) value = value.slice(1, -1).trim();
  return wordsOf(value).length >= 3 ? value : null;
}

/** The correction of the description a turn makes, and what it said before asking for it; null when none. */
export const readDescriptionEdit = (
  plan: PlanState,
  said: string,
  asked?: Asked,
): { act: TurnAct; before: string } | null =>
  descriptionNamedAnew(plan, said) ?? readDescriptionAnew(plan, said) ?? readDescriptionRestated(plan, said, asked);

/** A new description said with the word that names it: "fix the description: …", "the blurb should be …". */
function descriptionNamedAnew(plan: PlanState, said: string): { act: TurnAct; before: string } | null {
  const target = plan.app_description?.value;
  const named = firstWord(said, WORDS);
  if (!target || !named) return redescribed(plan, said);
  const at = named.at;
  const ends = SENTENCE_ENDS.map((mark) => {
    const found = said.lastIndexOf(mark, at);
    return found < 0 ? 0 : found + mark.length;
  });
  const sentence = Math.max(0, ...ends);
  const lead = wordsOf(said.slice(sentence, at));
  const verb = asksForNew(lead);
  const after = said.slice(at + named.word.length);
  const value = newDescription(after, verb);
  if (!value || value === target) return null;
  if (!verb && !(BEFORE.has(lead.at(-1) ?? '') && wordsOf(after).slice(0, 2).join(' ') === 'should be')) return null;
  return { act: { act: 'correction', field: 'app_description', value, target }, before: said.slice(0, sentence) };
}
