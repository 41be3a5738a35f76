/**
 * What a persona does for a living, as an answer says it in passing: "she's a school
 * receptionist", "works as a nurse", "runs a crew of six", "Maggie, 44, school receptionist, …".
 * Used by persona-details.ts, which reads every detail of an answer.
 */
import { capitalised } from '../words/mentions.ts';
import type { Term } from './english.ts';
import { jobSaid } from './job-verbs.ts';
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
    'coach guard mum mom dad housewife househusband grandma grandpa retiree gp doctor ceo cto cfo coo ' +
    'intern rep cop postie tradie waitress hostess actress maid nun priest vicar monk pupil graduate grad ' +
    'undergrad postgrad academic physio chauffeur entrepreneur landlord landlady attorney apprentice temp'
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
export function clauseEnd(terms: readonly Term[], at: number): number {
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

export const detail = (terms: readonly Term[]) => {
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

/** "she's" typed without its apostrophe ("hes a locum gp"), which the library reads as a word of its own. */
const UNMARKED_COPULAS = new Set(['shes', 'hes', 'theyre']);

/**
 * "she's a school receptionist" → "School receptionist"; "is a receptionist at a primary school"
 * → "Receptionist at a primary school"; "he's the practice manager" → "Practice manager"; "a bit
 * stressed" and "a 45-year-old" name no job.
 */
function byCopula(terms: readonly Term[]): string | undefined {
  for (let index = 0; index < terms.length - 1; index += 1) {
    // "shes a designer": "she's" typed without its apostrophe is a copula too.
    if (!terms[index]?.tags.has('Copula') && !UNMARKED_COPULAS.has(terms[index]?.normal ?? '')) continue;
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
/** "45-year-old", or "30 year old" written apart: a word of the age after its number. */
const isAgeWord = (term: Term, before?: Term) =>
  /\d/.test(term.text) ||
  (AGE_WORDS.has(term.normal) &&
    (term.tags.has('Hyphenated') ||
      (before !== undefined && (/\d/.test(before.text) || AGE_WORDS.has(before.normal)))));
const isRelative = (term: Term) => RELATIVE_WORDS.has(term.normal.split(/['’]/)[0] ?? '');

/** Words that say a job is behind someone: "retired, he was a postman" is a retired postman. */
const FORMER = new Set(['retired', 'former']);
/** What someone is, said alone, in place of a job: "72, retired". */
const STATUSES = new Set(['retired', 'unemployed', 'self-employed', 'semi-retired', 'freelance', 'jobless']);

/** "Maggie, 44, school receptionist, …": a clause that is only a noun phrase for a person. */
function byClause(terms: readonly Term[]): string | undefined {
  let start = 0;
  let status: string | undefined;
  for (let index = 0; index < terms.length; index += 1) {
    const term = terms[index] as Term;
    if (!endsItem(term) && !endsSentence(term) && index < terms.length - 1) continue;
    const clause = terms.slice(start, index + 1);
    start = index + 1;
    // "a 45-year-old school receptionist by day": the age is said apart, "by day" goes with the job.
    const stop = clause.findIndex((word) => word.tags.has('Preposition') || isRelative(word));
    const name = (stop > 0 ? clause.slice(0, stop) : clause).filter(
      (word, at, words) => !word.tags.has('Determiner') && !isAgeWord(word, words[at - 1]),
    );
    // "hes a locum gp": a clause with a subject in it is a sentence, not a job's name.
    const plain =
      !name.some((word) => UNMARKED_COPULAS.has(word.normal)) &&
      name.every((word) => (isNoun(word) || isAdjective(word) || FORMER.has(word.normal)) && !word.tags.has('Person'));
    // "72, retired": a status said alone stands for a job, unless a clause after it names one.
    if (name.length === 1 && STATUSES.has(name[0]?.normal ?? '')) status ??= capitalised(name[0]?.text ?? '');
    if (name.length > 0 && name.length <= MAX_JOB_WORDS && plain && isPersonNoun(name.at(-1))) {
      const more = stop > 0 && !isRelative(clause[stop] as Term) ? clause.slice(stop) : [];
      return detail([...name, ...more]);
    }
  }
  return status;
}

/** Where a job is first said: "she's a pharmacist, works long shifts" is a pharmacist. */
const firstSaid = (terms: readonly Term[], job: string | undefined) => {
  const word = job?.split(' ')[0]?.toLowerCase();
  return word === undefined ? terms.length : terms.findIndex((term) => term.normal === word);
};

/**
 * The job said first, of those said by a verb, after "is" or as a clause of its own: "freelance
 * designer, works from home" is a freelance designer. Where someone works ("works in retail") or
 * a status ("retired") says less than a job named beside it ("works in retail, assistant manager
 * at a shoe shop").
 */
function job(terms: readonly Term[]): string | undefined {
  // A verb of work read as a job ("teaches guitar" → "Guitar teacher") says it better than the verb's words.
  const verbal = jobSaid(terms.map((term) => `${term.pre}${term.text}${term.post}`).join(''));
  const found = [verbal ?? byVerb(terms), byCopula(terms), byClause(terms)].filter((said) => said !== undefined);
  // "retired, he was a postman": a status said alone is the job only when no job is named.
  const weak = (said: string) => (/^work/i.test(said) || STATUSES.has(said.toLowerCase())) && found.length > 1;
  const rank = (said: string) => (weak(said) ? terms.length : 0) + firstSaid(terms, said);
  return found.sort((one, other) => rank(one) - rank(other))[0];
}

/** Who someone is to their family: a job only when the job is asked for ("a mum of two" answers no other question). */
const FAMILY = new Set(
  'mum mom dad mother father parent grandma grandpa grandmother grandfather wife husband'.split(' '),
);

/** Whether a job read is only a family role: "Mum of two", "Dad"; "Stay-at-home dad" says more. */
export const isFamilyRole = (job: string | undefined) => FAMILY.has((job ?? '').toLowerCase().split(' ')[0] ?? '');

export function work(terms: readonly Term[]): string | undefined {
  const found = job(terms);
  const former = terms.find((term) => FORMER.has(term.normal));
  if (!found || !former || found.toLowerCase().includes(former.normal)) return found;
  return `${capitalised(former.normal)} ${found.charAt(0).toLowerCase()}${found.slice(1)}`;
}
