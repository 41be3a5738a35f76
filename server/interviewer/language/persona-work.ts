/**
 * What a persona does for a living and how they feel, as an answer says it in passing: "she's a
 * school receptionist", "works as a nurse", "runs a crew of six", "Maggie, 44, school
 * receptionist, …"; "usually a bit stressed by the time she opens the app", "always short on
 * time". Used by persona-details.ts, which reads every detail of an answer.
 */
import { capitalised } from '../mentions.ts';
import type { Term } from './english.ts';
import { cutAtClause, phraseText } from './phrases.ts';
import { endsItem, endsSentence, isAdjective, isNoun, joinerLength, RELATIVE_WORDS } from './terms.ts';

const MAX_DETAIL_LENGTH = 60;
const MAX_JOB_WORDS = 5;

/** Verbs that say what someone does for a living: "runs a crew of six", "teaches maths". */
const WORK_VERBS = new Set(
  'runs owns manages works teaches studies leads drives sells builds designs cleans cooks nurses coaches'.split(' '),
);
/** "receptionist", "designer", "tutor", "technician", "assistant", "student", "trainee", "chairman". */
const PERSON_ENDING = /(?:er|or|ist|ian|ant|ent|ee|man|woman)$/;
/** Jobs and roles whose word neither the library's tags nor its ending gives away. */
const ROLES = new Set(
  (
    'nurse chef cook nanny clerk vet pilot barista mechanic medic paramedic surgeon secretary architect midwife ' +
    'coach guard mum mom dad housewife househusband grandma grandpa retiree'
  ).split(' '),
);
/** Words that say who someone is, not what they do: "a woman" answers the gender question. */
const GENDER_NOUNS = new Set('woman man girl boy lady guy gentleman female male'.split(' '));
const isPersonNoun = (term: Term | undefined) =>
  term !== undefined &&
  !GENDER_NOUNS.has(term.normal) &&
  (isNoun(term) || ROLES.has(term.normal)) &&
  (term.tags.has('Actor') || ROLES.has(term.normal) || PERSON_ENDING.test(term.normal));
const isPossessive = (term: Term) => term.tags.has('Possessive');

/** From `at` to where the clause ends: a mark, the end of the sentence, "and", "who". */
function clauseEnd(terms: readonly Term[], at: number): number {
  let end = at + 1;
  while (end < terms.length && !endsItem(terms[end - 1]) && !endsSentence(terms[end - 1])) {
    const term = terms[end] as Term;
    if (joinerLength(terms, end) > 0 || RELATIVE_WORDS.has(term.normal)) break;
    end += 1;
  }
  return end;
}

/** Words of how long someone has done a job: "… for forty years", "… since 20 years". */
const DURATION_WORDS = new Set('year years months decades ages ever life'.split(' '));

/** Where "for forty years" or "since 2010" starts, which says how long, not what the job is. */
function durationAt(terms: readonly Term[]): number {
  return terms.findIndex(
    (term, index) =>
      index > 0 &&
      (term.normal === 'for' || term.normal === 'since') &&
      terms.slice(index + 1, index + 4).some((next) => DURATION_WORDS.has(next.normal) || /^\d+$/.test(next.normal)),
  );
}

const detail = (terms: readonly Term[]) => {
  const duration = durationAt(terms);
  const text = phraseText(cutAtClause(duration > 0 ? terms.slice(0, duration) : terms, MAX_DETAIL_LENGTH));
  return text ? capitalised(text) : undefined;
};

/** "works as a nurse" → "Nurse"; "runs a crew of six" → "Runs a crew of six". */
function byVerb(terms: readonly Term[]): string | undefined {
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
  return detail(terms.slice(worksAs >= 0 && terms[at]?.tags.has('Determiner') ? at + 1 : at, end));
}

/**
 * "she's a school receptionist" → "School receptionist"; "is a receptionist at a primary school"
 * → "Receptionist at a primary school"; "he's the practice manager" → "Practice manager"; "a bit
 * stressed" and "a 45-year-old" name no job.
 */
function byCopula(terms: readonly Term[]): string | undefined {
  for (let index = 0; index < terms.length - 1; index += 1) {
    if (!terms[index]?.tags.has('Copula')) continue;
    const article = ['a', 'an', 'the'].includes(terms[index + 1]?.normal ?? '');
    // "She is porter in the hospital": the article may be left out before a word for a job.
    if (!article && !isPersonNoun(terms[index + 1]) && !isPersonNoun(terms[index + 2])) continue;
    const start = index + (article ? 2 : 1);
    let head = start;
    while (head < terms.length && (isNoun(terms[head]) || isAdjective(terms[head])) && !isPersonNoun(terms[head])) {
      if (endsItem(terms[head])) break;
      head += 1;
    }
    if (!isPersonNoun(terms[head]) || head - start >= MAX_JOB_WORDS) continue;
    const end = clauseEnd(terms, head);
    // "… in her thirties" is her age, not her work: a phrase with "her" or "his" in it is left out.
    const own = terms.slice(head + 1, end).findIndex(isPossessive);
    let stop = own >= 0 ? head + 1 + own : end;
    while (own >= 0 && stop > head + 1 && !terms[stop]?.tags.has('Preposition')) stop -= 1;
    return detail(terms.slice(start, own >= 0 ? Math.max(stop, head + 1) : end));
  }
  return undefined;
}

