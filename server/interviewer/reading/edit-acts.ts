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
import { normalizeCommand, parseAge } from '../answers.ts';
import { capitalised } from '../mentions.ts';
import { findItem, type PlanItem } from './plan-items.ts';
import type { Asked, TurnAct, TurnField } from './turn-reading.ts';

/** The persona a pronoun ("she", "he", "they") stands for: the one being asked about, else the last. */
export interface Focus {
  type: number;
  segment: number;
}

const GROUPS: readonly TurnField[] = ['user_type', 'segment'];
const REMOVABLE: readonly TurnField[] = ['user_type', 'segment', 'goal'];
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

const LEADS = new Set(
  'and also oh actually please just so ok okay then but wait sorry oops no yeah yes can could you we lets let us i want to would like id like'.split(
    ' ',
  ),
);
const TAILS = new Set(
  'for now please too as well entirely completely altogether instead then from the plan list thanks anymore any more'.split(
    ' ',
  ),
);
const REMOVE_VERBS = [
  'get rid of',
  'take out',
  'leave out',
  'cross out',
  'remove',
  'delete',
  'drop',
  'forget about',
  'forget',
  'scratch',
  'ditch',
  'lose',
  'cut',
  'skip',
  'axe',
  'bin',
  'nix',
  'kill',
  'strike',
  'scrap',
];
const NO_NEED = [
  'we dont need',
  'we do not need',
  'dont need',
  'do not need',
  'no need for',
  'we wont need',
  'not needed',
  'without',
];
const PRONOUN_GROUP = new Set(['them', 'it', 'those', 'that group', 'that one', 'this group', 'these', 'that']);
const GENDER_WORDS: Record<string, string> = {
  woman: 'Female',
  female: 'Female',
  girl: 'Female',
  lady: 'Female',
  she: 'Female',
  man: 'Male',
  male: 'Male',
  guy: 'Male',
  he: 'Male',
  nonbinary: 'Non-binary',
  'non binary': 'Non-binary',
};

const wordsOf = (text: string) => normalizeCommand(text).split(' ').filter(Boolean);
const join = (words: readonly string[]) => words.join(' ');

function startsWith(words: readonly string[], phrase: string): number {
  const parts = phrase.split(' ');
  return parts.every((part, index) => words[index] === part) ? parts.length : 0;
}

/** The words without those that only lead into or trail off from what is said. */
function core(words: readonly string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && LEADS.has(words[start] ?? '')) start++;
  if (words[start] === 'the') start++;
  while (end > start && TAILS.has(words[end - 1] ?? '')) end--;
  if (end - start >= 2 && words[end - 2] === 'for' && words[end - 1] === 'now') end -= 2;
  return words.slice(start, end);
}

const find = (plan: PlanState, words: readonly string[], fields: readonly TurnField[]) =>
  words.length === 0 ? null : findItem(plan, join(words), fields);

function removal(plan: PlanState, words: readonly string[]): TurnAct | null {
  const said = core(words);
  for (const verb of [...REMOVE_VERBS, ...NO_NEED]) {
    const at = startsWith(said, verb);
    if (at === 0) continue;
    const item = find(plan, core(said.slice(at)), REMOVABLE);
    if (item) return { act: 'removal', field: item.field, target: item.value };
  }
  // "The walkers can go", "walkers aren't needed".
  const endings = [
    'can go',
    'arent needed',
    'are not needed',
    'isnt needed',
    'is not needed',
    'can be removed',
    'have to go',
    'should go',
  ];
  for (const ending of endings) {
    const length = ending.split(' ').length;
    if (join(said.slice(-length)) !== ending) continue;
    const item = find(plan, core(said.slice(0, -length)), REMOVABLE);
    if (item) return { act: 'removal', field: item.field, target: item.value };
  }
  return null;
}

/** The group "them" stands for: the one being asked about, else the last named. */
function focusGroup(plan: PlanState, focus: Focus | null, asked: Asked): PlanItem | null {
  const type = focus?.type ?? plan.user_types.length - 1;
  const userType = plan.user_types[type];
  const segment = focus ? userType?.segments[focus.segment] : undefined;
  if (segment?.segment?.value && asked !== 'segment' && asked !== 'user_type') {
    return { field: 'segment', value: segment.segment.value, type, segment: focus?.segment ?? 0 };
  }
  return userType?.type?.value ? { field: 'user_type', value: userType.type.value, type } : null;
}

const named = (words: readonly string[]) => capitalised(join(core(words)));

function rename(plan: PlanState, words: readonly string[], focus: Focus | null, asked: Asked): TurnAct | null {
  const said = core(words);
  const calls = startsWith(said, 'call') || startsWith(said, 'name') || startsWith(said, 'rename');
  if (calls === 0) return null;
  const rest = said.slice(calls);
  // "rename owners to dog owners", "rename owners as ..."
  const to = rest.findIndex((word) => word === 'to' || word === 'as');
  if (to > 0) {
    const item = find(plan, rest.slice(0, to), GROUPS);
    if (item && to + 1 < rest.length)
      return { act: 'rename', field: item.field, value: named(rest.slice(to + 1)), target: item.value };
  }
  // "call them team leads"
  for (const pronoun of PRONOUN_GROUP) {
    const at = startsWith(rest, pronoun);
    if (at === 0 || at >= rest.length) continue;
    const item = focusGroup(plan, focus, asked);
    if (item) return { act: 'rename', field: item.field, value: named(rest.slice(at)), target: item.value };
  }
  // "call the owners dog owners": the longest opening that names a group.
  for (let split = rest.length - 1; split > 0; split--) {
    const item = find(plan, rest.slice(0, split), GROUPS);
    if (item) return { act: 'rename', field: item.field, value: named(rest.slice(split)), target: item.value };
  }
  return null;
}

