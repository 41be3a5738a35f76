/**
 * A new app description said after a sentence that asks for it (docs/interviewer.md, "Acts"): "the
 * description is wrong. it's for studios, not artists", "can we update the description? Hive
 * inspection log for …", "sorry, I explained it badly. it's more of a marketplace: …", "scrap what
 * I said about the app. it's a wine club …". The sentence that asks names the description (or
 * what was said of the app) and says it is to change or is wrong, or says the founder put it
 * badly; the new description is what follows it, to the end of the turn.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { TurnAct } from '../language/turn-reading.ts';
import { normalizeCommand } from '../words/answers.ts';

/** Words for the description itself. */
const DESCRIPTION_WORDS = new Set(['description', 'desc']);
/** Words that may name it, or a summary of something else: "the summary" is the app's when said so ("our blurb"). */
const SUMMARY_WORDS = new Set('summary blurb tagline oneliner'.split(' '));
const OWNERS = new Set('app apps our my its'.split(' '));
/** Verbs that ask for it to change: "update the description", "scrap what I said about the app". */
const CHANGING = new Set(
  'change fix update edit correct amend rewrite reword replace redo tweak scrap rephrase redescribe forget ignore'.split(
    ' ',
  ),
);
/** Words that say it is wrong: "the blurb is out of date", "the app description is off". */
const FAULTS = new Set('wrong outdated off inaccurate incorrect misleading confusing rubbish bad date'.split(' '));
/** "not right", "isn't quite right": "right" says it is wrong only after a negation. */
const NEGATIONS = new Set('not isnt wasnt aint no'.split(' '));
/** Verbs of saying what the app is: "what I said about the app", "I explained it badly". */
const SAYING = new Set(
  'said say wrote write explained explain described describe put worded word phrased phrase pitched'.split(' '),
);
/** The most words between a verb of saying and how it was said: "explained it badly", "described the app wrong". */
const MANNER_REACH = 3;
/** How it was said, or is to be said again: "badly", "wrong", "again", "better". */
const MANNERS = new Set('badly wrong wrongly poorly incorrectly terribly again better properly differently'.split(' '));
/** Who says it: "I explained …", "let me describe …". */
const SAYERS = new Set(['i', 'me', 'we', 'us']);
/** A sentence that asks this is short; a long one is a description with such a word in it. */
const MAX_ASKING_WORDS = 14;
/** The fewest words a new description is said in. */
const MIN_DESCRIPTION_WORDS = 4;
/** How a new description may open after a comma: it speaks of the app ("…, it's a wine club"). */
const OPENERS = new Set('it its itll the a an we our you people this'.split(' '));

const has = (words: readonly string[], set: ReadonlySet<string>) => words.some((word) => set.has(word));

/** Whether the description is named: its word, what was said of the app ("what I said about the app") or what it does. */
function namesDescription(words: readonly string[]): boolean {
  if (has(words, DESCRIPTION_WORDS)) return true;
  // "change what the app does to: …".
  const does = words.indexOf('does');
  if (does > 1 && words.slice(Math.max(0, does - 3), does).includes('what')) return true;
  if (has(words, SUMMARY_WORDS) && (has(words, OWNERS) || has(words, FAULTS))) return true;
  // "what I wrote about the app earlier", "what I said about it".
  const about = words.indexOf('about');
  const of = words.slice(about + 1, about + 3);
  return about > 0 && has(words.slice(0, about), SAYING) && ['app', 'it', 'product'].some((word) => of.includes(word));
}

/** Words that say the description stays as it is: "don't change the description", "the blurb's fine". */
const KEEPING = new Set('dont doesnt never leave keep fine good great perfect ok okay'.split(' '));

/** Whether the words say it is to change or is wrong. */
function saysChange(words: readonly string[]): boolean {
  if (has(words, KEEPING)) return false;
  if (has(words, CHANGING) || has(words, FAULTS)) return true;
  const right = words.indexOf('right');
  return right > 0 && has(words.slice(Math.max(0, right - 3), right), NEGATIONS);
}

/** Words a label for a new description is made of: "New description:", "Correction on the app -". */
const LABEL_WORDS = new Set(
  'new better updated corrected correct proper real revised fixed improved the app my our a on to'.split(' '),
);

/** Whether the words only label what follows as the description: "Description:", "better description -". */
function labelsDescription(words: readonly string[]): boolean {
  const naming = (word: string) => DESCRIPTION_WORDS.has(word) || SUMMARY_WORDS.has(word);
  const named = words.some(naming) || (words.includes('correction') && words.includes('app'));
  return named && words.every((word) => LABEL_WORDS.has(word) || naming(word) || word === 'correction');
}

