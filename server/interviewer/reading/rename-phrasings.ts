/**
 * More ways a group's new name is said (docs/interviewer.md, "Acts"), read by renames.ts: the
 * names swapped ("swap beginners for newbies", "replace owners with landlords", "go with newbies
 * for beginners", "newbies is a better name for beginners"), and the reason said after a new name,
 * which is no part of it ("call them regulars because they come every week").
 */
import { startsWith } from './clause-words.ts';

/** Words a reason opens with, whatever follows. */
const REASONS = new Set('because cause cos coz cuz since given'.split(' '));
/** Words a reason opens with when a clause follows them: "as that is our word", "which is what staff say". */
const CLAUSE_LINKS = new Set('as so which'.split(' '));
const CLAUSE_STARTS = new Set('that thats it its they theyre we were is are the our most'.split(' '));

/** The words of a new name up to the reason said after it. */
export function withoutReason(words: readonly string[]): string[] {
  const at = words.findIndex(
    (word, index) =>
      index > 0 && (REASONS.has(word) || (CLAUSE_LINKS.has(word) && CLAUSE_STARTS.has(words[index + 1] ?? ''))),
  );
  return at > 0 ? words.slice(0, at) : [...words];
}

/** "swap X for Y", "replace X with Y": the old name first. "go with Y for X", "use Y for X": the new one first. */
const OLD_FIRST: [string, string][] = [
  ['swap', 'for'],
  ['swap', 'with'],
  ['replace', 'with'],
  ['replace', 'by'],
  ['switch', 'to'],
];
const NEW_FIRST: [string, string][] = [
  ['lets go with', 'for'],
  ['go with', 'for'],
  ['use', 'for'],
  ['lets use', 'for'],
];
/** "newbies is a better name for beginners", "newbies would be a better word for them". */
const BETTER_NAMES = ['is a better name for', 'is a better word for', 'would be a better name for', 'is better than'];

/** The old and new names a swap of names says, as words; null when the words say none. */
export function swappedNames(words: readonly string[]): { old: string[]; now: string[] } | null {
  for (const [newFirst, pairs] of [
    [false, OLD_FIRST],
    [true, NEW_FIRST],
  ] as const) {
    for (const [verb, link] of pairs) {
      const start = startsWith(words, verb);
      const at = start > 0 ? words.indexOf(link, start + 1) : -1;
      if (at < 0 || at >= words.length - 1) continue;
      const first = words.slice(start, at);
      const second = words.slice(at + 1);
      return newFirst ? { old: second, now: first } : { old: first, now: second };
    }
  }
  for (const phrase of BETTER_NAMES) {
    const length = phrase.split(' ').length;
    const at = words.findIndex((_, index) => index > 0 && startsWith(words.slice(index), phrase) > 0);
    if (at > 0 && at + length < words.length) return { old: words.slice(at + length), now: words.slice(0, at) };
  }
  return null;
}
