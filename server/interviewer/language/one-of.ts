/**
 * One of a kind of thing or person, as a goal or a job names it: "local gardeners" → "a local
 * gardener", "invoices" → "an invoice"; "the quote", "rent" and "their work" stay as they are.
 */
import { readTerms, singular } from './english.ts';

const VOWEL_SOUND = /^[aeiou]/i;

/** "a" or "an" before `phrase`. */
export const withArticle = (phrase: string) => `${VOWEL_SOUND.test(phrase) ? 'an' : 'a'} ${phrase}`;

/** "local gardeners" → "a local gardener"; "the quote", "rent" and "their work" as they are. */
export function oneOf(object: string): string {
  const first = readTerms(object)[0];
  if (!first || first.tags.has('Determiner') || first.tags.has('Possessive') || first.tags.has('Value')) return object;
  const one = singular(object);
  if (one.toLowerCase() === object.toLowerCase()) return object;
  return withArticle(one);
}

/** Words before a thing that say whose or which it is. */
const DETERMINERS = new Set(['the', 'their', 'our', 'my', 'your', 'his', 'her', 'its', 'these', 'those']);

/**
 * A thing as a goal names one, so a tester can pick any: "the orders", "their cakes", "cakes" →
 * "an order", "a cake"; "the quote", "their work" and "rent" as they are.
 */
export function aThing(object: string): string {
  const words = object.split(' ');
  if (!DETERMINERS.has(words[0]?.toLowerCase() ?? '') || words.length < 2) return oneOf(object);
  const rest = words.slice(1).join(' ');
  const one = singular(rest);
  return one.toLowerCase() === rest.toLowerCase() ? object : withArticle(one);
}
