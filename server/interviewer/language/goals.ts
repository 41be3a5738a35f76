/**
 * Goals written from the app's own actions (actions.ts): "homeowners book local gardeners" gives
 * the homeowners "Book a local gardener for Saturday morning", and the other side of the booking
 * "Accept a new booking". A goal is a task a persona can finish and a tester can check, so a few
 * verbs get the end that makes them one (a time to book for, a receipt to get).
 */

import { capitalised } from '../mentions.ts';
import type { Action } from './actions.ts';
import { readTerms, singular } from './english.ts';

/** The longest how-or-where a goal repeats ("through the app"); a longer one is left out. */
const MAX_DETAIL_LENGTH = 40;

const VOWEL_SOUND = /^[aeiou]/i;

/** "local gardeners" → "a local gardener"; "the quote", "rent" and "their work" as they are. */
export function oneOf(object: string): string {
  const first = readTerms(object)[0];
  if (!first || first.tags.has('Determiner') || first.tags.has('Possessive') || first.tags.has('Value')) return object;
  const one = singular(object);
  if (one.toLowerCase() === object.toLowerCase()) return object;
  return `${VOWEL_SOUND.test(one) ? 'an' : 'a'} ${one}`;
}

/** What makes a verb's action a task with an end, when the description gives no how or where. */
const ENDINGS: Record<string, string> = {
  book: 'for Saturday morning',
  reserve: 'for Saturday morning',
  schedule: 'for next week',
  pay: 'and get a receipt',
  buy: 'and get an order confirmation',
  order: 'and get an order confirmation',
  purchase: 'and get an order confirmation',
};

/** "Book a local gardener for Saturday morning", "Pay through the app and get a receipt". */
export function goalFor(action: Action): string {
  const detail = action.detail.length <= MAX_DETAIL_LENGTH ? action.detail : '';
  const ending = ENDINGS[action.verb] ?? '';
  const words = [action.verb, action.object ? oneOf(action.object) : '', detail, ending];
  return capitalised(words.filter(Boolean).join(' '));
}

/** The object of an action as the other side names it, if it is a thing ("a table"), else "". */
const thingOf = (action: Action) => (action.object && !action.objectIsPerson ? oneOf(action.object) : '');
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

/** The goal of whoever is on the other side of `action`, or null when there is none to write. */
export function counterpartGoal(action: Action): string | null {
  return COUNTERPARTS[action.verb]?.(action) ?? null;
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
