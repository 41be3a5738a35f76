/**
 * The persona details an answer gives besides the one asked for: "Dana, 45, runs a crew of six and
 * is always on her iPhone" names her, gives her age, her work, her device and, through "her", her
 * gender. The interviewer keeps each detail it finds for a field still empty and asks only for the
 * rest. Only what is plainly there is read; anything unsure is left for its own question.
 */
import type { PersonaField } from '../../../src/lib/plan/plan.ts';
import { cleanText, parseAge } from '../answers.ts';
import { capitalised, readPersonName } from '../mentions.ts';
import { readTerms, type Term } from './english.ts';
import { cutAtClause, phraseText } from './phrases.ts';
import { endsItem, endsSentence, joinerLength } from './terms.ts';

export type PersonaDetails = Partial<Record<PersonaField, string>>;

const MAX_DETAIL_LENGTH = 60;

const GENDER_WORDS: Record<string, string> = {
  she: 'Female',
  her: 'Female',
  hers: 'Female',
  herself: 'Female',
  woman: 'Female',
  female: 'Female',
  he: 'Male',
  him: 'Male',
  his: 'Male',
  himself: 'Male',
  man: 'Male',
  male: 'Male',
  'non-binary': 'Non-binary',
  nonbinary: 'Non-binary',
};

/** Words that make a phrase a device, and the model words that may follow them ("iPhone 15 Pro"). */
const DEVICE_WORDS = new Set(
  'iphone ipad android pixel galaxy samsung macbook laptop chromebook desktop pc tablet phone smartphone mac windows kindle surface'.split(
    ' ',
  ),
);
const MODEL_WORDS = new Set(['pro', 'max', 'plus', 'mini', 'ultra', 'air', 'se', 'phone', 'laptop', 'tablet']);

const MOODS = new Set(
  (
    'stressed impatient busy curious anxious tired rushed confident frustrated sceptical skeptical cautious relaxed ' +
    'overwhelmed nervous excited distracted hurried hopeful worried annoyed calm'
  ).split(' '),
);
const MOOD_MODIFIERS = new Set([
  'a',
  'bit',
  'very',
  'quite',
  'often',
  'always',
  'usually',
  'really',
  'slightly',
  'so',
  'rather',
]);

/** Verbs that say what someone does for a living: "runs a crew of six", "teaches maths". */
const WORK_VERBS = new Set([
  'runs',
  'owns',
  'manages',
  'works',
  'teaches',
  'studies',
  'leads',
  'drives',
  'sells',
  'builds',
  'designs',
  'cleans',
  'cooks',
  'nurses',
  'coaches',
]);

function gender(terms: readonly Term[]): string | undefined {
  return terms.map((term) => GENDER_WORDS[term.normal]).find(Boolean);
}

/** "an old Android phone" → "Old Android phone"; "her iPhone" → "iPhone". */
function device(terms: readonly Term[]): string | undefined {
  const at = terms.findIndex((term) => DEVICE_WORDS.has(term.normal));
  if (at < 0) return undefined;
  let start = at;
  while (start > 0 && terms[start - 1]?.tags.has('Adjective') && !endsItem(terms[start - 1])) start -= 1;
  let end = at + 1;
  while (end < terms.length && !endsItem(terms[end - 1]) && isModelWord(terms[end] as Term)) end += 1;
  return capitalised(phraseText(terms.slice(start, end)));
}

const isModelWord = (term: Term) =>
  MODEL_WORDS.has(term.normal) || DEVICE_WORDS.has(term.normal) || /^\d{1,2}$/.test(term.normal);

/** "a bit stressed" → "A bit stressed". */
function mood(terms: readonly Term[]): string | undefined {
  const at = terms.findIndex((term) => MOODS.has(term.normal));
  if (at < 0) return undefined;
  let start = at;
  while (start > 0 && MOOD_MODIFIERS.has(terms[start - 1]?.normal ?? '') && !endsItem(terms[start - 1])) start -= 1;
  return capitalised(phraseText(terms.slice(start, at + 1)));
}

/** "works as a nurse" → "Nurse"; "runs a crew of six" → "Runs a crew of six". */
function work(terms: readonly Term[]): string | undefined {
  const worksAs = terms.findIndex((term, index) => term.normal === 'as' && terms[index - 1]?.normal.startsWith('work'));
  const at = worksAs >= 0 ? worksAs + 1 : terms.findIndex((term) => WORK_VERBS.has(term.normal));
  if (at < 0) return undefined;
  let end = at + 1;
  while (
    end < terms.length &&
    !endsItem(terms[end - 1]) &&
    !endsSentence(terms[end - 1]) &&
    joinerLength(terms, end) === 0
  )
    end += 1;
  const phrase = terms.slice(worksAs >= 0 && terms[at]?.tags.has('Determiner') ? at + 1 : at, end);
  const text = phraseText(cutAtClause(phrase, MAX_DETAIL_LENGTH));
  return text ? capitalised(text) : undefined;
}

/** "Dana, 45, …" → "45": a number of its own, not a model number ("iPhone 15"). */
function age(terms: readonly Term[]): string | undefined {
  const number = terms.find(
    (term, index) => /^\d{1,3}$/.test(term.normal) && !(terms[index - 1] && isModelWord(terms[index - 1] as Term)),
  );
  return number ? (parseAge(number.text) ?? undefined) : undefined;
}

/** Every persona detail `answer` plainly gives. */
export function readPersonaDetails(answer: string): PersonaDetails {
  const text = cleanText(answer);
  const terms = readTerms(text);
  const name = readPersonName(text);
  const details: Record<PersonaField, string | undefined> = {
    name: name !== text ? name : undefined,
    // An age in words ("in her late forties") only where no number could be a model or a count.
    age: age(terms) ?? (/\d/.test(text) ? undefined : (parseAge(text) ?? undefined)),
    gender: gender(terms),
    occupation_background: work(terms),
    state_of_mind: mood(terms),
    device: device(terms),
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value)) as PersonaDetails;
}
