/**
 * The answers to what the page proposed. To the first reply's "I'd describe your app as: “…”. Is
 * that right?": a yes keeps the description, a bare no asks for one, and anything else is the
 * visitor's own description, less the words that only said no ("No, it's a marketplace for …" →
 * "A marketplace for …"). To "The page speaks to buyers and bakers": a yes makes those the user
 * types.
 */
import { joinAnd } from '../language/phrases.ts';
import { normalizeCommand } from '../words/answers.ts';

export type Confirmation = { kind: 'yes' } | { kind: 'no' } | { kind: 'correction'; description: string };

const YES = new Set(
  [
    'yes|yeah|yep|yup|yes it is|yes thats right|yes exactly|yes please|correct|right|thats right|thats correct',
    'exactly|spot on|sounds right|sounds good|looks right|looks good|good|perfect|ok|okay|sure|true|thats it',
    'pretty much|more or less|close enough|basically yes|yes basically|thats about right|about right|great',
  ].flatMap((phrases) => phrases.split('|')),
);
const NO = new Set(
  [
    'no|nope|nah|not really|not quite|wrong|thats wrong|not right|thats not right|incorrect|no its not|not at all',
  ].flatMap((phrases) => phrases.split('|')),
);
/** Words that open a correction and say nothing about the app. */
const OPENERS = ['no', 'nope', 'nah', 'not quite', 'not really', 'not exactly', 'actually', 'well', 'almost', 'close'];

/** "No, actually: it's …" → "it's …": the openers and the punctuation after them go. */
function withoutOpeners(answer: string): string {
  let rest = answer.trim();
  for (let removed = true; removed; ) {
    removed = false;
    const lower = rest.toLowerCase();
    for (const opener of OPENERS) {
      const after = lower.charAt(opener.length);
      if (lower.startsWith(opener) && (after === '' || !/[\p{L}\p{N}]/u.test(after))) {
        rest = rest.slice(opener.length).replace(/^[\s,.;:!—–-]+/u, '');
        removed = true;
      }
    }
  }
  return rest;
}

/** "it's a marketplace …" → "A marketplace …": the description, not a reply to the question. */
function asDescription(text: string): string {
  const lower = text.toLowerCase();
  const lead = ["it's ", 'it’s ', 'it is ', 'its a ', 'its an '].find((start) => lower.startsWith(start));
  const rest = lead ? text.slice(lead.startsWith('its a') ? 4 : lead.length) : text;
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

export function readConfirmation(answer: string): Confirmation {
  const said = normalizeCommand(answer);
  if (YES.has(said)) return { kind: 'yes' };
  if (NO.has(said)) return { kind: 'no' };
  const description = withoutOpeners(answer);
  return description === '' ? { kind: 'no' } : { kind: 'correction', description: asDescription(description) };
}

/** The words the interviewer knows its question about the page's groups by. */
export const PAGE_GROUPS_MARK = 'The page speaks to ';

/** Who uses the app, proposing the groups the page speaks to ("For buyers", "For bakers"). */
export function pageGroupsQuestion(groups: readonly string[]): string {
  const names = joinAnd(groups.map((group) => group.toLowerCase()));
  const those = groups.length === 1 ? 'that group' : `those ${groups.length} groups`;
  return `Who uses your app? ${PAGE_GROUPS_MARK}${names}: say yes to test ${those}, or name the groups yourself.`;
}
