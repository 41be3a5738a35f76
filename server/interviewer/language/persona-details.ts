/**
 * The persona details an answer gives besides the one asked for: "Dana, 45, runs a crew of six and
 * is always on her iPhone" names her, gives her age, her work and her device. Her gender is said
 * only by a word that says it ("a woman", "male"): "her" is how the founder speaks of Dana, not an
 * answer, and the corpus counts a gender only when it is said (docs/interviewer.md). The
 * interviewer keeps each detail it finds for a field still empty and asks only for the rest. Only
 * what is plainly there is read; anything unsure is left for its own question.
 */
import type { PersonaField } from '../../../src/lib/plan/plan.ts';
import { cleanText, cleanValue, parseAge } from '../words/answers.ts';
import { capitalised, personMention, readPersonName } from '../words/mentions.ts';
import { readTerms, type Term } from './english.ts';
import { mood } from './persona-mood.ts';
import { work } from './persona-work.ts';
import { phraseText } from './phrases.ts';
import { endsItem } from './terms.ts';

export type PersonaDetails = Partial<Record<PersonaField, string>>;

/** The pronouns a founder speaks of a persona with: they answer the gender question, and say no more. */
const PRONOUNS: Record<string, string> = {
  she: 'Female',
  her: 'Female',
  hers: 'Female',
  herself: 'Female',
  he: 'Male',
  him: 'Male',
  his: 'Male',
  himself: 'Male',
};

/** Words that say a gender wherever they stand ("Dana, a woman in her forties"). */
const SAID_GENDERS: Record<string, string> = {
  woman: 'Female',
  female: 'Female',
  man: 'Male',
  male: 'Male',
  'non-binary': 'Non-binary',
  'non binary': 'Non-binary',
  nonbinary: 'Non-binary',
  girl: 'Female',
  lady: 'Female',
  guy: 'Male',
  // A title before a surname ("Mrs Okafor", "Mr Nguyen"), never "Ms", which is also "MS Teams";
  // "gentleman", said of the persona, where "bloke" or "lad" is as often said of someone else.
  gentleman: 'Male',
  mr: 'Male',
  mrs: 'Female',
  // The words of answers in other languages (the library reads English): Spanish, French, German, Italian, Portuguese.
  mujer: 'Female',
  femenino: 'Female',
  femme: 'Female',
  frau: 'Female',
  weiblich: 'Female',
  donna: 'Female',
  mulher: 'Female',
  hombre: 'Male',
  masculino: 'Male',
  homme: 'Male',
  mann: 'Male',
  männlich: 'Male',
  uomo: 'Male',
  homem: 'Male',
};

const GENDER_WORDS: Record<string, string> = { ...PRONOUNS, ...SAID_GENDERS };

/** Said alone in answer to the gender question: "F", "a woman", "prefer not to say". */
const PLAIN_GENDERS: Record<string, string> = {
  f: 'Female',
  m: 'Male',
  nb: 'Non-binary',
  'prefer not to say': 'Not stated',
  'not stated': 'Not stated',
  'rather not say': 'Not stated',
};

/** The gender a phrase is, said whole ("a woman", "male"), or null: no word in it is looked for. */
export function genderNamed(phrase: string): string | null {
  const said = phrase.toLowerCase().replace(/^an? /, '');
  return Object.hasOwn(GENDER_WORDS, said) ? (GENDER_WORDS[said] ?? null) : null;
}

