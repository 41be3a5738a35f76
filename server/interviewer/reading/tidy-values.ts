/**
 * Values as the plan writes them, whatever words they were said in: capitalised ("book a cut" →
 * "Book a cut"), and a goal without the person and the wish it was said with ("they wanna learn how
 * to build an app" → "Learn how to build an app"), so that it begins with the verb a tester follows.
 * Applied to what a turn stores before its shape is checked (field-shapes.ts).
 */

import { PLAN_LIMITS, type PlanState } from '../../../src/lib/plan/plan.ts';
import { singular } from '../language/english.ts';
import { looksForeign } from '../language/foreign.ts';
import { jobAsNamed } from '../language/job-verbs.ts';
import { spelledRight } from '../language/misspellings.ts';
import { isPersonaField, type TurnField } from '../language/turn-reading.ts';
import { capitalised } from '../words/mentions.ts';
import { goalParts, goalWithoutLeadIn } from './goal-values.ts';
import { planChanges, storesValue } from './plan-changes.ts';
import { planItems } from './plan-items.ts';

const bare = (word: string) => word.toLowerCase().replace(/[’']/g, '');

/** Words that start a clause of their own after a short phrase: "Pretty relaxed, she bakes for fun". */
const CLAUSE_OPENERS = new Set(
  (
    'she he they her his their it its theres there because so since as but which who i we you shes hes theyre ' +
    'thats especially kind sort lol like'
  ).split(' '),
);

/** A mood or a job without the sentence said after it: "Stressed out. He does the invoices at 11pm" → "Stressed out". */
function phraseWithoutAside(value: string): string {
  const parts = value.split(/([,.;]\s|\s-\s|\s–\s)/);
  const first = parts[0] ?? value;
  const after = bare(parts[2]?.trim().split(' ')[0] ?? '');
  return parts.length > 2 && CLAUSE_OPENERS.has(after) ? first : value;
}

/** Plural words that stand before a head as they are ("Sales reps", "Sports coaches"). */
const PLURAL_MODIFIERS = new Set(
  'sales sports news arts goods operations analytics logistics claims payments events systems services accounts admissions communications parts savings'.split(
    ' ',
  ),
);

/** Heads a plural wrongly stands before ("Restaurants owners", "Teams leads"). */
const PEOPLE_HEADS = new Set(
  'owners leads managers users members workers buyers sellers admins administrators staff parents teachers drivers'.split(
    ' ',
  ),
);

/**
 * A group's name without what is said after a comma ("Secondary school teachers, mostly maths"),
 * the article before it, and a plural before its head ("Restaurants owners" → "Restaurant owners").
 */
function groupName(value: string): string {
  const words = (value.split(',')[0] ?? value).trim().split(' ');
  if (words.length > 1 && bare(words[0] ?? '') === 'the') words.shift();
  const [first = '', second = ''] = words;
  const plural = (word: string) => /s$/.test(bare(word)) && !PLURAL_MODIFIERS.has(bare(word));
  if (words.length === 2 && plural(first) && PEOPLE_HEADS.has(bare(second)) && !looksForeign(value)) {
    // Only a regular plural: "Restaurants" → "Restaurant", as written but for its "s".
    if (`${singular(first)}s`.toLowerCase() === first.toLowerCase()) words[0] = first.slice(0, -1);
  }
  return words.join(' ');
}

export { goalParts } from './goal-values.ts';

export function tidyValue(field: TurnField, said: string): string {
  // The description is kept as typed; any other value as a careful reader would write it.
  if (field === 'app_description' || said === '') return said;
  const value = spelledRight(said);
  if (field === 'goal') return capitalised(goalWithoutLeadIn(value));
  if (field === 'occupation_background') return capitalised(jobAsNamed(phraseWithoutAside(value)));
  if (field === 'state_of_mind') return capitalised(phraseWithoutAside(value));
  if (field === 'user_type' || field === 'segment') return capitalised(groupName(value));
  return capitalised(value);
}

/**
 * Tidies, in place, every value `after` holds that `before` did not; the reply that named a value
 * as it was said names it as it is stored.
 */
export function tidyStored(before: PlanState, after: PlanState, reply: string): string {
  const fresh = planChanges(before, after).filter(storesValue);
  let said = reply;
  for (const item of planItems(after)) {
    if (!fresh.some((act) => act.field === item.field && act.value === item.value)) continue;
    const value = { value: tidyValue(item.field, item.value) };
    if (value.value !== item.value) said = said.split(`"${item.value}"`).join(`"${value.value}"`);
    const userType = after.user_types[item.type];
    const segment = item.segment === undefined ? undefined : userType?.segments[item.segment];
    if (item.field === 'user_type' && userType) userType.type = value;
    else if (item.field === 'segment' && segment) segment.segment = value;
    else if (item.field === 'goal' && segment && item.goal !== undefined) segment.goals[item.goal] = value;
    else if (isPersonaField(item.field) && segment) segment.persona = { ...segment.persona, [item.field]: value };
  }
  return splitFreshGoals(before, after, said);
}

function splitFreshGoals(before: PlanState, after: PlanState, reply: string): string {
  const known = new Set(
    planItems(before)
      .filter((item) => item.field === 'goal')
      .map((item) => item.value),
  );
  let said = reply;
  for (const segment of after.user_types.flatMap((type) => type.segments)) {
    segment.goals = segment.goals
      .flatMap((goal) => {
        const parts = known.has(goal.value) ? [goal.value] : goalParts(goal.value);
        if (parts.length > 1 || parts[0] !== goal.value)
          said = said.split(`"${goal.value}"`).join(parts.map((part) => `"${part}"`).join(' and '));
        return parts.map((value) => ({ value }));
      })
      .slice(0, PLAN_LIMITS.goalsPerSegment);
  }
  return said;
}
