/**
 * What the edit readers (edit-acts.ts, persona-edits.ts) share: the words of a clause, normalised
 * (answers.ts normalizeCommand), what it opens with, its words without those that only lead into or
 * trail off from what is said, and the value words give a field, in its shape.
 */
import { jobAsNamed } from '../language/job-verbs.ts';
import { genderNamed } from '../language/persona-details.ts';
import type { TurnField } from '../language/turn-reading.ts';
import { normalizeCommand, parseAge } from '../words/answers.ts';
import { capitalised } from '../words/mentions.ts';

/** The persona a pronoun ("she", "he", "they") stands for: the one being asked about, else the last. */
export interface Focus {
  type: number;
  segment: number;
  /** Named in an edit earlier in the turn ("Pat's a guy, Patrick"): what follows may be said of it alone. */
  named?: boolean;
}

export const LEADS = new Set(
  'and also oh actually please just so ok okay then but wait sorry oops no yeah yes can could you we lets let us i want to would like id like'.split(
    ' ',
  ),
);
export const TAILS = new Set(
  'for now please pls plz too as well entirely completely altogether instead then from the plan list thanks thx cheers anymore any more tbh though'.split(
    ' ',
  ),
);
/** Hedges a founder opens a clause with ("tbh", "so basically", "hmm", "I reckon"): said before an edit, never part of it. */
const HEDGES = new Set(
  'tbh honestly basically hmm hm um umm erm er uh right anyway reckon guess think suppose'.split(' '),
);
/** Who may "say" or "mean" a new value: "let's say regular givers", "I meant Marco", "we'd say coaches". */
const SAYERS = new Set('lets us we i id wed would could shall'.split(' '));
const SAYING = new Set(['say', 'mean', 'meant']);

/** A word that only leads into what is said, given the word before it. */
const leads = (word: string, before: string | undefined) =>
  LEADS.has(word) || HEDGES.has(word) || (SAYING.has(word) && (before === undefined || SAYERS.has(before)));

export const wordsOf = (text: string) => normalizeCommand(text).split(' ').filter(Boolean);
export const join = (words: readonly string[]) => words.join(' ');

export function startsWith(words: readonly string[], phrase: string): number {
  const parts = phrase.split(' ');
  return parts.every((part, index) => words[index] === part) ? parts.length : 0;
}

/** The words without those that only lead into or trail off from what is said. */
export function core(words: readonly string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && leads(words[start] ?? '', words[start - 1])) start++;
  if (words[start] === 'the') start++;
  while (end > start && TAILS.has(words[end - 1] ?? '')) end--;
  if (end - start >= 2 && words[end - 2] === 'for' && words[end - 1] === 'now') end -= 2;
  return words.slice(start, end);
}

/** The value `words` give `field`, in the field's shape. */
export function valueFor(field: TurnField, words: readonly string[]): string | null {
  const text = join(core(words));
  if (text === '') return null;
  if (field === 'age') return parseAge(text);
  if (field === 'gender') return genderNamed(text);
  if (field === 'occupation_background') return capitalised(jobAsNamed(text.replace(/^an? /, '')));
  return capitalised(text.replace(/^an? /, ''));
}

const APOSTROPHES = new Set(["'", '’']);

/** The words of a clause as typed, each with where it stands: runs of letters and digits. */
function typedWords(clause: string): { word: string; start: number; end: number }[] {
  const typed: { word: string; start: number; end: number }[] = [];
  for (const match of clause.matchAll(/[\p{L}\p{N}'’]+/gu)) {
    const text = match[0];
    const word = normalizeCommand(text);
    if (word === '') continue;
    // A quote mark around a word is not part of it: "'staff'" is spelled "staff".
    let lead = 0;
    while (APOSTROPHES.has(text.charAt(lead))) lead++;
    let trail = 0;
    while (APOSTROPHES.has(text.charAt(text.length - 1 - trail))) trail++;
    typed.push({ word, start: match.index + lead, end: match.index + text.length - trail });
  }
  return typed;
}

/**
 * `words` as the clause spells them, with their hyphens, capitals and punctuation ("first-time
 * renters", "ThinkPad"); joined as they are when the clause does not hold them in a row.
 */
export function spelledAs(clause: string, words: readonly string[]): string {
  const typed = typedWords(clause);
  for (let at = 0; at + words.length <= typed.length && words.length > 0; at++) {
    if (!words.every((word, index) => typed[at + index]?.word === word)) continue;
    return clause.slice(typed[at]?.start, typed[at + words.length - 1]?.end);
  }
  return join(words);
}
