/**
 * Whether a word said is a word of a name the plan holds, as a reader would take it: the same
 * word, its short form ("devs" for developers, "admins" for administrators), or the word with a
 * slip of the keys ("volunters", "begginers"). Compared on stems (mentions.ts stem), so plurals
 * already agree. Used where the words to match are few (the groups a question named, first-group.ts).
 */

/** The shortest short form read as its word: "dev", "admin", "exec"; never "a" or "an". */
const MIN_SHORT_FORM = 3;
/** Words longer than this are never compared letter by letter. */
const MAX_COMPARED = 24;

/** The slips allowed in a word of this many letters: none in a short word, where one letter makes another word. */
const slipsAllowed = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** The edit distance of two short words, a swap of two letters counted once, or `limit + 1` once over it. */
function distanceWithin(said: string, named: string, limit: number): number {
  if (Math.abs(said.length - named.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: named.length + 1 }, (_, index) => index);
  for (let row = 1; row <= said.length; row++) {
    const current = [row];
    let best = row;
    for (let column = 1; column <= named.length; column++) {
      const swap = (previous[column - 1] ?? 0) + (said[row - 1] === named[column - 1] ? 0 : 1);
      let value = Math.min(swap, (previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1);
      // "agnet" for "agent": two letters typed the wrong way round.
      const swapped = said[row - 1] === named[column - 2] && said[row - 2] === named[column - 1];
      if (row > 1 && column > 1 && swapped) value = Math.min(value, (before[column - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[named.length] ?? limit + 1;
}

export function sameWord(said: string, named: string): boolean {
  if (said === named) return true;
  if (said.length > MAX_COMPARED || named.length > MAX_COMPARED) return false;
  if (said.length >= MIN_SHORT_FORM && said.length < named.length && named.startsWith(said)) return true;
  const limit = slipsAllowed(Math.min(said.length, named.length));
  return limit > 0 && distanceWithin(said, named, limit) <= limit;
}

/** A name the words said fit, by its index, with the words said for it. */
export interface NameMatch {
  index: number;
  words: string[];
}

/** The one match of several, or none when there are more. */
const onlyOne = <T>(matches: readonly T[]): T | null => (matches.length === 1 ? (matches[0] as T) : null);

/**
 * The one name (each as its stems) the words said fit alike: every word of it by a short form or
 * a slip ("backend devs", "volunters"), else a word no other name has ("beginners" for plant
 * beginners, "HR" for HR managers beside line managers); none when two fit.
 */
export function nameAlike(names: readonly (readonly string[])[], said: readonly string[]): NameMatch | null {
  const like = (word: string) => said.find((spoken) => sameWord(spoken, word));
  const slips = names.flatMap((name, index) => {
    const words = name.map(like);
    return name.length > 0 && words.every(Boolean) ? [{ index, words: words as string[] }] : [];
  });
  if (slips.length > 0) return onlyOne(slips);
  const shared = (word: string, index: number) => names.some((name, other) => other !== index && name.includes(word));
  return onlyOne(
    names.flatMap((name, index) => {
      const words = name.filter((word) => !shared(word, index)).flatMap((word) => like(word) ?? []);
      return name.length > 1 && words.length > 0 ? [{ index, words }] : [];
    }),
  );
}
