/**
 * The short names the interviewer may repeat back in a question ("Which group of crew owners
 * should we test first?"). A plan value is whatever the visitor typed: a word, a paragraph, a
 * question, markup. Pasting that into a sentence reads broken, so a value is repeated only when
 * it is clearly a name: a few words, letters and digits, no sentence punctuation, not the start
 * of a sentence. Otherwise every function here returns null and the question is worded without it.
 */
import { cleanValue } from './answers.ts';

/** Longest group name repeated (user types, segments): "crew owners and office staff" fits. */
const MAX_GROUP_WORDS = 5;
const MAX_GROUP_LENGTH = 32;
/** Longer than this, a value is a description, even if a short name could be cut from it. */
const MAX_DESCRIBED_GROUP_WORDS = 8;
const MAX_PERSON_WORDS = 3;
const MAX_PERSON_LENGTH = 30;
/** The most of an answer a reply repeats, whether one goal in quotes or a list of names. */
export const MAX_REPEATED_LENGTH = 40;

const spaced = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/** Whether `text` repeats a stretch of `answer` longer than MAX_REPEATED_LENGTH (case and spacing aside). */
export function repeatsAnswer(text: string, answer: string): boolean {
  const written = spaced(text);
  const source = spaced(answer);
  for (let start = 0; start + MAX_REPEATED_LENGTH < written.length; start += 1) {
    if (source.includes(written.slice(start, start + MAX_REPEATED_LENGTH + 1))) return true;
  }
  return false;
}

/** First words of a sentence or a reply, never of a name ("I think", "what's", "yes"). */
export const SENTENCE_STARTS = new Set([
  'i',
  'im',
  'ive',
  'id',
  'we',
  'were',
  'you',
  'they',
  'theyre',
  'it',
  'its',
  'he',
  'she',
  'hes',
  'shes',
  'my',
  'our',
  'what',
  'whats',
  'how',
  'why',
  'when',
  'where',
  'who',
  'is',
  'are',
  'do',
  'does',
  'can',
  'hi',
  'hello',
  'hey',
  'yes',
  'no',
  'ok',
  'okay',
  'hmm',
  'um',
  'well',
  'so',
  'not',
  'dont',
  'idk',
  'maybe',
]);

/** Words that start a description of a group: the name is what comes before them. */
const RELATIVE_WORDS = new Set(['who', 'that', 'which', 'whose', 'que', 'quienes', 'qui', 'welche']);

const wordsOf = (text: string) => text.split(' ').filter((word) => word !== '');
const bare = (word: string) => word.toLowerCase().replace(/[’']/g, '');
const startsSentence = (words: readonly string[]) => SENTENCE_STARTS.has(bare(words[0] ?? ''));
/** Whether `text` opens the way a sentence or a reply does ("I think …", "What's …"), never a name. */
export const opensSentence = (text: string) => startsSentence(wordsOf(text));

// Letters, digits and the joins names use; nothing that ends a sentence, quotes or marks up.
const GROUP_CHARACTERS = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} '’&+-]*$/u;
const PERSON_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;
const GOAL_CHARACTERS = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} '’&+,%/-]*$/u;

/**
 * A user type or segment as a question may name it: "crew owners who create quotes" → "crew
 * owners"; "Owners of small salons" as it is; a paragraph, a question or markup → null.
 */
