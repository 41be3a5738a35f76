/**
 * New names and new wordings of what the plan holds, said in the ways people say them
 * (docs/interviewer.md, "Acts"): "call them team leads", "call that segment 'busy families'
 * instead", "call them coaches, not instructors", "rename owners to dog owners", "change the name
 * of 'volunteers' to 'organisers'", "crew leads -> foremen", "change the job list goal to '…'",
 * "the renew one should be '…'". A group's new name is a rename, a goal's or the description's a
 * correction. The new value is spelled as typed (clause-words.ts spelledAs).
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked, TurnAct, TurnField } from '../language/turn-reading.ts';
import { capitalised } from '../words/mentions.ts';
import { core, type Focus, join, spelledAs, startsWith, wordsOf } from './clause-words.ts';
import { rewordedGoal, wordingOf } from './goal-rewordings.ts';
import { findItem, type PlanItem } from './plan-items.ts';
import { GROUPS, pronounAt, referenceOf } from './references.ts';
import { swappedNames, withoutReason } from './rename-phrasings.ts';

/** Verbs that give a group a new name, with what they say it of. */
const NAMING = ['change the name of', 'change the names of', 'change the name for', 'rename', 'relabel', 'call'];
/** Verbs that give an item a new value: "change X to Y". */
const CHANGING = ['change', 'update', 'edit', 'fix', 'correct', 'amend', 'reword'];
/** What joins the item to its new value ("to", "into"; "as" after rename). */
const TO = ['to say', 'to read', 'so it says', 'so it reads', 'to', 'into', 'as'];
/** What joins the item to its new value said after it: "the renew one should be …". */
const SHOULD = [
  'should be called',
  'should be named',
  'should just be',
  'should be',
  'should say',
  'should read',
  'needs to be',
  'ought to be',
  'must be',
];
/** What introduces the value it replaces: "coaches, not instructors", "householders instead of homeowners". */
const NOT = ['instead of', 'rather than', 'and not', 'but not', 'not'];
const EDITABLE: readonly TurnField[] = ['user_type', 'segment', 'goal', 'app_description'];
const ARROWS = ['->', '→', '=>'];
/** Words that point back at a name said before, never a name themselves. */
const POINTERS = new Set(['that', 'it', 'this', 'them', 'those', 'so']);
/** What stands between a group and "more like": "the owners are really", "they're", "the segment is". */
const LIKE_LINKS = new Set('are is s re really actually probably kind of sort'.split(' '));

interface Said {
  plan: PlanState;
  clause: string;
  focus: Focus | null;
  asked: Asked;
}

/** Where `phrase` first stands in `words`, at `from` or after; -1 when nowhere. */
function indexOf(words: readonly string[], phrase: string, from = 0): number {
  for (let at = from; at < words.length; at++) if (startsWith(words.slice(at), phrase) > 0) return at;
  return -1;
}

/** The new value and the old one a value's words give: "coaches not instructors" → coaches, instructors. */
function splitOld(words: readonly string[]): { now: string[]; old: string[] } {
  for (const marker of NOT) {
    const at = indexOf(words, marker, 1);
    if (at > 0) return { now: words.slice(0, at), old: words.slice(at + marker.split(' ').length) };
  }
  return { now: [...words], old: [] };
}

/** The phrase in quotes in the clause, as words, or [] when there is none. */
function quotedWords(clause: string): string[] {
  const quotes: Record<string, string> = { "'": "'", '‘': '’', '"': '"', '“': '”' };
  for (let at = 0; at < clause.length; at++) {
    const close = quotes[clause.charAt(at)];
    if (!close || (at > 0 && clause.charAt(at - 1) !== ' ')) continue;
    const end = clause.indexOf(close, at + 1);
    if (end > at) return wordsOf(clause.slice(at + 1, end));
  }
  return [];
}

/** The act that gives `item` the value `words` say, spelled as typed; `named` are the words that named it. */
function edit(
  said: Said,
  item: PlanItem | null,
  words: readonly string[],
  named: readonly string[] = [],
): TurnAct | null {
  const quoted = quotedWords(said.clause);
  const unquoted = item?.field === 'goal' ? wordingOf(words) : core(words);
  const chosen = quoted.length > 0 && indexOf(words, join(quoted)) >= 0 ? quoted : unquoted;
  // "call them regulars because they come every week": the reason is no part of a group's name.
  const value = item && GROUPS.includes(item.field) ? withoutReason(chosen) : chosen;
  // "call them that", "rename it to that": the new name was said before, and is read there.
  if (!item || value.length === 0 || (value.length === 1 && POINTERS.has(value[0] ?? ''))) return null;
  const typed = spelledAs(said.clause, value);
  // "the tuesday pickup should be wednesday": the words said take the place of those they stand for.
  const spelled = capitalised((item.field === 'goal' ? rewordedGoal(item.value, named, typed) : null) ?? typed);
  if (spelled.toLowerCase() === item.value.toLowerCase()) return null;
  const act = GROUPS.includes(item.field) ? 'rename' : 'correction';
  return { act, field: item.field, value: spelled, target: item.value };
}

/** The item and new value of "<item> <new value> [not <old>]", the old value naming the item when said. */
function withOld(
  said: Said,
  item: PlanItem | null,
  words: readonly string[],
  fields: readonly TurnField[],
  named: readonly string[] = [],
) {
  const { now, old } = splitOld(words);
  const oldItem = old.length > 0 ? findItem(said.plan, join(core(old)), fields) : null;
  return edit(said, oldItem ?? item, now, oldItem ? old : named);
}

/** Words that point at one person: what is called so is a persona, named. */
const ONE_PERSON = new Set(['her', 'him', 'persona', 'person']);