/** Whether a clause asks for the description anew: "the app description is wrong", "I explained it badly". */
export function asksForDescription(clause: string, mark = ''): boolean {
  const words = normalizeCommand(clause).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_ASKING_WORDS) return false;
  if ((mark === ':' || mark === '-') && labelsDescription(words)) return true;
  if (namesDescription(words) && saysChange(words)) return true;
  // "I explained it badly", "let me describe it again", "I didn't explain it well".
  const unwell = has(words, NEGATIONS) || words.some((word) => word.endsWith('nt'));
  const saidHow = words.some((word, at) => {
    const how = words.slice(at + 1, at + 1 + MANNER_REACH);
    return SAYING.has(word) && (has(how, MANNERS) || (unwell && how.includes('well')));
  });
  return has(words, SAYERS) && saidHow;
}

export interface Clause {
  start: number;
  end: number;
  /** The mark that ends it, "" at the end of the turn. */
  mark: string;
}

/** The turn's clauses, each with where it starts and the mark that ends it. */
export function clausesOf(said: string): Clause[] {
  const clauses: Clause[] = [];
  const marks = /[,;:!?\n]|\.\s|\s[-–—]\s/g;
  let start = 0;
  for (const found of said.matchAll(marks)) {
    clauses.push({ start, end: found.index, mark: found[0].trim() || found[0] });
    start = found.index + found[0].length;
  }
  clauses.push({ start, end: said.length, mark: '' });
  return clauses;
}

/** Words that open a sentence about something else than the app: "…. oh and she's 34", "…. Also, …". */
const OTHER_OPENERS = new Set('also oh btw plus anyway she he shes hes they theyre'.split(' '));
export const endsSentence = (mark: string) => mark === '' || '.!?\n'.includes(mark);

/** Words that only lead into a new description ("actually it's a marketplace …"): no part of it. */
const LEAD_INS = new Set(
  'actually so basically well ok okay really right anyway honestly tbh no sorry yeah'.split(' '),
);

/** "Actually, it's a marketplace …" → "it's a marketplace …". */
function withoutLeadIns(value: string): string {
  let rest = value;
  for (;;) {
    const word = /^[\p{L}']+[,]?\s+/u.exec(rest);
    if (!word || !LEAD_INS.has(normalizeCommand(word[0]))) return rest;
    rest = rest.slice(word[0].length);
  }
}

/** The new description said from `start`: its sentences, up to one that turns to something else. */
export function descriptionFrom(said: string, clauses: readonly Clause[], first: number): string {
  let end = said.length;
  for (let index = first; index < clauses.length - 1; index++) {
    const clause = clauses[index] as Clause;
    const next = clauses[index + 1] as Clause;
    const opener = normalizeCommand(said.slice(next.start, next.end)).split(' ')[0] ?? '';
    if (endsSentence(clause.mark) && OTHER_OPENERS.has(opener)) {
      end = next.start;
      break;
    }
  }
  return withoutLeadIns(said.slice(clauses[first]?.start ?? 0, end).trim());
}

/** The correction a turn makes by asking for a new description and then saying it; null when it makes none. */
export function readDescriptionAnew(plan: PlanState, said: string): { act: TurnAct; before: string } | null {
  const target = plan.app_description?.value;
  if (!target) return null;
  const clauses = clausesOf(said);
  let sentence = 0;
  let asking = -1;
  // The request may take a clause or two: "i want to fix the blurb, it's out of date".
  for (const [index, clause] of clauses.entries()) {
    const start = clauses[sentence]?.start ?? 0;
    if (asksForDescription(said.slice(start, clause.end), clause.mark)) {
      asking = index;
      break;
    }
    if (endsSentence(clause.mark)) sentence = index + 1;
  }
  if (asking < 0) return null;
  let last = asking;
  // "can we fix the description, it's wrong, …": what says more of the request is part of it.
  while (last + 1 < clauses.length && asksForDescription(said.slice(clauses[last + 1]?.start, clauses[last + 1]?.end)))
    last++;
  const mark = clauses[last]?.mark ?? '';
  if (last + 1 >= clauses.length) return null;
  const value = descriptionFrom(said, clauses, last + 1);
  const words = normalizeCommand(value).split(' ').filter(Boolean);
  // After a comma, only words that speak of the app open a new description ("…, it's a wine club").
  if (mark === ',' && !OPENERS.has(words[0] ?? '')) return null;
  if (words.length < MIN_DESCRIPTION_WORDS || value.endsWith('?') || value === target) return null;
  const before = said.slice(0, clauses[sentence]?.start ?? 0);
  return { act: { act: 'correction', field: 'app_description', value, target }, before };
}
