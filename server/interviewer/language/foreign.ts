/**
 * Whether an answer is written in a language other than English. The library reads English only:
 * run on Spanish or German it tags words at random and its reading would mangle the answer, so
 * such an answer is kept as typed where it is plainly a name, and otherwise asked for again.
 *
 * The test is the words that glue sentences together, which every sentence of some length has:
 * more of another language's than of English's, and the answer is foreign. A short name ("Cooks",
 * "Corredores aficionados") has none of either and is not called foreign.
 */
import { MAX_READ_CHARS } from './english.ts';

const ENGLISH = new Set(
  (
    'the a an and or but of to in on at for with from by as is are was be been who that which their ' +
    'our my your his her its they we it this these those not also mostly some many most want wants ' +
    'need needs use uses people users can will have has do does while when where'
  ).split(' '),
);

/** Spanish, German, French, Italian and Portuguese glue words that are not English words too. */
const OTHER = new Set(
  (
    'de la el los las que y en para con por del sus su una un es son muy pero como ' +
    'der die das und für mit von zu ein eine einen ist sind nicht auch oder wollen wer ' +
    'le les des et pour avec qui une est sont pas mais ou dans ' +
    'il che per di non sono gli ' +
    'os um uma com não são mas'
  ).split(' '),
);

const wordsOf = (text: string) =>
  text
    .slice(0, MAX_READ_CHARS)
    .toLowerCase()
    .split(/[^\p{L}]+/u);

/** Words that make a phrase a clause, not a name ("die Aufträge annehmen"); "de" of "Dueños de tiendas" does not. */
const NAME_JOINS = new Set(['de', 'del', 'di', 'des', 'von', 'da', 'do']);

export function hasGlueWords(text: string): boolean {
  return wordsOf(text).some((word) => OTHER.has(word) && !NAME_JOINS.has(word));
}

export function looksForeign(text: string): boolean {
  let english = 0;
  let other = 0;
  for (const word of wordsOf(text)) {
    if (ENGLISH.has(word)) english += 1;
    else if (OTHER.has(word)) other += 1;
  }
  return other > english;
}