/** The value `words` give `field`, in the field's shape. */
function valueFor(field: TurnField, words: readonly string[]): string | null {
  const text = join(core(words));
  if (text === '') return null;
  if (field === 'age') return parseAge(text);
  if (field === 'gender') return GENDER_WORDS[text.replace(/^an? /, '')] ?? null;
  return capitalised(text.replace(/^an? /, ''));
}

/** "29, not 34", "not 34 but 29", "29 instead of 34": a new value for one the plan holds. */
function insteadOf(plan: PlanState, words: readonly string[]): TurnAct | null {
  const said = core(words);
  const not = said.indexOf('not');
  const instead = said.findIndex((word, index) => word === 'instead' && said[index + 1] === 'of');
  const pairs: [string[], string[]][] = [];
  if (not > 0) pairs.push([said.slice(0, not), said.slice(not + 1)]);
  if (not === 0) {
    const but = said.indexOf('but');
    if (but > 1) pairs.push([said.slice(but + 1), said.slice(1, but)]);
  }
  if (instead > 0) pairs.push([said.slice(0, instead), said.slice(instead + 2)]);
  for (const [nowWords, oldWords] of pairs) {
    const item = find(
      plan,
      core(oldWords).map((word) => word.replace(/yo$/, '')),
      ANY,
    );
    if (!item) continue;
    const subject = core(nowWords).filter(
      (word) =>
        ![
          'she',
          'he',
          'they',
          'is',
          'are',
          'shes',
          'hes',
          'theyre',
          'its',
          'it',
          'her',
          'his',
          'name',
          'age',
          'a',
          'an',
          'years',
          'old',
        ].includes(word),
    );
    const value = valueFor(item.field, subject);
    if (!value || value === item.value) continue;
    return { act: GROUPS.includes(item.field) ? 'rename' : 'correction', field: item.field, value, target: item.value };
  }
  return null;
}

const PERSONA_SUBJECTS = ['shes', 'hes', 'she is', 'he is', 'theyre', 'they are', 'she s', 'he s'];

/** "She is 29", "her name is Ana", "actually he's a nurse", "she uses an Android": said of a persona already described. */
function personaCorrection(
  plan: PlanState,
  words: readonly string[],
  focus: Focus | null,
  asked: Asked,
): TurnAct | null {
  if (!focus) return null;
  const persona = plan.user_types[focus.type]?.segments[focus.segment]?.persona;
  if (!persona) return null;
  const said = core(words);
  const current = (field: TurnField) => (field === asked ? undefined : persona[field as keyof typeof persona]?.value);
  const correct = (field: TurnField, value: string | null): TurnAct | null => {
    const target = current(field);
    return target && value && value !== target ? { act: 'correction', field, value, target } : null;
  };
  for (const opener of [
    'her name is',
    'his name is',
    'their name is',
    'shes called',
    'hes called',
    'call her',
    'call him',
    'the name is',
    'name is',
  ]) {
    const at = startsWith(said, opener);
    if (at > 0 && said.length - at <= 2) return correct('name', capitalised(join(said.slice(at))));
  }
  for (const opener of [
    'she uses',
    'he uses',
    'they use',
    'shes on',
    'hes on',
    'she has',
    'he has',
    'she is on',
    'he is on',
  ]) {
    const at = startsWith(said, opener);
    if (at > 0 && current('device')) return correct('device', valueFor('device', said.slice(at)));
  }
  const subject = PERSONA_SUBJECTS.map((phrase) => startsWith(said, phrase)).find((length) => length > 0) ?? 0;
  const age = parseAge(join(said));
  const ageWords =
    said.includes('years') ||
    said.includes('yo') ||
    said.includes('age') ||
    (subject > 0 && said.length - subject <= 3);
  if (age && !age.includes('-') && ageWords && /\d/.test(join(said))) return correct('age', age);
  if (subject === 0) return null;
  const rest = said.slice(subject).filter((word) => word !== 'actually' && word !== 'really');
  const gender = GENDER_WORDS[join(rest).replace(/^an? /, '')];
  if (gender) return correct('gender', gender);
  if ((rest[0] === 'a' || rest[0] === 'an') && rest.length <= 6)
    return correct('occupation_background', valueFor('occupation_background', rest));
  return null;
}

/** The edit a clause makes to what the plan holds, or null when it makes none. */
export function readEdit(plan: PlanState, clause: string, focus: Focus | null, asked: Asked): TurnAct | null {
  const words = wordsOf(clause);
  if (words.length === 0) return null;
  return (
    removal(plan, words) ??
    rename(plan, words, focus, asked) ??
    insteadOf(plan, words) ??
    personaCorrection(plan, words, focus, asked)
  );
}
