/**
 * A segment as the plan keeps it: the visitor's words when they are a name or a short phrase
 * ("Owners new to quoting on a phone"), and when they run on, the group they name with as much
 * of its description as fits ("Landscapers who quote on site" of a paragraph about them).
 *
 * An answer that names several groups in a sentence ("hobby bakers mainly; sometimes small
 * bakeries", "parents and grandparents") is as many segments, as a laid-out list is.
 */
import { listedItems } from './answer-lists.ts';
import { cleanValue, clip } from './answers.ts';
import { looksForeign } from './language/foreign.ts';
import { MAX_GROUP_DESCRIPTION_LENGTH, readGroups, segmentName } from './language/groups.ts';
import { withoutOpeningQualifier } from './language/qualifiers.ts';
import { capitalised, groupMention } from './mentions.ts';

/** Names that stand for someone said before ("the ones who …"), never a segment of their own. */
const STAND_INS = new Set(['ones', 'people', 'those', 'others', 'folks', 'someone', 'anyone', 'everyone']);

export function segmentValue(answer: string): string {
  // "Mostly hobby bakers" names hobby bakers.
  const value = capitalised(cleanValue(withoutOpeningQualifier(answer)));
  if (Array.from(value).length <= MAX_GROUP_DESCRIPTION_LENGTH) return value;
  const group = readGroups(answer)?.[0];
  if (!group) {
    const lastSpace = value.lastIndexOf(' ', MAX_GROUP_DESCRIPTION_LENGTH);
    return lastSpace > 0 ? cleanValue(value.slice(0, lastSpace)) : clip(value, MAX_GROUP_DESCRIPTION_LENGTH);
  }
  return segmentName(group);
}

/** The segments an answer names: a list's items, the groups of a sentence that names several, or null. */
export function segmentsIn(answer: string): string[] | null {
  const listed = listedItems(answer);
  if (listed) return listed.map(segmentValue);
  if (looksForeign(answer)) return null;
  const groups = readGroups(answer);
  const clean = groups?.every((group) => {
    const head = group.name.toLowerCase().split(' ').at(-1) ?? '';
    return groupMention(group.name) !== null && !STAND_INS.has(head);
  });
  return groups && groups.length > 1 && clean ? groups.map(segmentName) : null;
}