export function groupMention(value: string | undefined): string | null {
  const words = wordsOf(cleanValue(value ?? ''));
  if (words.length === 0 || words.length > MAX_DESCRIBED_GROUP_WORDS || startsSentence(words)) return null;
  // "who", and "who've", "who're" too.
  const relative = words.findIndex((word) => RELATIVE_WORDS.has(word.toLowerCase().split(/['’]/)[0] ?? ''));
  const named = relative > 0 ? words.slice(0, relative) : words;
  const fits = (name: string) => wordsOf(name).length <= MAX_GROUP_WORDS && name.length <= MAX_GROUP_LENGTH;
  // Too long to repeat: the name without what describes it ("Office managers ordering for events").
  const doing = named.findIndex((word, index) => /ing$/i.test(word) && /s$/i.test(named[index - 1] ?? ''));
  const name = fits(named.join(' ')) || doing < 0 ? named.join(' ') : named.slice(0, doing).join(' ');
  return fits(name) && GROUP_CHARACTERS.test(name) ? name : null;
}

/**
 * A name as it reads inside a sentence: "Salon owners" → "salon owners". Only a plainly
 * capitalised first word with nothing capitalised after it is lowered ("iPhone users", "NASA
 * staff" and "Google Ads managers" stay as written).
 */
export function inSentence(name: string): string {
  const [first = '', ...rest] = wordsOf(name);
  const plain = (word: string) => word === word.toLowerCase();
  const capitalised = first.length > 1 && first !== first.toLowerCase() && plain(first.slice(1));
  return capitalised && rest.every(plain) ? `${first.charAt(0).toLowerCase()}${name.slice(1)}` : name;
}

/** The first letter made a capital, for a name that starts a sentence; "iPhone users" as written. */
export function capitalised(name: string): string {
  const first = name.split(' ')[0] ?? '';
  const mixedCase = first.charAt(0) === first.charAt(0).toLowerCase() && first !== first.toLowerCase();
  return mixedCase ? name : `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** A word's stem for comparing names: lower case, no punctuation, no plural ending ("Homeowners," → "homeowner"). */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  return lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
}

const isPersonName = (text: string) => {
  const words = wordsOf(text);
  return (
    words.length > 0 &&
    words.length <= MAX_PERSON_WORDS &&
    text.length <= MAX_PERSON_LENGTH &&
    !startsSentence(words) &&
    words.every((word) => PERSON_WORD.test(word))
  );
};

/** A persona's name as a question may use it ("How old is Dana?"), or null. */
export function personMention(value: string | undefined): string | null {
  const name = cleanValue(value ?? '');
  return isPersonName(name) ? name : null;
}

/** A goal short and plain enough to quote back ("Added the goal "Send a quote"."), or null. */
export function goalMention(value: string | undefined): string | null {
  const goal = cleanValue(value ?? '');
  return goal.length <= MAX_REPEATED_LENGTH && GOAL_CHARACTERS.test(goal) ? goal : null;
}

/** Ways of saying "the name is", most specific first; compared as bare lower-case words. */
const NAME_LEAD_INS = [
  'lets call her',
  'lets call him',
  'lets call them',
  'her name is',
  'his name is',
  'her names',
  'his names',
  'their names',
  'their name is',
  'the name is',
  'ella se llama',
  'el se llama',
  'él se llama',
  'ihr name ist',
  'sein name ist',
  'name is',
  'call her',
  'call him',
  'call them',
  'shes called',
  'hes called',
  'se llama',
  'me llamo',
  'sie heißt',
  'er heißt',
  'elle sappelle',
  'il sappelle',
  'name',
  'named',
].map((leadIn) => leadIn.split(' '));

/** Where the name ends: the first clause ("Dana, she runs a crew of six" → "Dana"). */
const CLAUSE_ENDS = [',', ';', '.', '(', ' - ', ' – ', ' — ', '—'];

/**
 * The persona's name in an answer to "what is their first name?": "Her name is Dana, she runs
 * a crew of six" → "Dana". When no clean name can be read, the answer is kept as it was written
 * (a visitor may name a persona anything).
 */
export function readPersonName(answer: string): string {
  const text = cleanValue(answer);
  const words = wordsOf(text);
  const bareWords = words.map((word) => bare(word).replace(/:$/, ''));
  const leadIn = NAME_LEAD_INS.find((phrase) => phrase.every((word, index) => bareWords[index] === word));
  const rest = words.slice(leadIn?.length ?? 0).join(' ');
  const ends = CLAUSE_ENDS.map((end) => rest.indexOf(end)).filter((index) => index > 0);
  const name = cleanValue(ends.length > 0 ? rest.slice(0, Math.min(...ends)) : rest);
  return isPersonName(name) ? name : text;
}
