/**
 * The goals a suggested plan gives a user type, best first: what the description says this group
 * does ("homeowners book local gardeners"), what the group is said to want, the other side of
 * what the other groups do (the gardener accepts the booking), what the description says anyone
 * does, and only then the catalogue's stock goals.
 */
import type { Action } from './language/actions.ts';
import { counterpartGoal, goalFor, wishGoal } from './language/goals.ts';
import { stem } from './mentions.ts';

/** "Homeowners" and "homeowner", "Restaurant owners" and "restaurants": one word in common. */
const stems = (phrase: string) => phrase.split(' ').filter(Boolean).map(stem);

/** Words that say anyone at all, not a group. */
const ANYONE = new Set(['people', 'person', 'user', 'everyone', 'anyone', 'someone', 'you']);

/** Whether the action's subject is the group `name` ("landscaping crews" are "Crew owners"). */
function isDoneBy(action: Action, name: string): boolean {
  const head = stems(action.subject).at(-1);
  if (!head || ANYONE.has(head)) return false;
  const words = stems(name);
  return words.includes(head) || stems(action.subject).includes(words.at(-1) ?? '');
}

export interface GroupToFill {
  name: string;
  description: string;
}

/** Every goal the app's description gives `group`, best first, each once. */
export function goalsFromApp(group: GroupToFill, actions: readonly Action[], names: readonly string[]): string[] {
  const own = actions.filter((action) => isDoneBy(action, group.name));
  const byOthers = actions.filter((action) => !own.includes(action) && names.some((name) => isDoneBy(action, name)));
  const byAnyone = actions.filter((action) => !own.includes(action) && !byOthers.includes(action));
  const goals = [
    ...own.map(goalFor),
    wishGoal(group.description),
    ...byOthers.map(counterpartGoal),
    ...byAnyone.map(goalFor),
  ].filter((goal): goal is string => goal !== null);
  // A group the description says nothing of still meets the app through what the others do.
  const all = goals.length > 0 ? goals : actions.map(goalFor);
  return all.filter((goal, index) => all.findIndex((other) => other.toLowerCase() === goal.toLowerCase()) === index);
}

/** The groups the description names as doing something that none of `names` is: "hospital staff swap shifts". */
export function groupsFromApp(actions: readonly Action[], names: readonly string[]): string[] {
  const found: string[] = [];
  for (const action of actions) {
    const head = stems(action.subject).at(-1);
    if (!head || ANYONE.has(head) || names.some((name) => isDoneBy(action, name))) continue;
    if (!found.some((name) => isDoneBy(action, name))) found.push(action.subject);
  }
  return found;
}
