/**
 * Goals written from the app's own actions (actions.ts): "homeowners book local gardeners" gives
 * the homeowners "Book a local gardener for Saturday morning", and the other side of the booking
 * "Accept a new booking". A goal is a task a persona can finish and a tester can check: an
 * imperative sentence with something to act on ("List a cake for sale", not "List their cakes"),
 * and for a few verbs the end that makes it one (a time to book for, a receipt to get). A maker's
 * work happens away from the app ("bakers bake"): in an app that takes orders, their goal is to
 * pick one ("Pick an order to bake").
 */

import { capitalised } from '../words/mentions.ts';
import { MAKER_VERBS } from './action-objects.ts';
import type { Action } from './action-words.ts';
import { pastTense, singular } from './english.ts';
import { aThing } from './one-of.ts';

export { oneOf } from './one-of.ts';

/** The longest how-or-where a goal repeats ("through the app"); a longer one is left out. */
const MAX_DETAIL_LENGTH = 40;

/** What makes a verb's action a task with an end, when the description gives no how or where. */
const ENDINGS: Record<string, string> = {
  book: 'for Saturday morning',
  reserve: 'for Saturday morning',
  schedule: 'for next week',
  pay: 'and get a receipt',
  buy: 'and get an order confirmation',
  order: 'and get an order confirmation',
  purchase: 'and get an order confirmation',
  list: 'for sale',
  browse: 'and open one to see its details',
  compare: 'and pick one',
};
/** Verbs done to several at once: "Browse cakes nearby", not "Browse a cake nearby". */
const SEVERAL = new Set(['browse', 'compare', 'explore', 'discover', 'filter']);
/** Verbs that make an app one where orders are taken: a maker's goal is then to pick one. */
const ORDERING = new Set(['order', 'buy', 'purchase', 'book', 'request', 'reserve', 'hire', 'commission']);

const entry = <Value>(table: Readonly<Record<string, Value>>, verb: string) =>
  Object.hasOwn(table, verb) ? table[verb] : undefined;
const withoutOwner = (object: string) => object.replace(/^(the|their|our|your|its) /i, '');

/** Whether an app with these actions takes orders ("buyers order cakes"). */
export const takesOrders = (actions: readonly Action[]) => actions.some((action) => ORDERING.has(action.verb));

/**
 * "Book a local gardener for Saturday morning", "Pay through the app and get a receipt", "List a
 * cake for sale", "Pick an order to bake" (a maker, where orders are taken); null for an action
 * with nothing to act on.
 */
export function goalOf(action: Action, orders = false): string | null {
  if (MAKER_VERBS.has(action.verb) && orders) return `Pick an order to ${action.verb}`;
  const detail = action.detail.length <= MAX_DETAIL_LENGTH ? action.detail : '';
  if (!action.object && (!detail || MAKER_VERBS.has(action.verb))) return null;
  const object = SEVERAL.has(action.verb) ? withoutOwner(action.object) : aThing(action.object);
  // "Book a lesson for their kids", not "… for their kids for Saturday morning".
  const ending = entry(ENDINGS, action.verb) ?? '';
  const sameStart = detail !== '' && ending.split(' ')[0] === detail.split(' ')[0];
  const words = [action.verb, action.object ? object : '', detail, sameStart ? '' : ending];
  return capitalised(words.filter(Boolean).join(' '));
}

/** A goal for `action` whatever it holds: "Pay and get a receipt" when there is nothing to act on. */
export function goalFor(action: Action): string {
  const words = [action.verb, action.object ? aThing(action.object) : '', entry(ENDINGS, action.verb) ?? ''];
  return goalOf(action) ?? capitalised(words.filter(Boolean).join(' '));
}

/** The object of an action as the other side names it, if it is a thing ("a table"), else "". */
const thingOf = (action: Action) => (action.object && !action.objectIsPerson ? aThing(action.object) : '');
const withThing = (text: string, action: Action, joint = 'for') =>
  thingOf(action) ? `${text} ${joint} ${thingOf(action)}` : text;
const bare = (action: Action) => singular(action.object).replace(/^(the|their|a|an) /i, '');

/**
 * What the other side of a two-sided action does: who is booked accepts the booking, who is paid
 * sees the payment. Actions with no other side (swapping shifts) have none.
 */
const COUNTERPARTS: Record<string, (action: Action) => string> = {
  book: (action) => withThing('Accept a new booking', action),
  reserve: (action) => withThing('Accept a reservation', action),
  schedule: (action) => withThing('Confirm a new appointment', action),
  pay: (action) => withThing('See a payment arrive', action),
  buy: (action) => `${withThing('Receive an order', action)} and confirm it`,
  order: (action) => `${withThing('Receive an order', action)} and confirm it`,
  report: (action) => (action.object ? `Respond to a reported ${bare(action)}` : 'Respond to a new report'),
  rent: (action) => withThing('Accept a rental request', action),
  bid: () => 'Accept the best bid',
  message: () => 'Reply to a new message',
  hire: () => 'Get hired for a first job',
  collect: (action) =>
    thingOf(action) ? `Get ${thingOf(action)} ready for collection` : 'Get an order ready for collection',
};

/** Verbs that make something the other side then finds: "crews send quotes", "bakers list cakes". */
const MAKING = new Set(
  'send create post publish list upload share write submit price quote record offer advertise'.split(' '),
);
const MAX_SUBJECT_WORDS = 3;

/** "Find a quote that landscaping crews sent": what one side made, found by the other. */
function foundGoal(action: Action): string | null {
  const subject = action.subject.toLowerCase();
  const words = subject.split(' ').filter(Boolean);
  // One of many things ("a quote"), not "their availability", which is nothing to find.
  const one = /^an? /.test(thingOf(action));
  if (!MAKING.has(action.verb) || !one || words.length === 0 || words.length > MAX_SUBJECT_WORDS) return null;
  return `Find ${thingOf(action)} that ${subject} ${pastTense(action.verb)}`;
}

/** The goal of whoever is on the other side of `action`, or null when there is none to write. */
export function counterpartGoal(action: Action): string | null {
  return entry(COUNTERPARTS, action.verb)?.(action) ?? foundGoal(action);
}

/** What a group is said to want: "who want their garden sorted" → want, ["their", "garden", "sorted"]. */
export function readWish(description: string): { verb: string; rest: string[] } | null {
  const words = description.split(' ');
  const at = words.findIndex((word) => /^(want|need|wish|hope)(s|es)?$/i.test(word));
  const rest = words.slice(at + 1);
  return at < 0 || rest.length === 0 ? null : { verb: (words[at] as string).toLowerCase(), rest };
}

/**
 * "want their garden sorted without phone calls" → "Get their garden sorted without phone calls";
 * "need to trade shifts quickly" → "Trade shifts quickly": what a group is said to want, as a goal.
 */
export function wishGoal(description: string): string | null {
  const wish = readWish(description);
  if (!wish) return null;
  const wanted = wish.rest[0]?.toLowerCase() === 'to' ? wish.rest.slice(1) : ['get', ...wish.rest];
  return wanted.length > 0 ? capitalised(wanted.join(' ')) : null;
}