/** Words of an age said in a job's clause ("a 45-year-old school receptionist"). */
const AGE_WORDS = new Set(['year', 'years', 'old', 'yo']);
const isAgeWord = (term: Term) => /\d/.test(term.text) || (AGE_WORDS.has(term.normal) && term.tags.has('Hyphenated'));
const isRelative = (term: Term) => RELATIVE_WORDS.has(term.normal.split(/['’]/)[0] ?? '');

/** "Maggie, 44, school receptionist, …": a clause that is only a noun phrase for a person. */
function byClause(terms: readonly Term[]): string | undefined {
  let start = 0;
  for (let index = 0; index < terms.length; index += 1) {
    const term = terms[index] as Term;
    if (!endsItem(term) && !endsSentence(term) && index < terms.length - 1) continue;
    const clause = terms.slice(start, index + 1);
    start = index + 1;
    // "a 45-year-old school receptionist by day": the age is said apart, "by day" goes with the job.
    const stop = clause.findIndex((word) => word.tags.has('Preposition') || isRelative(word));
    const name = (stop > 0 ? clause.slice(0, stop) : clause).filter(
      (word) => !word.tags.has('Determiner') && !isAgeWord(word),
    );
    const plain = name.every((word) => (isNoun(word) || isAdjective(word)) && !word.tags.has('Person'));
    if (name.length > 0 && name.length <= MAX_JOB_WORDS && plain && isPersonNoun(name.at(-1))) {
      const more = stop > 0 && !isRelative(clause[stop] as Term) ? clause.slice(stop) : [];
      return detail([...name, ...more]);
    }
  }
  return undefined;
}

/** Where a job is first said: "she's a pharmacist, works long shifts" is a pharmacist. */
const firstSaid = (terms: readonly Term[], job: string | undefined) => {
  const word = job?.split(' ')[0]?.toLowerCase();
  return word === undefined ? terms.length : terms.findIndex((term) => term.normal === word);
};

/** Words that say a job is behind someone: "retired, he was a postman" is a retired postman. */
const FORMER = new Set(['retired', 'former']);

function job(terms: readonly Term[]): string | undefined {
  const verb = byVerb(terms);
  const copula = byCopula(terms);
  if (verb && copula) return firstSaid(terms, copula) < firstSaid(terms, verb) ? copula : verb;
  return verb ?? copula ?? byClause(terms);
}

export function work(terms: readonly Term[]): string | undefined {
  const found = job(terms);
  const former = terms.find((term) => FORMER.has(term.normal));
  if (!found || !former || found.toLowerCase().includes(former.normal)) return found;
  return `${capitalised(former.normal)} ${found.charAt(0).toLowerCase()}${found.slice(1)}`;
}

const MOODS = new Set(
  (
    'stressed impatient busy curious anxious tired rushed confident frustrated sceptical skeptical cautious relaxed ' +
    'overwhelmed nervous excited distracted hurried hopeful worried annoyed calm frazzled harried overworked ' +
    'exhausted happy bored unsure confused hesitant wary keen eager swamped flustered irritated grumpy optimistic ' +
    'motivated determined uncertain doubtful suspicious tense pressured stretched drained weary'
  ).split(' '),
);
const MOOD_PHRASES = [
  'short on time',
  'pressed for time',
  'in a hurry',
  'in a rush',
  'under pressure',
  'on edge',
  'time poor',
].map((phrase) => phrase.split(' '));
const MOOD_MODIFIERS = new Set(
  (
    'a bit very quite often always usually really slightly so rather pretty fairly super extremely generally ' +
    'mostly little kind of sometimes permanently constantly perpetually totally completely somewhat increasingly'
  ).split(' '),
);
/** Words after a mood that go on saying when or why ("stressed by the time she opens the app"). */
const MOOD_SEQUELS = new Set(
  'when by about with after before because at during most on of that she he they'.split(' '),
);

function moodAt(terms: readonly Term[], at: number): number {
  const phrase = MOOD_PHRASES.find((words) => words.every((word, offset) => terms[at + offset]?.normal === word));
  if (phrase) return phrase.length;
  return MOODS.has(terms[at]?.normal ?? '') ? 1 : 0;
}

/** "a bit stressed" → "A bit stressed"; "usually a bit stressed by the time she opens the app" as said. */
export function mood(terms: readonly Term[]): string | undefined {
  const at = terms.findIndex((_, index) => moodAt(terms, index) > 0);
  if (at < 0) return undefined;
  let start = at;
  while (start > 0 && MOOD_MODIFIERS.has(terms[start - 1]?.normal ?? '') && !endsItem(terms[start - 1])) start -= 1;
  let end = at + moodAt(terms, at);
  const last = terms[end - 1];
  const sequel = (terms[end]?.normal ?? '').split(/['’]/)[0] ?? '';
  if (!endsItem(last) && !endsSentence(last) && MOOD_SEQUELS.has(sequel)) end = clauseEnd(terms, end);
  return detail(terms.slice(start, end));
}
