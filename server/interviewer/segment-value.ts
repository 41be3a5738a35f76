/**
 * A segment as the plan keeps it: the visitor's words when they are a name or a short phrase
 * ("Owners new to quoting on a phone"), and when they run on, the group they name with as much
 * of its description as fits ("Landscapers who quote on site" of a paragraph about them).
 */
import { cleanValue, clip } from './answers.ts';
import { MAX_GROUP_DESCRIPTION_LENGTH, readGroups } from './language/groups.ts';

export function segmentValue(answer: string): string {
  const value = cleanValue(answer);
  if (Array.from(value).length <= MAX_GROUP_DESCRIPTION_LENGTH) return value;
  const group = readGroups(answer)?.[0];
  if (!group) {
    const lastSpace = value.lastIndexOf(' ', MAX_GROUP_DESCRIPTION_LENGTH);
    return lastSpace > 0 ? cleanValue(value.slice(0, lastSpace)) : clip(value, MAX_GROUP_DESCRIPTION_LENGTH);
  }
  const described = `${group.name} ${group.description}`.trim();
  return described.length <= MAX_GROUP_DESCRIPTION_LENGTH ? described : group.name;
}
