/** Finding a catalogue's words in a visitor's answer. */

const isWordCharacter = (char: string | undefined) =>
  char !== undefined && ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9'));

/**
 * `word` stands on its own somewhere in `text` (no letter or digit right before or after it).
 * A search instead of a RegExp built from catalogue words: nothing to escape, and a pattern
 * that is never written down could not be checked for backtracking.
 */
export function containsWord(text: string, word: string): boolean {
  if (word === '') return false;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
  }
  return false;
}
