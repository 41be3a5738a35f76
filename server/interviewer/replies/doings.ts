/**
 * What the goals will be built around, said after the app's description as a person would say
 * it: "cooking, listing and ordering cakes", "booking and paying". Each action is named by its
 * "-ing" form and, when it is done to a thing, the thing ("confirming orders"; a person booked is
 * left out); actions done to the same thing are said side by side, the thing once, after the last.
 */
import type { Action } from '../language/actions.ts';
import { gerund, plural, readTerms } from '../language/english.ts';
import { joinAnd } from '../language/phrases.ts';
import { repeatsAnswer } from '../words/mentions.ts';

/** Actions a reply names; past this, the rest are left for the goals. */
const MAX_DOINGS = 3;
const MAX_THING_WORDS = 3;
/** Verbs that lead up to another action ("browse" before "order"): named only when there is room. */
const LEADING_UP = new Set(['browse', 'compare', 'explore', 'discover', 'search', 'find']);
const OWNERS = new Set(['their', 'our', 'my', 'your', 'his', 'her', 'its']);
/** Words before one thing of many: "the order" is said as "orders". */
const ONE_OF_MANY = new Set(['the', 'a', 'an', 'one', 'each', 'every']);

// A thing a reply may name: words of letters and digits, nothing that ends a sentence or marks up.
const PLAIN_THING = /^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u;
const PLAIN_VERB = /^\p{Ll}+(?: \p{Ll}+)?$/u;

/** "their cakes" → "cakes", "the order" → "orders", "rent" as it is; "" for people or a long phrase. */
function thingsOf(action: Action): string {
  if (!action.object || action.objectIsPerson || !PLAIN_THING.test(action.object)) return '';
  const words = action.object.split(' ');
  const first = words[0]?.toLowerCase() ?? '';
  const one = ONE_OF_MANY.has(first);
  const rest = (one || OWNERS.has(first)) && words.length > 1 ? words.slice(1).join(' ') : action.object;
  if (rest.split(' ').length > MAX_THING_WORDS) return '';
  // Read after "the", so a word that is also a verb ("order") is read as the noun it is here.
  const head = readTerms(`the ${rest}`).at(-1);
  const things = one && head?.tags.has('Singular') && !head.tags.has('Uncountable') ? plural(rest) : rest;
  // "turning quotes into invoices": what some verbs do is only said with where to.
  const into = action.detail.startsWith('into ') && PLAIN_THING.test(action.detail) ? ` ${action.detail}` : '';
  return `${things}${into}`;
}

interface Doing {
  verb: string;
  things: string;
}

/** The actions a reply names: the first few, each verb once, those that only lead up to others last. */
function chosen(actions: readonly Action[]): Doing[] {
  const seen = new Set<string>();
  const all = actions.filter(
    (action) => PLAIN_VERB.test(action.verb) && !seen.has(action.verb) && Boolean(seen.add(action.verb)),
  );
  const main = all.filter((action) => !LEADING_UP.has(action.verb));
  const kept = new Set([...main, ...all].slice(0, MAX_DOINGS));
  const doings = all
    .filter((action) => kept.has(action))
    .map((action) => ({ verb: action.verb, things: thingsOf(action) }));
  // Those done to nothing named first, then those done to one thing side by side, so it is said once:
  // "cooking, selling and listing cakes".
  const order = new Set(['', ...doings.map((doing) => doing.things)]);
  return [...order].flatMap((things) => doings.filter((doing) => doing.things === things));
}

function said(doings: readonly Doing[], withThings: boolean): string {
  const words = doings.map((doing, index) => {
    const next = doings[index + 1];
    const things = withThings && doing.things && doing.things !== next?.things ? ` ${doing.things}` : '';
    return `${gerund(doing.verb)}${things}`;
  });
  return joinAnd(words);
}

/**
 * "cooking, listing and ordering cakes"; "" when the description names no action. Said without
 * the things, or not at all, rather than repeat a long stretch of the `answer` it was read from.
 */
export function doingsOf(actions: readonly Action[], answer = ''): string {
  const doings = chosen(actions);
  return [said(doings, true), said(doings, false)].find((text) => !repeatsAnswer(text, answer)) ?? '';
}
