/**
 * A new app description said in the turn (docs/interviewer.md, "Acts"): "let me fix the
 * description: it's video courses on Node.js …", "can you change the description to: …", "the
 * description should be '…'". The new description runs to the end of the turn, commas and all, so
 * it is read from the whole turn, before its clauses; what was said before it is read as usual.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { wordsOf } from './clause-words.ts';
import type { TurnAct } from './turn-reading.ts';

/** Verbs that ask for a new description, said before it: "fix the description". */
const VERBS = new Set('change fix update edit correct amend rewrite reword replace redo tweak'.split(' '));
/** Words between a verb and "description": "the app description", "our description". */
const BEFORE = new Set('the app our my this that its your'.split(' '));
/** Words between "description" and the new one: "description please:", "description should be:". */
const BETWEEN = new Set('please pls to should be say read now so it says reads is as follows into'.split(' '));
/** What ends the sentence the request is said in. */
const SENTENCE_ENDS = ['. ', '! ', '? ', '\n'];
const QUOTES: Record<string, string> = { "'": "'", '‘': '’', '"': '"', '“': '”' };
const WORD = 'description';

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
  if (value === null) return null;
  value = value.trim();
  const close = QUOTES[value.charAt(0)];
  if (close && value.endsWith(close)) value = value.slice(1, -1).trim();
  return wordsOf(value).length >= 3 ? value : null;
}

/** The correction of the description a turn makes, and what it said before asking for it; null when none. */
export function readDescriptionEdit(plan: PlanState, said: string): { act: TurnAct; before: string } | null {
  const target = plan.app_description?.value;
  const at = said.toLowerCase().indexOf(WORD);
  if (!target || at < 0) return null;
  const ends = SENTENCE_ENDS.map((mark) => {
    const found = said.lastIndexOf(mark, at);
    return found < 0 ? 0 : found + mark.length;
  });
  const sentence = Math.max(0, ...ends);
  const lead = wordsOf(said.slice(sentence, at));
  const verb = asksForNew(lead);
  const after = said.slice(at + WORD.length);
  const value = newDescription(after, verb);
  if (!value || value === target) return null;
  if (!verb && !(BEFORE.has(lead.at(-1) ?? '') && wordsOf(after).slice(0, 2).join(' ') === 'should be')) return null;
  return { act: { act: 'correction', field: 'app_description', value, target }, before: said.slice(0, sentence) };
}
