/**
 * A job said as a verb or a clause, as a careful reader writes it in a plan (docs/interviewer.md,
 * "Field shapes": an occupation is a short phrase): "teaches year 6 at the local primary" → "Year 6
 * teacher", "she clean houses" → "House cleaner", "works nights at the hospital as a porter" →
 * "Porter", "used to be a postman, retired now" → "Retired postman", "between jobs at the moment"
 * → "Between jobs". Read word by word over small tables, each clause apart; persona-work.ts reads
 * a job said as a noun ("she's a pharmacist").
 */
import { capitalised } from '../words/mentions.ts';
import {
  AGENTS,
  CHORES,
  DETERMINERS,
  FAMILY_OBJECTS,
  GERUND_AGENTS,
  IRREGULAR,
  MAX_OBJECT_WORDS,
  OBJECT_ENDS,
  OWN_WORK,
  POSSESSIVES,
  STATES,
  SUBJECT_WORDS,
  TIME_TAILS,
  VEHICLES,
} from './job-words.ts';

const bare = (word: string) =>
  word
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}-]/gu, '');

type VerbForm = 'plain' | 'third' | 'gerund';

/** A verb of work and the form it is said in: "teaches" → teach, third; "managing" → manage, gerund. */
function verbOf(word: string): { verb: string; form: VerbForm } | undefined {
  if (Object.hasOwn(IRREGULAR, word)) return { verb: IRREGULAR[word] as string, form: 'third' };
  if (Object.hasOwn(AGENTS, word)) return { verb: word, form: 'plain' };
  const third = [word.replace(/es$/, ''), word.replace(/s$/, '')].find(
    (stem) => stem !== word && Object.hasOwn(AGENTS, stem),
  );
  if (third) return { verb: third, form: 'third' };
  const gerund = [word.replace(/ing$/, ''), word.replace(/ing$/, 'e')].find(
    (stem) => stem !== word && Object.hasOwn(AGENTS, stem),
  );
  return gerund ? { verb: gerund, form: 'gerund' } : undefined;
}

/** "houses" → "house": the last word of what is worked on, as it stands before a job's noun. */
function singularWord(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word) || !/s$/.test(word)) return word;
  return word.slice(0, -1);
}

/** The words without the time and hedge words said after them. */
function withoutTail(words: readonly string[]): string[] {
  let kept = [...words];
  for (let trimmed = true; trimmed && kept.length > 0; ) {
    trimmed = false;
    for (const tail of TIME_TAILS) {
      const parts = tail.split(' ');
      const end = kept.slice(-parts.length).map(bare).join(' ');
      if (kept.length > parts.length && end === tail) {
        kept = kept.slice(0, -parts.length);
        trimmed = true;
      }
    }
  }
  return kept;
}

/** What the verb at `at` works on, up to where it ends: "teaches year 6 at …" → ["year", "6"]. */
function objectOf(words: readonly string[], at: number): { object: string[]; end: number } {
  let start = at + 1;
  while (start < words.length && DETERMINERS.has(bare(words[start] ?? ''))) start++;
  let end = start;
  while (end < words.length && !OBJECT_ENDS.has(bare(words[end] ?? ''))) end++;
  return { object: withoutTail(words.slice(start, end)), end };
}

/**
 * "teaches guitar" → "Guitar teacher", "drives a van" → "Van driver"; undefined when the clause says
 * no job. A verb's plain form is one only after its subject ("she clean houses"), and its "-ing"
 * form only after "is" ("she is managing the venue") or before a word no noun is named by ("managing the
 * venue"): else they name a thing ("clean energy", "training manager").
 */
