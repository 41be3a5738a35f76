/**
 * The one door to the natural-language library (compromise: English parts of speech, noun and
 * verb inflection; pure JavaScript, server only, never in a page). Everything else in language/
 * works on the plain Term lists read here, so the rules that matter are ours and testable.
 *
 * The library runs its own patterns on the text it is given, so it is only ever given a short
 * text: at most MAX_READ_CHARS characters of an answer, which bounds its time whatever a visitor
 * sends (a 64 KiB answer is read as its first 1,500 characters).
 */
import nlp from 'compromise';

/** How much of one answer the library reads: several sentences, never a whole pasted page. */
export const MAX_READ_CHARS = 1500;

export interface Term {
  /** As written, without the punctuation around it. */
  text: string;
  /** Lower case, without accents' variants or apostrophes, as the library normalises it. */
  normal: string;
  tags: ReadonlySet<string>;
  /** Punctuation and spaces written before and after the word ("", " ", ", ", ": "). */
  pre: string;
  post: string;
}

interface JsonTerm {
  text: string;
  normal: string;
  tags: string[];
  pre: string;
  post: string;
}

/** Words the library is told to read as verbs first, where the sentence does not say otherwise ("buyers browse"). */
export type VerbWords = Readonly<Record<string, 'Infinitive'>>;

/**
 * The sentences of `text`, each a list of terms: those of its first MAX_READ_CHARS characters,
 * less the last one when the text goes on after them (a sentence cut short reads as another).
 */
export function readSentences(text: string, verbs?: VerbWords): Term[][] {
  const sentences = nlp(text.slice(0, MAX_READ_CHARS), verbs).json() as { terms: JsonTerm[] }[];
  if (text.length > MAX_READ_CHARS && sentences.length > 1) sentences.pop();
  return sentences.map((sentence) => joinHyphenated(sentence.terms));
}

/**
 * The library splits a hyphenated word in two ("double-book" → "double", "book"), and then
 * reads its first half as a word of its own (a subject, a group). A hyphenated word is one
 * word, tagged as its last half is: "double-book" is a verb, "peat-free" an adjective.
 */
function joinHyphenated(terms: readonly JsonTerm[]): Term[] {
  const joined: Term[] = [];
  for (const term of terms) {
    const previous = joined.at(-1);
    if (previous && previous.post === '-' && term.pre === '' && term.tags.includes('Hyphenated')) {
      joined[joined.length - 1] = {
        text: `${previous.text}-${term.text}`,
        normal: `${previous.normal}-${term.normal}`,
        tags: new Set(term.tags),
        pre: previous.pre,
        post: term.post,
      };
      continue;
    }
    joined.push({ text: term.text, normal: term.normal, tags: new Set(term.tags), pre: term.pre, post: term.post });
  }
  return joined;
}

/** The terms of `text` as one list, its sentences one after the other. */
export const readTerms = (text: string): Term[] => readSentences(text).flat();

/** Inflections already worked out: visitors repeat their words, and each costs the library a parse. */
const MAX_REMEMBERED = 2000;
const remembered = new Map<string, string>();

/** `work()`'s answer for `key`, worked out once; the memory is emptied when full, so it stays bounded. */
function remember(key: string, work: () => string): string {
  const known = remembered.get(key);
  if (known !== undefined) return known;
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  const value = work();
  remembered.set(key, value);
  return value;
}

/**
 * A noun phrase inflected as a noun: read after "the", so that a word that is also a verb
 * ("invoices", "nurses", "shifts") is taken for the noun it is here.
 */
function inflected(phrase: string, inflect: (nouns: ReturnType<ReturnType<typeof nlp>['nouns']>) => void): string {
  const doc = nlp(`the ${phrase}`);
  inflect(doc.nouns());
  const text = doc.text();
  return text.startsWith('the ') ? text.slice('the '.length) : phrase;
}

/** "gardeners" → "gardener", "local gardeners" → "local gardener"; the last word decides. */
export const singular = (phrase: string) =>
  remember(`singular ${phrase}`, () => inflected(phrase, (nouns) => nouns.toSingular()));

/** "bookkeeper" → "bookkeepers", "small agency" → "small agencies". */
export const plural = (phrase: string) =>
  remember(`plural ${phrase}`, () => inflected(phrase, (nouns) => nouns.toPlural()));

interface Conjugation {
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
  Infinitive?: string;
}

function conjugate(verb: string): Conjugation {
  // Read as a verb: alone, "cook", "browse" or "swap" would be read as nouns, which do not conjugate.
  const doc = nlp(verb);
  doc.tag('Verb');
  const [forms] = doc.verbs().conjugate() as Conjugation[];
  return forms ?? {};
}

const PARTICLES = new Set(['up', 'in', 'out', 'off', 'down', 'back', 'on', 'over', 'away']);

/**
 * A verb of two words inflected where English inflects it: "sign up" → "signing up" (the verb,
 * before its particle), "video call" → "video calling" (the last word, after what qualifies it).
 */
function inflectWord(verb: string, form: keyof Conjugation): string {
  const words = verb.split(' ');
  if (words.length < 2) return conjugate(verb)[form] ?? verb;
  const at = PARTICLES.has(words.at(-1) ?? '') ? 0 : words.length - 1;
  const word = words[at] ?? '';
  words[at] = conjugate(word)[form] ?? word;
  return words.join(' ');
}

/** "run" → "runs": the verb as "she ___" says it. */
export const thirdPerson = (verb: string) => remember(`third ${verb}`, () => inflectWord(verb, 'PresentTense'));
/** "run" → "running", "sign up" → "signing up". */
export const gerund = (verb: string) => remember(`gerund ${verb}`, () => inflectWord(verb, 'Gerund'));
/** "send" → "sent", "list" → "listed". */
export const pastTense = (verb: string) => remember(`past ${verb}`, () => inflectWord(verb, 'PastTense'));
/** "runs", "running", "ran" → "run". */
export const infinitive = (verb: string) => remember(`infinitive ${verb}`, () => conjugate(verb).Infinitive ?? verb);

/**
 * Whether `word` reads as a verb in its plain form ("book", "reschedule"), as a goal must begin:
 * read where English puts one ("you should ___ it"), so that "track" or "price" is taken for the
 * verb it can be. Only a single word of letters is read.
 */
export function readsAsVerb(word: string): boolean {
  if (!/^[a-z]{1,30}$/.test(word)) return false;
  return (
    remember(`verb ${word}`, () => {
      const [, , term] = readTerms(`you should ${word} it`);
      return term?.tags.has('Infinitive') ? 'yes' : 'no';
    }) === 'yes'
  );
}
