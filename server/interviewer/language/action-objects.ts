/**
 * What an action is done to when the description leaves it unsaid. "Buyers browse, order and pay
 * through the app": browse and order what? In a run of verbs the object said last is everyone's
 * ("browse, order and pay for the cakes"); when none is said, the thing the description is most
 * about is ("bakers list cakes": cakes). A verb that needs no object keeps none ("pay through the
 * app"), and one that takes its object after a word of its own gets it so ("pay for a cake").
 * An action still without anything to be done to is left out: a goal needs one.
 */
import type { Action } from './action-words.ts';
import { singular } from './english.ts';
import { aThing } from './one-of.ts';

/** Makers: what they do happens away from the app ("bakers bake"); what they do in it is take orders. */
export const MAKER_VERBS = new Set('cook bake prepare brew sew knit craft grow'.split(' '));
/** Verbs that are a task without an object ("pay through the app", "sign up", "teach online"). */
const WITHOUT_OBJECT = new Set([
  ...MAKER_VERBS,
  ...'pay chat walk vote donate subscribe join learn teach play stream explore apply comment earn travel bid'.split(
    ' ',
  ),
  'sign up',
  'log in',
  'check in',
  'check out',
  'top up',
  'video call',
  'search',
  'look',
  'shop',
]);
/** Verbs whose object comes after a word of their own: "pay for a cake", "bid on a cake". */
const OBJECT_AFTER: Readonly<Record<string, string>> = {
  pay: 'for',
  bid: 'on',
  apply: 'for',
  vote: 'on',
  comment: 'on',
  'sign up': 'for',
  subscribe: 'to',
};
/** Words before an object that belong to whoever said it, not to someone else doing the action. */
const OWNERS = new Set(['the', 'their', 'our', 'my', 'your', 'his', 'her', 'its']);

export interface ReadAction {
  action: Action;
  /** Whether it goes on from the action before it, with the same subject ("…, order and pay"). */
  joined: boolean;
}

const objectAfter = (verb: string) => (Object.hasOwn(OBJECT_AFTER, verb) ? OBJECT_AFTER[verb] : undefined);

/** "their cakes" → "cakes": a thing as anyone may name it. */
function bare(object: string): string {
  const words = object.split(' ');
  return OWNERS.has(words[0]?.toLowerCase() ?? '') && words.length > 1 ? words.slice(1).join(' ') : object;
}

/** Gives `action` the object `object` (a thing), as its verb takes one; whether it took it. */
function give(action: Action, object: string): boolean {
  const after = objectAfter(action.verb);
  if (after) action.detail = `${after} ${aThing(object)}`;
  else if (!WITHOUT_OBJECT.has(action.verb)) action.object = bare(object);
  else return false;
  action.objectIsPerson = false;
  return true;
}

/** Things paid for ("pay and confirm the order" pays for the order; "pay and confirm pickup" does not). */
const PAYABLE = new Set(
  'order invoice bill fee rent deposit booking lesson subscription membership ticket fine quote'.split(' '),
);
/** "their cakes nearby" → "cake": the word that names a thing, in the singular. */
const headOf = (object: string) => singular(bare(object).toLowerCase().split(' ')[0] ?? '');

/** In one sentence: an action with nothing to be done to takes the object of the action it runs on into. */
export function shareObjects(actions: readonly ReadAction[]): void {
  for (let index = actions.length - 2; index >= 0; index -= 1) {
    const { action } = actions[index] as ReadAction;
    const next = actions[index + 1] as ReadAction;
    if (action.object || action.detail || !next.joined || !next.action.object || next.action.objectIsPerson) continue;
    // "pay and confirm pickup" is no paying for pickup: a verb that takes its object after a word
    // of its own gets the app's main thing instead (completeObjects).
    if (!objectAfter(action.verb) || PAYABLE.has(headOf(next.action.object))) give(action, next.action.object);
  }
}

/** Verbs whose object is what the app trades in: "bakers list cakes", "tutors teach lessons". */
const SUPPLYING = new Set(
  'list sell post offer publish upload bake cook make create share rent advertise teach host stock'.split(' '),
);

/** The thing the app trades in, as its actions name it most ("cakes"), or "". */
function mainThing(actions: readonly Action[]): string {
  const counts = new Map<string, { object: string; count: number }>();
  for (const action of actions) {
    if (!action.object || action.objectIsPerson || !SUPPLYING.has(action.verb)) continue;
    // "lessons" and "lessons online" are one thing: the first word names it.
    const key = headOf(action.object);
    const entry = counts.get(key) ?? { object: bare(action.object), count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  let best = { object: '', count: 0 };
  for (const entry of counts.values()) if (entry.count > best.count) best = entry;
  return best.object;
}

/** Every action with something to be done to, where the description gives one; the others left out. */
export function completeObjects(actions: readonly Action[]): Action[] {
  const thing = mainThing(actions);
  return actions.filter((action) => {
    if (action.object || MAKER_VERBS.has(action.verb)) return true;
    // "order for a date": a verb that needs an object still needs one when it says how or when.
    if (action.detail && (WITHOUT_OBJECT.has(action.verb) || objectAfter(action.verb))) return true;
    return (thing !== '' && give(action, thing)) || action.detail !== '';
  });
}