function byAgent(words: readonly string[], at: number, said: Said): string | undefined {
  const found = verbOf(bare(words[at] ?? ''));
  // "cleaning in the hospital", "managing the venue": a word that no noun is named by follows a verb.
  const next = bare(words[at + 1] ?? '');
  const verbal = DETERMINERS.has(next) || OBJECT_ENDS.has(next);
  if (
    !found ||
    // "Nurse on night shifts", "Cook at a school": a plain form may be the job's noun itself.
    (found.form === 'plain' && !said.subject) ||
    (found.form === 'gerund' && !said.being && !verbal)
  )
    return undefined;
  const { verb } = found;
  const { object, end } = objectOf(words, at);
  const agent = AGENTS[verb] as string;
  const whose = bare(words[at + 1] ?? '');
  if ((POSSESSIVES.has(whose) && !OWN_WORK.has(verb)) || (whose === 'the' && CHORES.has(verb))) return undefined;
  if (object.some((word) => FAMILY_OBJECTS.has(bare(word))) || object.length > MAX_OBJECT_WORDS) return undefined;
  if (verb === 'drive') {
    // "drives for Uber" is an Uber driver; "drives the kids to school" no job.
    const brand = bare(words[end] ?? '') === 'for' ? words[end + 1] : undefined;
    if (object.length === 0 && brand && /^\p{Lu}/u.test(brand)) return `${brand} driver`;
    if (!object.some((word) => VEHICLES.has(bare(word)))) return undefined;
  }
  if (object.length === 0) return ['drive', 'walk', 'own', 'lead'].includes(verb) ? undefined : agent;
  const last = singularWord(object.at(-1) ?? '');
  return [...object.slice(0, -1), last, agent].join(' ');
}

/** "does supply teaching" → "Supply teacher". */
function byGerund(words: readonly string[], at: number): string | undefined {
  if (!['does', 'do', 'doing', 'did'].includes(bare(words[at] ?? ''))) return undefined;
  const { object } = objectOf(words, at);
  const last = bare(object.at(-1) ?? '');
  if (!Object.hasOwn(GERUND_AGENTS, last)) return undefined;
  return [...object.slice(0, -1), GERUND_AGENTS[last]].join(' ');
}

/** "works nights at the hospital as a porter" → "Porter". */
function byWorkingAs(words: readonly string[]): string | undefined {
  const working = words.findIndex((word) => /^work(?:s|ing|ed)?$/.test(bare(word)));
  const as = words.findIndex((word, index) => index > working && bare(word) === 'as');
  if (working < 0 || as < 0) return undefined;
  // What follows "as" is the job, with where or when it is done ("as a nurse on night shifts").
  let start = as + 1;
  while (start < words.length && ['a', 'an', 'the'].includes(bare(words[start] ?? ''))) start++;
  const job = withoutTail(words.slice(start));
  return job.length > 0 ? job.join(' ') : undefined;
}

/** What was said before the verb: a subject ("she"), a form of "be" ("is", "she's"). */
interface Said {
  subject: boolean;
  being: boolean;
}
const SUBJECTS = new Set('she he they i'.split(' '));
const BEING = new Set('is was are im shes hes theyre'.split(' '));

/** What one clause says the job is, and whether it says it was given up ("used to be a postman"). */
function clauseJob(clause: string): { job: string; former: boolean } | undefined {
  const words = clause.split(/\s+/).filter(Boolean);
  let start = 0;
  while (start < words.length - 1 && SUBJECT_WORDS.has(bare(words[start] ?? ''))) start++;
  const lead = words.slice(0, start).map(bare);
  const rest = words.slice(start);
  const used = bare(rest[0] ?? '') === 'used' && bare(rest[1] ?? '') === 'to' ? 2 : 0;
  const said: Said = {
    subject: used > 0 || lead.some((word) => SUBJECTS.has(word)),
    being: lead.some((word) => BEING.has(word)),
  };
  const plain = rest.map(bare).join(' ');
  const state = STATES.find((phrase) => plain === phrase || plain.startsWith(`${phrase} `));
  if (state) return { job: state, former: false };
  // "stay at home mom with three kids": the state and who is at home.
  if (plain.startsWith('stay at home ') && rest.length > 3) return { job: rest.slice(0, 4).join(' '), former: false };
  // "used to be a postman", "used to teach primary school".
  if (used > 0 && bare(rest[2] ?? '') === 'be') {
    const { object } = objectOf(rest, 2);
    return object.length > 0 ? { job: object.join(' '), former: true } : undefined;
  }
  const job = byWorkingAs(rest) ?? byAgent(rest, used, said) ?? byGerund(rest, used);
  return job ? { job, former: used > 0 } : undefined;
}

