/**
 * Removals of a user type, a segment or a goal (docs/interviewer.md, "Acts"), said with the verb
 * first ("remove the walkers", "we don't need the walkers", "get rid of the sourdough one") or
 * after what goes ("the walkers can go", "tourists we don't do for now", "the loan officers please
 * remove"). What goes is found as references.ts finds it: by its words, with the field's name
 * ("the couples segment") or a word mistyped ("pharmacits"). Several may go in one clause ("remove
 * the parents and teachers", "drop walkers & groomers"): each named part is removed when every part
 * names an item of its own.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked, TurnAct, TurnField } from '../language/turn-reading.ts';
import { core, type Focus, join, LEADS, startsWith } from './clause-words.ts';
import { type PlanItem, planItems, stemsOf } from './plan-items.ts';
import { GROUPS, pronounAt, referenceOf } from './references.ts';
import { namedApart } from './removed-items.ts';

const REMOVABLE: readonly TurnField[] = ['user_type', 'segment', 'goal'];

const REMOVE_VERBS = [
  'get rid of',
  'take out',
  'leave out',
  'cross out',
  'cross off',
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
  'erase',
  'we dont need',
  'we do not need',
  'dont need',
  'do not need',
  'no need for',
  'we wont need',
  'not needed',
  'without',
  'take away',
  'ignore',
  'dont include',
  'do not include',
  'we can do without',
  'can do without',
  'do without',
  'not doing',
  'were not doing',
  'we arent doing',
];
/** A verb and its particle said around what goes: "take the walkers off", "leave the tourists out". */
const SPLIT_VERBS: [string, string][] = [
  ['take', 'off'],
  ['take', 'out'],
  ['take', 'away'],
  ['leave', 'out'],
  ['cross', 'off'],
  ['cross', 'out'],
  ['knock', 'off'],
];
/** What is said after what goes: "the walkers can go", "tourists we don't do for now". */
const REMOVE_ENDINGS = [
  'can go',
  'arent needed',
  'are not needed',
  'isnt needed',
  'is not needed',
  'can be removed',
  'can be dropped',
  'can be deleted',
  'have to go',
  'has to go',
  'should go',
  'remove',
  'delete',
  'drop',
  'remove them',
  'remove it',
  'we dont do',
  'we dont need',
  'we dont want',
  'we do not do',
  'we wont do',
  'we dont serve',
  'we dont support',
  'arent relevant',
  'not relevant',
  'are out',
  'is out',
  'out of scope',
  'are out of scope',
  'is out of scope',
  'not in scope',
];

/**
 * "drop the committee" of "Committee members": the one group whose name holds every word said,
 * though not its head (plan-items.ts finds a group by its head alone).
 */
function byModifier(plan: PlanState, words: readonly string[]): PlanItem | null {
  const said = stemsOf(join(words.filter((word) => word !== 'the')));
  if (said.length === 0) return null;
  const groups = planItems(plan).filter(
    (item) => GROUPS.includes(item.field) && said.every((word) => stemsOf(item.value).includes(word)),
  );
  return groups.length === 1 ? (groups[0] ?? null) : null;
}

export function readRemovals(plan: PlanState, words: readonly string[], focus: Focus | null, asked: Asked): TurnAct[] {
  const said = core(words);
  const removed = (named: readonly string[]): TurnAct[] => {
    const what = core(named);
    // "Remove it" points at nothing in particular; "remove that segment" at the one in focus.
    if (what.length === 0 || (pronounAt(what).length === 1 && what.length === 1)) return [];
    const apart = namedApart(plan, what, focus, asked, REMOVABLE);
    if (apart.length > 0) return apart.map((item) => ({ act: 'removal', field: item.field, target: item.value }));
    const item = referenceOf(plan, what, focus, asked, REMOVABLE) ?? byModifier(plan, what);
    return item ? [{ act: 'removal', field: item.field, target: item.value }] : [];
  };
  // "No need for the walkers": a verb may open with a word the clause's lead-ins drop.
  const no = words.indexOf('no');
  const opened = no >= 0 && words.slice(0, no).every((word) => LEADS.has(word)) ? words.slice(no) : said;
  for (const verb of REMOVE_VERBS) {
    const at = startsWith(said, verb) || startsWith(opened, verb);
    const acts = at > 0 ? removed((startsWith(said, verb) > 0 ? said : opened).slice(at)) : [];
    if (acts.length > 0) return acts;
  }
  for (const [verb, particle] of SPLIT_VERBS) {
    const acts = said.length > 2 && said[0] === verb && said.at(-1) === particle ? removed(said.slice(1, -1)) : [];
    if (acts.length > 0) return acts;
  }
  for (const ending of REMOVE_ENDINGS) {
    const length = ending.split(' ').length;
    if (said.length <= length || join(said.slice(-length)) !== ending) continue;
    const acts = removed(said.slice(0, -length));
    if (acts.length > 0) return acts;
  }
  return [];
}