/** "call them X", "call the owners dog owners", "call the walkers 'pet carers'": which words name the group. */
function called(said: Said, rest: readonly string[]): TurnAct | null {
  // "call this persona Priya", "call her Priya": a person is named, not a group.
  if (rest.slice(0, 2).some((word) => ONE_PERSON.has(word))) return null;
  const pronoun = pronounAt(rest);
  if (pronoun.length > 0 && pronoun.length < rest.length) {
    const item = referenceOf(said.plan, rest.slice(0, pronoun.length), said.focus, said.asked, GROUPS);
    return withOld(said, item, rest.slice(pronoun.length), GROUPS);
  }
  const quoted = quotedWords(said.clause);
  const quotedAt = quoted.length > 0 ? indexOf(rest, join(quoted)) : -1;
  if (quotedAt > 0) {
    const item = referenceOf(said.plan, rest.slice(0, quotedAt), said.focus, said.asked, GROUPS, quoted);
    if (item) return withOld(said, item, rest.slice(quotedAt), GROUPS);
  }
  // "call the segment shift workers": the field's name alone points at the group in focus.
  const alone = referenceOf(said.plan, rest.slice(0, 2), said.focus, said.asked, GROUPS);
  const fieldAlone = ['the segment', 'the group', 'the user type', 'this segment', 'that segment'];
  if (alone && fieldAlone.some((phrase) => startsWith(rest, phrase) === 2) && rest.length > 2)
    return withOld(said, alone, rest.slice(2), GROUPS);
  // "call the owners dog owners": the opening that names a group whole, else the longest that names one.
  const openings = rest.map((_, split) => split).filter((split) => split > 0);
  const whole = openings.find((split) => {
    const item = referenceOf(said.plan, rest.slice(0, split), said.focus, said.asked, GROUPS);
    return item !== null && wordsOf(item.value).join(' ') === core(rest.slice(0, split)).join(' ');
  });
  const longest = [...openings]
    .reverse()
    .find((split) => referenceOf(said.plan, rest.slice(0, split), said.focus, said.asked, GROUPS) !== null);
  const split = whole ?? longest;
  if (split === undefined) return null;
  const item = referenceOf(said.plan, rest.slice(0, split), said.focus, said.asked, GROUPS);
  return withOld(said, item, rest.slice(split), GROUPS);
}

/** "rename X to Y", "change the job list goal to '…'": the item before the joining word, the value after it. */
function changedTo(said: Said, rest: readonly string[], fields: readonly TurnField[]): TurnAct | null {
  for (const joining of TO) {
    const at = indexOf(rest, joining, 1);
    if (at < 0) continue;
    const value = rest.slice(at + joining.split(' ').length);
    const item = referenceOf(said.plan, rest.slice(0, at), said.focus, said.asked, fields, value);
    if (item) return withOld(said, item, value, fields, rest.slice(0, at));
  }
  return null;
}

/**
 * "the freelancers are more like sole traders", "actually they're more like night nurses": the
 * group in the clause's subject, renamed to what it is more like. A number is no group's name
 * ("they're more like 40" is said of a persona).
 */
function moreLike(said: Said, spoken: readonly string[]): TurnAct | null {
  const at = indexOf(spoken, 'more like', 1);
  if (at < 0) return null;
  let end = at;
  while (end > 0 && LIKE_LINKS.has(spoken[end - 1] ?? '')) end--;
  const subject = spoken.slice(0, end).map((word) => (word === 'theyre' ? 'they' : word));
  const value = spoken.slice(at + 2);
  if (subject.length === 0 || value.some((word) => /\d/.test(word))) return null;
  const item = referenceOf(said.plan, subject, said.focus, said.asked, GROUPS, value);
  return withOld(said, item, value, GROUPS);
}

/** A rename of a group, or a new wording of a goal or the description, or null when the clause says none. */
export function readRename(
  plan: PlanState,
  clause: string,
  words: readonly string[],
  focus: Focus | null,
  asked: Asked,
): TurnAct | null {
  const said: Said = { plan, clause, focus, asked };
  const arrow = ARROWS.find((mark) => clause.includes(mark));
  if (arrow) {
    const [before = '', after = ''] = clause.split(arrow);
    const item = findItem(plan, join(core(wordsOf(before))), EDITABLE);
    return edit(said, item, wordsOf(after));
  }
  const spoken = core(words);
  for (const verb of NAMING) {
    const at = startsWith(spoken, verb);
    if (at === 0 || at >= spoken.length) continue;
    const rest = spoken.slice(at);
    // "rename the parts one to '…'": a goal given a new wording, when no group is named.
    const goal = verb === 'rename' ? changedTo(said, rest, ['goal']) : null;
    return changedTo(said, rest, GROUPS) ?? goal ?? (verb.startsWith('change') ? null : called(said, rest));
  }
  for (const verb of CHANGING) {
    const at = startsWith(spoken, verb);
    if (at > 0 && at < spoken.length) return changedTo(said, spoken.slice(at), EDITABLE);
  }
  for (const marker of SHOULD) {
    const at = indexOf(spoken, marker, 1);
    if (at < 0) continue;
    const reference = spoken.slice(0, at);
    // "It should be …" points at nothing in particular.
    const value = spoken.slice(at + marker.split(' ').length);
    const item =
      pronounAt(reference).length === reference.length
        ? null
        : referenceOf(plan, reference, focus, asked, EDITABLE, value);
    if (item) return withOld(said, item, value, EDITABLE, reference);
  }
  const swapped = swappedNames(spoken);
  const swappedItem = swapped ? referenceOf(plan, swapped.old, focus, asked, GROUPS, swapped.now) : null;
  if (swapped && swappedItem) return edit(said, swappedItem, swapped.now);
  return moreLike(said, spoken);
}
