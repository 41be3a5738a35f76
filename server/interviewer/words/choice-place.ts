/**
 * The group to test first chosen by its place in the list the question named (docs/interviewer.md,
 * "Acts"): "the second lot", "the last one", "top one", "the latter, I suppose". A clause picks a
 * place when it holds a word of place and otherwise only words said around a choice or of a group
 * in general ("one", "lot", "bunch"). Compared word by word (linear).
 */
import { stem } from './mentions.ts';

/** Words of place, from the top of the list. */
const FROM_TOP: Record<string, number> = {
  first: 0,
  former: 0,
  top: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
};
/** Words of place, from the bottom: with two groups "the latter" is the second, with more the last. */
const LAST = new Set('last latter bottom final'.split(' '));
/** Words that stand for a group in general: "the second lot", "the last bunch", "option two". */
const GROUP_WORDS = new Set(
  'one ones lot lots bunch group groups crowd option type types kind people set list'.split(' '),
);
/** Hedges a place is said with that choose nothing: "I suppose", "I'd say", "let's go with". */
const PLACE_HEDGES = new Set(
  'suppose reckon guess think say mentioned named listed you on in of there hmm um uh erm well'.split(' '),
);

const placeOf = (word: string, count: number): number | undefined =>
  LAST.has(word) ? count - 1 : Object.hasOwn(FROM_TOP, word) ? FROM_TOP[word] : undefined;

/**
 * The index of the group a clause chooses by its place, when every other word of it is said
 * around a choice (`saidAround`, in the stems first-group.ts compares); null when it names none.
 */
export function placeChosen(
  clauses: readonly (readonly string[])[],
  count: number,
  saidAround: ReadonlySet<string>,
): number | null {
  for (const clause of clauses) {
    const words = clause.map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
    const places = words.map((word) => placeOf(word, count)).filter((place) => place !== undefined);
    if (places.length !== 1) continue;
    const around = (word: string) =>
      placeOf(word, count) !== undefined ||
      GROUP_WORDS.has(word) ||
      PLACE_HEDGES.has(word) ||
      saidAround.has(word) ||
      saidAround.has(stem(word));
    const [place = -1] = places;
    if (words.every(around) && place < count) return place;
  }
  return null;
}
