/**
 * The steps of a turn that add to the plan: user types (with the segments an answer names as
 * their parts), segments, goals, the choice of the group to test first, and a persona's details.
 * Each stores what the answer says and ends the turn with the acknowledgement and the next
 * question (interview-turn.ts).
 */
import { type PersonaField, PLAN_LIMITS, type PlanState, type Segment } from '../../../src/lib/plan/plan.ts';
import { groupsInAnswer } from '../language/answer-groups.ts';
import {
  choosesFirstGroup,
  type FirstGroupChoice,
  firstGroupQuestion,
  moveToFront,
  readFirstGroupChoice,
  withoutChoice,
  withoutChoiceWords,
} from '../plan/first-group.ts';
import { segmentsIn, segmentValue } from '../plan/segment-value.ts';
import { listedItems } from '../words/answer-lists.ts';
import { cleanValue } from '../words/answers.ts';
import { capitalised, groupMention } from '../words/mentions.ts';
import { findGap, questionFor, segmentQuestion } from './interview-questions.ts';
import { acknowledge, askForGroupsAgain } from './interview-replies.ts';
import { askNext, finish, type InterviewTurn, newSegment } from './interview-turn.ts';
import { readPersonaAnswer } from './persona-answer.ts';

/** The values in an answer, at most `room` of them: a list's items, or the answer as one value. */
function itemsOf(items: string[] | null, answer: string, room: number) {
  const all = items ?? [cleanValue(answer)];
  return { added: all.slice(0, room), dropped: Math.max(all.length - room, 0) };
}

/**
 * Adds the groups an answer names, each a user type with its short name, its description and
 * its parts as segments; several are followed by "which group should we test first?". An answer
 * with no group it can read is asked again.
 */
export function addUserTypes(plan: PlanState, answer: string, wasComplete: boolean, again: string): InterviewTurn {
  const said = withoutChoice(answer);
  const groups = groupsInAnswer(said.groups);
  if (!groups) return finish(plan, askForGroupsAgain(again));
  const room = PLAN_LIMITS.userTypes - plan.user_types.length;
  const added = groups.slice(0, room);
  for (const { name, description, segments = [] } of added) {
    plan.user_types.push({
      type: { value: name },
      ...(description ? { description: { value: description } } : {}),
      segments: segments.slice(0, PLAN_LIMITS.segmentsPerUserType).map(newSegment),
    });
  }
  const names = added.map((group) => group.name);
  const acknowledgement = acknowledge.userTypes(names, groups.length - added.length, added, answer);
  // "…, let's start with bakers": the first group is chosen already, and not asked for.
  const choice = said.choice && choosesFirstGroup(plan) ? readFirstGroupChoice(plan, said.choice) : null;
  if (choice && !choice.namesSegment) return askNext(plan, acknowledgement, wasComplete, chosenFirst(plan, choice));
  const question = choosesFirstGroup(plan) ? firstGroupQuestion(plan) : undefined;
  return askNext(plan, acknowledgement, wasComplete, question);
}

export function addSegments(plan: PlanState, type: number, said: string, wasComplete: boolean): InterviewTurn {
  const segments = plan.user_types[type]?.segments ?? [];
  const answer = withoutChoiceWords(said);
  const room = PLAN_LIMITS.segmentsPerUserType - segments.length;
  const { added, dropped } = itemsOf(segmentsIn(answer), segmentValue(answer), room);
  for (const value of added) segments.push(newSegment(value));
  return askNext(plan, acknowledge.segments(added, dropped), wasComplete);
}

export function addGoals(
  plan: PlanState,
  segment: Segment | undefined,
  answer: string,
  wasComplete: boolean,
): InterviewTurn {
  const goals = segment?.goals ?? [];
  const { added } = itemsOf(listedItems(answer), answer, PLAN_LIMITS.goalsPerSegment - goals.length);
  for (const value of added) goals.push({ value });
  return askNext(plan, acknowledge.goals(added), wasComplete);
}

/**
 * The answer to "which group should we test first?": that group first (or that part of a group,
 * and its group), and the segment it names if it names a new one. An answer that names no group
 * of the plan is a segment of the first group, as it would have been unasked, when it reads as
 * a group at all; otherwise the question is asked again.
 */
export function chooseFirstGroup(plan: PlanState, answer: string, wasComplete: boolean): InterviewTurn {
  const choice = readFirstGroupChoice(plan, answer);
  if (!choice) {
    if (groupsInAnswer(answer)) return addSegments(plan, 0, answer, wasComplete);
    return finish(plan, `Sorry, I did not follow. ${firstGroupQuestion(plan)}`);
  }
  if (choice.namesSegment) {
    moveToFront(plan, choice);
    return addSegments(plan, 0, choice.segmentName ?? answer, wasComplete);
  }
  return finish(plan, chosenFirst(plan, choice));
}

/** Puts the chosen group first and says so: "Bakers first, then. Which group of bakers …?". */
function chosenFirst(plan: PlanState, choice: FirstGroupChoice): string {
  moveToFront(plan, choice);
  const first = plan.user_types[0];
  const chosen = groupMention(choice.segment === undefined ? first?.type?.value : first?.segments[0]?.segment?.value);
  const lead = chosen ? `${capitalised(chosen)} first, then.` : 'Got it.';
  const gap = findGap(plan);
  const question = !gap || gap.kind === 'first_segment' ? segmentQuestion(first, 0) : questionFor(plan, gap);
  return `${lead} ${question}`;
}

/** An answer to a persona question: the field asked for, the other details it gives, or the question again. */
export function answerPersona(
  plan: PlanState,
  at: { type: number; segment: number; field: PersonaField },
  answer: string,
  restated: boolean,
  wasComplete: boolean,
): InterviewTurn {
  const segment = plan.user_types[at.type]?.segments[at.segment];
  const read = segment ? readPersonaAnswer(at.field, answer, segment.persona, restated) : null;
  if (!segment || !read) {
    const gap = { kind: 'persona' as const, ...at };
    return finish(plan, `Please give the age as a number, for example 34. ${questionFor(plan, gap)}`);
  }
  segment.persona = read.persona;
  return askNext(plan, read.acknowledgement, wasComplete);
}
