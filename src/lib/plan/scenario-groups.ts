/**
 * The scenarios of a plan as /test-execution shows them: one block per persona, its line written
 * once, and under it the goals it will work through, by segment. The same scenarios as
 * toScenarios (one per non-blank goal), only grouped: the page's count is theirs.
 */
import { joinPersonaLine, type PlanState, personaLineParts, type ScenarioWords } from './plan.ts';

export interface ScenarioSegment {
  /** The segment's name, or the words for one without a name. */
  segment: string;
  /** Its goals, in plan order; never none. */
  goals: string[];
}

export interface ScenarioGroup {
  /** The persona line, in the format the specification fixes: `head - details`, or the head alone. */
  persona: string;
  /** Who: `{name|User} ({device|Device})`, or `Unknown User`. */
  head: string;
  /** What else is known (age, occupation, state of mind), '' when nothing. */
  details: string;
  /** The segments this persona tests, in plan order; never none. */
  segments: ScenarioSegment[];
}

/**
 * One group per persona line, in the order the plan first names each; segments with the same
 * line (the same person testing for two segments) share a group, and goals of one segment name
 * share its checklist. Segments without goals yield nothing.
 */
export function groupScenarios(plan: PlanState | null, words: ScenarioWords): ScenarioGroup[] {
  const groups = new Map<string, ScenarioGroup>();
  for (const type of plan?.user_types ?? []) {
    for (const segment of type.segments) {
      if (segment.goals.length === 0) continue;
      const parts = personaLineParts(segment.persona, words);
      const persona = joinPersonaLine(parts);
      const group = groups.get(persona) ?? { persona, ...parts, segments: [] };
      groups.set(persona, group);
      const name = segment.segment?.value ?? words.unknownSegment;
      const goals = segment.goals.map((goal) => goal.value);
      const same = group.segments.find((entry) => entry.segment === name);
      if (same) same.goals.push(...goals);
      else group.segments.push({ segment: name, goals });
    }
  }
  return [...groups.values()];
}

/** How many scenarios the groups hold: one per goal. */
export function countScenarios(groups: readonly ScenarioGroup[]): number {
  return groups.reduce(
    (sum, group) => sum + group.segments.reduce((inGroup, segment) => inGroup + segment.goals.length, 0),
    0,
  );
}
