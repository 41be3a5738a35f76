/**
 * Contractions typed without their apostrophe, in lowercase chat ("hes a dentist", "shes nervous
 * about it"): the answer rules read "she's" as a subject and its verb, and "shes" as a word of its
 * own, so the apostrophe is put back before they read the answer. Only words no one spells so on
 * purpose ("shed" and "shell" are words, and are left alone).
 */
const UNMARKED = new Map([
  ['shes', "she's"],
  ['hes', "he's"],
  ['theyre', "they're"],
  ['theyve', "they've"],
]);

/** `text` with each unmarked contraction written with its apostrophe, its first capital kept. */
export function withApostrophes(text: string): string {
  return text.replace(/\b[A-Za-z]+\b/g, (word) => {
    const full = UNMARKED.get(word.toLowerCase());
    if (!full) return word;
    return word.charAt(0) === word.charAt(0).toUpperCase() ? full.charAt(0).toUpperCase() + full.slice(1) : full;
  });
}