/** The gender a short answer to the gender question names, in the plan's words, or null. */
export function plainGender(answer: string): string | null {
  const words = answer
    .toLowerCase()
    .replace(/[^\p{L}\s-]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  const said = words.join(' ');
  if (Object.hasOwn(PLAIN_GENDERS, said)) return PLAIN_GENDERS[said] ?? null;
  const named = words.filter((word) => Object.hasOwn(GENDER_WORDS, word)).map((word) => GENDER_WORDS[word]);
  return named[0] ?? null;
}

/** Words that make a phrase a device, and the model words that may follow them ("iPhone 15 Pro"). */
const DEVICE_WORDS = new Set(
  (
    'iphone ipad android pixel galaxy samsung macbook laptop chromebook desktop pc tablet phone smartphone mac windows ' +
    'kindle surface imac thinkpad motorola nokia huawei xiaomi oneplus lenovo dell mobile'
  ).split(' '),
);
/** Words that say whose or what for a device is, before it: "her work laptop", "the family PC". */
const DEVICE_OWNERS = new Set('work home family school office company personal shared'.split(' '));
const MODEL_WORDS = new Set(['pro', 'max', 'plus', 'mini', 'ultra', 'air', 'se', 'phone', 'laptop', 'tablet']);

/** The first gender a word of `terms` names in `table`. */
function genderIn(terms: readonly Term[], table: Record<string, string>): string | undefined {
  // "She's", "he'd": the library may keep the contraction in the word.
  const words = terms.map((term) => term.normal.split(/['’]/)[0] ?? '');
  return words.map((word) => (Object.hasOwn(table, word) ? table[word] : undefined)).find(Boolean);
}

/**
 * The gender a sentence given in answer to the gender question names: said ("a woman, a mum of
 * two") or, there only, through a pronoun ("he studies biology").
 */
export function genderAnswered(answer: string): string | null {
  const terms = readTerms(cleanText(answer));
  return genderIn(terms, SAID_GENDERS) ?? genderIn(terms, PRONOUNS) ?? null;
}

/** The gender the founder's pronouns give the persona, to phrase a reply with; never stored. */
export function pronounGender(answer: string): string | undefined {
  return genderIn(readTerms(cleanText(answer)), PRONOUNS);
}

/** Words for any device of a kind: a make or a model said in the same answer says more ("her phone, an old Samsung"). */
const GENERIC_DEVICES = new Set(['laptop', 'desktop', 'pc', 'tablet', 'phone', 'smartphone', 'mobile']);

/** "an old Android phone" → "Old Android phone"; "her iPhone" → "iPhone". */
function device(terms: readonly Term[]): string | undefined {
  const specific = terms.findIndex((term) => DEVICE_WORDS.has(term.normal) && !GENERIC_DEVICES.has(term.normal));
  // "juggling the phone and walk-ins" is a phone line, not her device; "her phone", "an old laptop" are.
  const generic = terms.findIndex((term, index) => DEVICE_WORDS.has(term.normal) && terms[index - 1]?.normal !== 'the');
  const at = specific >= 0 ? specific : generic;
  if (at < 0) return undefined;
  let start = at;
  const describes = (term: Term | undefined) => term?.tags.has('Adjective') || DEVICE_OWNERS.has(term?.normal ?? '');
  while (start > 0 && describes(terms[start - 1]) && !endsItem(terms[start - 1])) start -= 1;
  let end = at + 1;
  while (end < terms.length && !endsItem(terms[end - 1]) && isModelWord(terms[end] as Term)) end += 1;
  return capitalised(phraseText(terms.slice(start, end)));
}

const isModelWord = (term: Term) =>
  MODEL_WORDS.has(term.normal) || DEVICE_WORDS.has(term.normal) || /^\d{1,2}$/.test(term.normal);

/** "Dana, 45, …" → "45": a number of its own, not a model number ("iPhone 15"). */
function age(terms: readonly Term[]): string | undefined {
  const number = terms.find(
    (term, index) => /^\d{1,3}$/.test(term.normal) && !(terms[index - 1] && isModelWord(terms[index - 1] as Term)),
  );
  return number ? (parseAge(number.text) ?? undefined) : undefined;
}

/** Whether the words read as a name are names where they stand ("Relaxed, …" is a mood, "Dana, …" a name). */
function readsAsName(name: string, terms: readonly Term[]): boolean {
  const words = new Set(name.toLowerCase().split(' '));
  // "Relaxed" describes; "bookkeeper" names a job, not a person.
  const described = ['Adjective', 'Verb', 'Adverb', 'Expression', 'Actor'];
  return terms.every((term) => !words.has(term.normal) || !described.some((tag) => term.tags.has(tag)));
}

/** Every persona detail `answer` plainly gives. */
export function readPersonaDetails(answer: string): PersonaDetails {
  const text = cleanText(answer);
  const terms = readTerms(text);
  const name = readPersonName(text);
  const details: Record<PersonaField, string | undefined> = {
    name: name !== cleanValue(text) && personMention(name) !== null && readsAsName(name, terms) ? name : undefined,
    // An age in words ("in her late forties") only where no number could be a model or a count.
    age: age(terms) ?? (/\d/.test(text) ? undefined : (parseAge(text) ?? undefined)),
    gender: genderIn(terms, SAID_GENDERS),
    occupation_background: work(terms),
    state_of_mind: mood(terms),
    device: device(terms),
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value)) as PersonaDetails;
}
