/**
 * The acts that change what the plan already holds, read clause by clause (docs/interviewer.md,
 * "Acts"): a removal ("remove the walkers", "we don't need the walkers"), a rename ("call them
 * team leads", "rename owners to dog owners") and a correction ("sorry, she is 29, not 34",
 * "her name is Ana", "actually she's a nurse"). Each may touch any field, whatever was asked: the
 * item it names is found in the plan (plan-items.ts), and a clause naming nothing the plan holds
 * is left to be read as an answer.
 *
 * Clauses are compared as lists of normalised words: linear, no backtracking pattern.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { jobAsNamed, namesWholeJob } from '../language/job-verbs.ts';
import type { Asked, TurnAct, TurnField } from '../language/turn-reading.ts';
import { capitalised } from '../words/mentions.ts';
import { core, type Focus, join, spelledAs, valueFor, wordsOf } from './clause-words.ts';
import { goalWithoutLeadIn } from './goal-values.ts';
import { personaCorrection } from './persona-edits.ts';
import { personaNamed, personaNames, spelledValue, valueWords, withPartReplaced } from './persona-said.ts';
import { findItem, itemsNamed, type PlanItem } from './plan-items.ts';
import { readRemovals } from './removals.ts';
import { removalWords } from './removed-items.ts';
import { readRename } from './renames.ts';

const GROUPS: readonly TurnField[] = ['user_type', 'segment'];
const PERSONA: readonly TurnField[] = ['name', 'age', 'gender', 'occupation_background', 'state_of_mind', 'device'];
const ANY: readonly TurnField[] = [
  'user_type',
  'segment',
  'name',
  'age',
  'occupation_background',
  'state_of_mind',
  'device',
  'goal',
];

/** The item `oldWords` name: a value of the persona spoken of first ("not an iPhone"), else any item. */
function oldItem(plan: PlanState, oldWords: readonly string[], persona: Focus | null): PlanItem | null {
  // "not tonight's reservations for Giulia": whom a goal is for names no item of its own.
  const names = personaNames(plan);
  const said = core(oldWords).filter((word, index, words) => !(names.has(word) && words[index - 1] === 'for'));
  const forWhom = said.at(-1) === 'for' ? said.slice(0, -1) : said;
  const phrase = join(forWhom.map((word) => word.replace(/yo$/, '')));
  const own = itemsNamed(plan, phrase, PERSONA).filter(
    (item) => item.type === persona?.type && item.segment === persona?.segment,
  );
  return own.length === 1 ? (own[0] ?? null) : findItem(plan, phrase, ANY);
}

/** Verbs that say what the founder typed before: "I put plumber but …", "wrote 34 but …". */
const SAID_BY_ME = new Set('put wrote typed said entered gave'.split(' '));

/** "29, not 34", "not 34 but 29", "29 instead of 34": a new value for one the plan holds. */
function insteadOf(plan: PlanState, clause: string, words: readonly string[], focus: Focus | null): TurnAct | null {
  const said = core(words);
  const not = said.indexOf('not');
  const instead = said.findIndex(
    (word, index) =>
      (word === 'instead' && said[index + 1] === 'of') || (word === 'rather' && said[index + 1] === 'than'),
  );
  const pairs: [string[], string[]][] = [];
  if (not > 0) pairs.push([said.slice(0, not), said.slice(not + 1)]);
  if (not === 0) {
    const but = said.indexOf('but');
    if (but > 1) pairs.push([said.slice(but + 1), said.slice(1, but)]);
  }
  if (instead > 0) pairs.push([said.slice(0, instead), said.slice(instead + 2)]);
  // "I put plumber but he's really an electrician": what was typed, then what is so.
  const typed = SAID_BY_ME.has(said[0] ?? '') ? 1 : said[0] === 'i' && SAID_BY_ME.has(said[1] ?? '') ? 2 : 0;
  const but = typed > 0 ? said.indexOf('but', typed + 1) : -1;
  if (but > typed) pairs.push([said.slice(but + 1), said.slice(typed, but)]);
  const names = personaNames(plan);
  const persona = personaNamed(plan, said)?.focus ?? focus;
  for (const [nowWords, oldWords] of pairs) {
    const item = oldItem(plan, oldWords, persona);
    if (!item) continue;
    // "Change Ella's state to overwhelmed": the new value is what follows the last "to".
    const to = nowWords.lastIndexOf('to');
    const after = to >= 0 && to < nowWords.length - 1 ? nowWords.slice(to + 1) : nowWords;
    const kept = valueWords(core(after), names);
    const plain = item.field === 'age' || item.field === 'gender';
    const spelled = plain ? valueFor(item.field, kept) : kept.length > 0 ? spelledValue(clause, kept) : null;
    // "she is cleaning in the hospital" is a cleaner; "an HR assistant, not payroll" a whole new job.
    const job = item.field === 'occupation_background' && spelled ? capitalised(jobAsNamed(spelled)) : null;
    const said = job ?? spelled;
    const oldSaid = wordsOf(join(core(oldWords)));
    // "Friday, not Thursday" of a goal: a few words for part of it, never a goal of their own.
    const partOfGoal = item.field === 'goal' && kept.length <= 3;
    const value =
      said && ((job && !namesWholeJob(job)) || partOfGoal)
        ? withPartReplaced(item.value, oldSaid, said, partOfGoal)
        : said && item.field === 'goal'
          ? capitalised(goalWithoutLeadIn(spelledAs(clause, core(after))))
          : said;
    if (!value || value === item.value) continue;
    return { act: GROUPS.includes(item.field) ? 'rename' : 'correction', field: item.field, value, target: item.value };
  }
  return null;
}

