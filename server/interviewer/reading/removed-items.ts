/**
 * Several items named in one removal ("the parents and teachers", "walkers or groomers", "the
 * tourists plus the locals segment"), each found as references.ts finds one (docs/interviewer.md,
 * "Acts"). A name that holds "and" itself ("Parents and carers") stays one item.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked, TurnAct, TurnField } from '../language/turn-reading.ts';
import { stem } from '../words/mentions.ts';
import { core, type Focus, join, wordsOf } from './clause-words.ts';
import { type PlanItem, planItems, stemsOf } from './plan-items.ts';
import { pronounAt, referenceOf } from './references.ts';

/** Words that join the names of two items. */
const JOINERS = new Set(['and', 'or', 'plus', 'nor']);
/** The fields a list after a removal may name. */
const LISTED: readonly TurnField[] = ['user_type', 'segment'];

/** The words of a clause that may remove several items, "&" read as the joiner it is ("walkers & groomers"). */
export const removalWords = (clause: string) => wordsOf(clause.replaceAll(' & ', ' and '));

/** `words` cut at each joiner, each part (when `bare`) without what only leads into it ("the", "also"). */
function partsOf(words: readonly string[], bare = true): string[][] {
  const parts: string[][] = [[]];
  for (const word of words) {
    if (JOINERS.has(word)) parts.push([]);
    else parts[parts.length - 1]?.push(word);
  }
  return bare ? parts.map((part) => core(part)) : parts;
}

/**
 * The items `words` name one per joined part, among `fields`; none unless there are two or more
 * parts, each names a different item, and no item is named by the words whole.
 */
export function namedApart(
  plan: PlanState,
  words: readonly string[],
  focus: Focus | null,
  asked: Asked,
  fields: readonly TurnField[],
): PlanItem[] {
  const parts = partsOf(words);
  if (parts.length < 2 || parts.some((part) => part.length === 0 || pronounAt(part).length === part.length)) return [];
  const whole = stemsOf(join(words)).join(' ');
  if (planItems(plan).some((item) => fields.includes(item.field) && stemsOf(item.value).join(' ') === whole)) return [];
  const items: PlanItem[] = [];
  for (const part of parts) {
    const item = referenceOf(plan, part, focus, asked, fields);
    if (!item || items.some((held) => held.field === item.field && held.value === item.value)) return [];
    items.push(item);
  }
  return items;
}

/**
 * "Remove the parents, teachers and admins": a clause after a removal, in the same sentence, that
 * holds nothing but the names of groups the plan has, each named in full, removes them too.
 */
export function removalsListed(plan: PlanState, words: readonly string[]): TurnAct[] {
  const items: PlanItem[] = [];
  // Each word counts, but for "the": "just dog owners" keeps a group, and is no name.
  const parts = partsOf(
    words.filter((word) => word !== 'the'),
    false,
  );
  for (const part of parts) {
    const said = part.map(stem).join(' ');
    const item = planItems(plan).find(
      (held) => LISTED.includes(held.field) && said !== '' && wordsOf(held.value).map(stem).join(' ') === said,
    );
    if (!item || items.includes(item)) return [];
    items.push(item);
  }
  return items.map((item) => ({ act: 'removal', field: item.field, target: item.value }));
}
