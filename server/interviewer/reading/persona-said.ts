/**
 * Who a correction of a persona is said of, and which of its words are the new value
 * (docs/interviewer.md, "Acts"): "Sarah has an Android, not an iPhone" is said of Sarah, whoever
 * was being asked about, and its value is "Android", without who has it or the verb that says so;
 * "Bea teaches pilates, not yoga" changes the word it names in "Yoga instructor".
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { normalizeCommand } from '../words/answers.ts';
import { capitalised } from '../words/mentions.ts';
import { type Focus, join, spelledAs, wordsOf } from './clause-words.ts';

/** Words a new value is said after: who it is of, the verb that says it, an article. */
const BEFORE_VALUE = new Set(
  (
    'she he they her his their them it its shes hes theyre is are was were s be been being actually really just ' +
    'btw also now more like a an the uses use using has have got owns own on edits works working as teaches ' +
    'should would will change make set to name age called'
  ).split(' '),
);
/** A persona's field named before its value ("his phone is a Samsung", "her job's nurse"): not part of it. */
const FIELD_NOUNS = new Set('phone device job occupation mood background laptop computer'.split(' '));
const COPULAS = new Set('is s was'.split(' '));
/** Words a new value trails off into: asides, apologies, "by the way". */
const AFTER_VALUE = new Set('actually really sorry though btw now instead too then please pls anyway'.split(' '));
const AFTER_PHRASES = [
  'by the way',
  'my bad',
  'my mistake',
  'as such',
  'i think',
  'i guess',
  'as well',
  'for years',
  'for ages',
  'for a while',
  'for a long time',
  'these days',
  'at the moment',
  'right now',
];
/** Short forms spelled out in a stored value. */
const SPELLED_OUT: Record<string, string> = { w: 'with', wo: 'without', '&': 'and' };

/** The persona `words` open with by name ("sarah", "brians", "dave is"), and how many words name it. */
export function personaNamed(plan: PlanState, words: readonly string[]): { focus: Focus; length: number } | null {
  for (const [type, userType] of plan.user_types.entries()) {
    for (const [segment, entry] of userType.segments.entries()) {
      const name = normalizeCommand(entry.persona?.name?.value ?? '');
      if (name === '' || name.includes(' ')) continue;
      if (words[0] !== name && words[0] !== `${name}s`) continue;
      return { focus: { type, segment }, length: 1 };
    }
  }
  return null;
}

/** The persona names of the plan, as a clause's words spell them ("amelia", "amelias"). */
export function personaNames(plan: PlanState): Set<string> {
  const names = plan.user_types.flatMap((type) => type.segments.map((segment) => segment.persona?.name?.value ?? ''));
  return new Set(names.filter(Boolean).flatMap((name) => [normalizeCommand(name), `${normalizeCommand(name)}s`]));
}

/** The words of a new value, without who it is said of, the verb, and what trails off after it. */
export function valueWords(words: readonly string[], names: ReadonlySet<string>): string[] {
  let start = 0;
  let end = words.length;
  const before = (at: number) =>
    BEFORE_VALUE.has(words[at] ?? '') ||
    names.has(words[at] ?? '') ||
    (FIELD_NOUNS.has(words[at] ?? '') && COPULAS.has(words[at + 1] ?? ''));
  while (start < end && before(start)) start++;
  for (let trimmed = true; trimmed && end > start; ) {
    trimmed = false;
    if (AFTER_VALUE.has(words[end - 1] ?? '')) {
      end--;
      trimmed = true;
    }
    for (const phrase of AFTER_PHRASES) {
      const length = phrase.split(' ').length;
      if (end - length < start || join(words.slice(end - length, end)) !== phrase) continue;
      end -= length;
      trimmed = true;
    }
  }
  return words.slice(start, end);
}

/** The value `words` spell in the clause, short forms spelled out ("thinkpad w linux" → "Thinkpad with linux"). */
export function spelledValue(clause: string, words: readonly string[]): string {
  const short = words.some((word) => Object.hasOwn(SPELLED_OUT, word));
  const text = short ? words.map((word) => SPELLED_OUT[word] ?? word).join(' ') : spelledAs(clause, words);
  return capitalised(text);
}

/**
 * A new word for part of a stored value: "pilates, not yoga" of "Yoga instructor" is "Pilates
 * instructor"; "Friday, not Thursday" of "Book a walk for Thursday" is "Book a walk for Friday".
 * Of an occupation, only a word before its head is replaced so ("a vet nurse, not a lawyer" of
 * "Junior lawyer" is "Vet nurse"); only when the new words share none of the value's others.
 */
export function withPartReplaced(target: string, oldWords: readonly string[], value: string, head = false): string {
  const held = wordsOf(target);
  const said = wordsOf(value);
  const at = held.findIndex((_, index) => oldWords.every((word, offset) => held[index + offset] === word));
  const last = at + oldWords.length >= held.length;
  if (at < 0 || oldWords.length === 0 || (last && !head) || (at === 0 && last)) return value;
  const others = held.filter((_, index) => index < at || index >= at + oldWords.length);
  if (said.some((word) => others.includes(word))) return value;
  const before = spelledAs(target, held.slice(0, at));
  const after = spelledAs(target, held.slice(at + oldWords.length));
  const middle = before === '' ? value : `${value.charAt(0).toLowerCase()}${value.slice(1)}`;
  return capitalised([before, middle, after].filter(Boolean).join(' '));
}
