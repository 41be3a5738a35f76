/**
 * The goals a suggested plan gives a user type from the app's description, best first: what it
 * says this group does ("homeowners book local gardeners"), what the group is said to want, the
 * other side of what the other groups do (the gardener accepts the booking), and what it says
 * anyone does. A group's segments are the group: what "local customers" do, the buyers do.
 */
import type { Action } from '../language/actions.ts';
import { counterpartGoal, goalOf, takesOrders, wishGoal } from '../language/goals.ts';
import { stem } from '../words/mentions.ts';

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

/** Whether `action` is done to the group: "track listeners", for the listeners. */
const isAbout = (action: Action, group: GroupToFill) => stems(action.object).includes(stems(group.name).at(-1) ?? '');

/** Verbs of the side that comes to buy. */
const ORDERING = new Set(['order', 'buy', 'purchase', 'book', 'reserve', 'hire']);

/**
 * The goal of the other side of `action`: as goals.ts says, and for what is sold, buying it, in
 * an app whose description has no word of its own for that ("offices order for events" has).
 */
const otherSide = (action: Action, orders: boolean) =>
  action.verb === 'sell' && action.object && !orders
    ? goalOf({ ...action, verb: 'buy', detail: '' })
    : counterpartGoal(action);

export interface GroupToFill {
  name: string;
  description: string;
  /** The names of its segments: what "local customers" do, the buyers they are a part of do. */
  segments?: readonly string[];
}

const doneByGroup = (action: Action, group: GroupToFill) =>
  isDoneBy(action, group.name) || (group.segments ?? []).some((segment) => isDoneBy(action, segment));

/**
 * Every goal the app's description gives `group`, best first, each once. Each side keeps its own
 * verbs: what another of `groups` (those the visitor named) does gives this one only its other
 * side ("Receive an order", "Find a cake that bakers listed"), never the action itself; what no
 * group the visitor named is said to do is anyone's ("hospital staff swap shifts", for nurses).
 */
export function goalsFromApp(group: GroupToFill, actions: readonly Action[], groups: readonly GroupToFill[]): string[] {
  const orders = takesOrders(actions);
  const others = groups.filter((other) => other.name.toLowerCase() !== group.name.toLowerCase());
  const own = actions.filter((action) => doneByGroup(action, group));
  const byOthers = actions.filter(
    (action) => !own.includes(action) && others.some((other) => doneByGroup(action, other)),
  );
  // "track listeners" is no goal of the listeners: what is done to a group is not its own to do.
  const byAnyone = actions.filter(
    (action) => !own.includes(action) && !byOthers.includes(action) && !isAbout(action, group),
  );
  const ownGoals = own.map((action) => goalOf(action, orders)).filter((goal) => goal !== null);
  // The other side of an action is plain between two sides; among more, a group with goals of its
  // own is not given another's (who accepts a booking a receptionist makes: the manager? the patient?).
  const sides = others.length === 1 || ownGoals.length === 0;
  // Who sells is on the other side of anyone's order ("offices order for events", for the bakers).
  const sells = offersSomething(group, actions);
  const goals = [
    ...ownGoals,
    wishGoal(group.description),
    ...(sides ? byOthers.map((action) => otherSide(action, orders)) : []),
    ...byAnyone.map((action) =>
      sells && ORDERING.has(action.verb) ? otherSide(action, orders) : goalOf(action, orders),
    ),
  ].filter((goal): goal is string => goal !== null);
  return goals.filter(
    (goal, index) => goals.findIndex((other) => other.toLowerCase() === goal.toLowerCase()) === index,
  );
}

/** Verbs of the side that offers: who sells, lists, hosts or teaches is not who comes to buy. */
const SUPPLYING = new Set('sell list offer host teach rent post publish stock advertise'.split(' '));

/** Whether the description says `group` offers something ("home bakers sell cakes"). */
export function offersSomething(group: GroupToFill, actions: readonly Action[]): boolean {
  return actions.some((action) => SUPPLYING.has(action.verb) && doneByGroup(action, group));
}

/**
 * "learn to build apps": what is learnt is an action, not a thing, so it is said as one ("Learn
 * to build apps with Node.js"), never as "Learn a to build app".
 */
export const withActionsAsActions = (actions: readonly Action[]): Action[] =>
  actions.map((action) =>
    /^to \S/.test(action.object)
      ? { ...action, object: '', objectIsPerson: false, detail: [action.object, action.detail].join(' ').trim() }
      : action,
  );
