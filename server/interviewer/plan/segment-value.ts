/**
 * A segment as the plan keeps it: the visitor's words when they are a name or a short phrase
 * ("Owners new to quoting on a phone"), and when they run on, the group they name with as much
 * of its description as fits ("Landscapers who quote on site" of a paragraph about them).
 *
 * An answer that names several groups in a sentence ("hobby bakers mainly; sometimes small
 * bakeries", "parents and grandparents") is as many segments, as a laid-out list is.
 */
import { fitsShape } from '../language/field-shapes.ts';
import { looksForeign } from '../language/foreign.ts';
import { readableGroups } from '../language/group-words.ts';
import { MAX_GROUP_DESCRIPTION_LENGTH, readGroups, segmentName } from '../language/groups.ts';
import { withoutClosingQualifier, withoutOpeningQualifier } from '../language/qualifiers.ts';
import { listedItems } from '../words/answer-lists.ts';
import { cleanValue, clip } from '../words/answers.ts';
import { capitalised, groupMention } from '../words/mentions.ts';

const bare = (word: string) => word.toLowerCase().replace(/[’']/g, '');

/** Names that stand for someone said before ("the ones who …"), never a segment of their own. */
const STAND_INS = new Set(['ones', 'people', 'those', 'others', 'folks', 'someone', 'anyone', 'everyone']);

/** Words that open what is said of a group, not a sentence about it ("who", "with"; not "are"). */
const DESCRIBING = new Set(['who', 'whove', 'that', 'which', 'whose', 'with', 'without', 'on', 'in', 'from', 'at']);

export function segmentValue(answer: string): string {
  // "Mostly hobby bakers", "hobby bakers mainly" name hobby bakers; "first time bakers" first-time ones.
  const value = capitalised(cleanValue(readableGroups(withoutClosingQualifier(withoutOpeningQualifier(answer)))));
  const short = Array.from(value).length <= MAX_GROUP_DESCRIPTION_LENGTH;
  // Read by the library only when the answer as said will not do: reading is the slow part.
  if (short && fitsShape('segment', value)) return value;
  const group = readGroups(answer)?.[0];
  const head = bare(group?.name.split(' ').at(-1) ?? '');
  const opensDescription = !STAND_INS.has(head) && DESCRIBING.has(bare(group?.description.split(' ')[0] ?? ''));
  // "Customers who've never used an app like this": as much of it as names people.
  if (group && opensDescription && !fitsShape('segment', value)) return segmentName(group);
  if (short) return value;
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