const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const UNITS = 'one two three four five six seven eight nine'.split(' ');

/**
 * "make her thirty two, not twenty eight" → "make her 32, not 28": an age said in words, from
 * twenty up, is compared as the digits the plan holds ("one" and "two" alone are other words).
 */
function withTensAsDigits(clause: string): string {
  const pieces = clause.split(' ');
  const out: string[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const [tens = '', units = ''] = (pieces[index] ?? '').toLowerCase().split('-');
    const ten = TENS.indexOf(tens);
    if (ten < 0) {
      out.push(pieces[index] ?? '');
      continue;
    }
    const next = units === '' ? (pieces[index + 1] ?? '').toLowerCase() : units;
    const unit = UNITS.indexOf(next.replace(/[,.;:!?]$/, ''));
    if (unit >= 0 && units === '') index++;
    const mark = unit >= 0 && units === '' ? next.slice(UNITS[unit]?.length ?? 0) : '';
    out.push(`${(ten + 2) * 10 + (unit >= 0 ? unit + 1 : 0)}${mark}`);
  }
  return out.join(' ');
}

/** Edits are said in a few words: a longer clause is an answer, and is not searched for one. */
const MAX_EDIT_WORDS = 40;

/** The edits a clause makes to what the plan holds (several only for a removal of several items), or none. */
export function readEdits(plan: PlanState, said: string, focus: Focus | null, asked: Asked): TurnAct[] {
  const clause = withTensAsDigits(said);
  const words = wordsOf(clause);
  if (words.length === 0 || words.length > MAX_EDIT_WORDS) return [];
  const removals = readRemovals(plan, removalWords(clause), focus, asked);
  if (removals.length > 0) return removals;
  const edit =
    readRename(plan, clause, words, focus, asked) ??
    insteadOf(plan, clause, words, focus) ??
    personaCorrection(plan, clause, words, focus, asked);
  return edit ? [edit] : [];
}

/** Words that only say again that an edit was asked for, or own up to the mistake. */
const ECHO_WORDS = new Set(
  'remove delete drop change fix update call rename to that it them this those please pls thanks my bad mistake sorry too just then also and so'.split(
    ' ',
  ),
);
const ECHO_VERBS = new Set(['remove', 'delete', 'drop', 'change', 'fix', 'update', 'call', 'rename', 'bad', 'mistake']);

/** After an edit, a clause that only asks for it again ("please remove", "change that") or says "my bad". */
export function isEditEcho(text: string): boolean {
  const words = wordsOf(text);
  // "…, sorry, not an Android": the value the edit replaced, said apart from it.
  const replaced = words.find((word) => !ECHO_WORDS.has(word)) === 'not';
  return replaced || (words.some((word) => ECHO_VERBS.has(word)) && words.every((word) => ECHO_WORDS.has(word)));
}

/** The persona a clause that made an edit names ("Sarah's a man", "make Fatima a man"): what follows speaks of it. */
export function personaIn(plan: PlanState, clause: string): Focus | null {
  const said = core(wordsOf(clause));
  const named = personaNamed(plan, said) ?? personaNamed(plan, said.slice(1));
  return named ? { ...named.focus, named: true } : null;
}