/** The job a turn says with a verb or a state, in a plan's words; undefined when it says none so. */
export function jobSaid(text: string): string | undefined {
  const clauses = text.split(/[,;.!?]\s*|\s-\s|\s(?:and|but|while)\s/i);
  const found = clauses.map(clauseJob).find((said) => said !== undefined);
  if (!found) return undefined;
  const { job, former } = found;
  if (!former) return capitalised(job);
  // "used to be a postman, retired now": a job given up for retirement is a retired one.
  return `${/\bretired\b/i.test(text) ? 'Retired' : 'Former'} ${job.charAt(0).toLowerCase()}${job.slice(1)}`;
}

/** "Engineering manager now" → "Engineering manager": a job without the words of when said after it. */
export function withoutTimeTail(job: string): string {
  const words = job.split(' ');
  const kept = withoutTail(words);
  return kept.length === words.length ? job : kept.join(' ').replace(/[,;]$/, '');
}

/** Where someone may be "in" without working in it: "in year 9", "in hospital", "in bed". */
const PLACES_OF_BEING = new Set(
  'year form class grade school college uni university sixth hospital bed prison care love debt town london'.split(' '),
);
/** The most words of a job said before "retired": "school nurse, retired now". */
const MAX_RETIRED_JOB_WORDS = 4;

/** "nurse, retired now" → "Retired nurse"; "she's in IT" → "Works in IT"; else the job as said. */
function jobRestated(said: string): string {
  const [job = '', state = ''] = said.split(/,\s*/);
  const words = job.trim().split(/\s+/);
  const retired = withoutTail(state.trim().split(/\s+/)).map(bare).join(' ') === 'retired';
  if (retired && said.split(',').length === 2 && words.length <= MAX_RETIRED_JOB_WORDS && !/retired/i.test(job))
    return `Retired ${job.trim().charAt(0).toLowerCase()}${job.trim().slice(1)}`;
  // "she's in IT", "he is in sales": the field someone works in.
  const lead = words.findIndex((word) => bare(word) === 'in');
  const subject = words.slice(0, lead).map(bare);
  const being = subject.length > 0 && subject.every((word) => SUBJECT_WORDS.has(word));
  const field = withoutTail(words.slice(lead + 1));
  // "he's in year 9", "she's in hospital" say where someone is, not what they work in.
  const where = field.some((word) => /\d/.test(word) || PLACES_OF_BEING.has(bare(word)));
  const works = lead > 0 && being && state === '' && field.length > 0 && field.length <= 3 && !where;
  return works ? `Works in ${field.join(' ')}` : said;
}

/** A job as a plan names it, however it was said: "Cleaning in the hospital" → "Cleaner", "Retired last year" → "Retired". */
export const jobAsNamed = (said: string): string => withoutTimeTail(jobSaid(said) ?? jobRestated(said));

/** Endings of words for people by what they do: "assistant", "designer", "tutor", "chemist". */
const PERSON_ENDING = /(?:er|or|ist|ian|ant|ent|ee|man|woman)$/;

/** Whether a phrase of two words or more names a whole job ("HR assistant"), not a word to put in one ("payroll"). */
export function namesWholeJob(phrase: string): boolean {
  const words = phrase.toLowerCase().split(' ').filter(Boolean);
  return words.length > 1 && PERSON_ENDING.test(words.at(-1) ?? '');
}
