/**
 * The groups of users an answer to "who uses your app?" names, in any language it is written in.
 * English is read by the library (language/groups.ts). Another language is kept as typed where
 * it plainly lists names ("Meister, Gesellen und Büroangestellte", "Handwerker und Kunden"); prose
 * in it is not guessed at: null, and the question is asked again, plainly.
 */
import { namedItems, splitOnConjunctions } from '../words/answer-lists.ts';
import { cleanValue } from '../words/answers.ts';
import { opensSentence } from '../words/mentions.ts';
import { hasGlueWords, looksForeign } from './foreign.ts';
import { type Group, readGroups } from './groups.ts';

/** Most words a name typed in another language may have ("Dueños de tiendas"). */
const MAX_FOREIGN_NAME_WORDS = 3;
/** Most words a short answer the library cannot read may have to be kept as one name. */
const MAX_PLAIN_NAME_WORDS = 4;

const wordsOf = (text: string) => text.split(' ').filter((word) => word !== '');
const isForeignName = (name: string) => wordsOf(name).length <= MAX_FOREIGN_NAME_WORDS && !hasGlueWords(name);

/** "Handwerker und Kunden" → both; null unless every part is a short name. */
function joinedNames(answer: string): string[] | null {
  const names = splitOnConjunctions(cleanValue(answer));
  return names.length > 1 && names.every(isForeignName) ? names : null;
}

/** A short answer the library found no group in ("Cooks" reads as a verb), kept as one name. */
function plainName(answer: string): string[] | null {
  const name = cleanValue(answer);
  const words = wordsOf(name);
  return words.length > 0 && words.length <= MAX_PLAIN_NAME_WORDS && !opensSentence(name) && !name.endsWith('?')
    ? [name]
    : null;
}

const named = (names: string[] | null): Group[] | null => names?.map((name) => ({ name, description: '' })) ?? null;

export function groupsInAnswer(answer: string): Group[] | null {
  if (!looksForeign(answer)) return readGroups(answer) ?? named(plainName(answer));
  const listed = namedItems(answer);
  const names = listed?.every(isForeignName)
    ? listed
    : (joinedNames(answer) ?? plainName(answer)?.filter(isForeignName));
  return names && names.length > 0 ? named(names) : null;
}
