/**
 * What the reference host's interviewer asks (interviewer.ts decides when): the first thing a plan
 * lacks, the question for it, and the open-ended questions once nothing is missing, which say
 * how full the plan is. Every question that starts an open-ended step carries a mark the
 * interviewer recognises in the visitor's next turn, since it keeps no session of its own.
 *
 * A reply ends with its one question. A question names what the visitor said only by a clean
 * short name ("Which group of crew owners ...?", mentions.ts); when the answer gives none, it is
 * worded without ("Which group of these users ...?"), never with the answer pasted in.
 */
import {
  PERSONA_FIELDS,
  type PersonaField,
  PLAN_LIMITS,
  type PlanState,
  type Segment,
  type UserType,
} from '../../../src/lib/plan/plan.ts';
import { joinOr } from '../language/phrases.ts';
import { firstGroupQuestion, needsFirstGroup } from '../plan/first-group.ts';
import { capitalised, groupMention, inSentence, personMention } from '../words/mentions.ts';
import { plural } from './interview-replies.ts';

const mentionInSentence = (value: string | undefined) => {
  const name = groupMention(value);
  return name === null ? null : inSentence(name);
};

/** The first thing the plan lacks, located by its indexes in the plan. */
export type Gap =
  | { kind: 'description' }
  | { kind: 'first_user_type' }
  | { kind: 'type_name'; type: number }
  | { kind: 'first_segment'; type: number }
  | { kind: 'segment_name'; type: number; segment: number }
  | { kind: 'persona'; type: number; segment: number; field: PersonaField }
  | { kind: 'first_goal'; type: number; segment: number };

/**
 * The open-ended questions are recognised by these phrases when the visitor answers them. The
 * phrases of the earlier wording still count: a visitor's saved conversation may end with one.
 */
export const MORE_GOALS_MARKS = ['to get done, if anything?', 'Name another goal for'];
export const ADD_USER_TYPE_MARKS = ['other type of user should we add?', 'Name another type of user'];
export const ADD_SEGMENT_MARKS = ['should we add as a segment?', 'Name another segment of'];

/** Whether the question is the open-ended one these marks stand for. */
export const asks = (question: string, marks: readonly string[]) => marks.some((mark) => question.includes(mark));

export function findGap(plan: PlanState): Gap | null {
  if (!plan.app_description?.value) return { kind: 'description' };
  if (plan.user_types.length === 0) return { kind: 'first_user_type' };
  for (const [type, userType] of plan.user_types.entries()) {
    if (!userType.type?.value) return { kind: 'type_name', type };
    if (userType.segments.length === 0) return { kind: 'first_segment', type };
    for (const [segment, entry] of userType.segments.entries()) {
      if (!entry.segment?.value) return { kind: 'segment_name', type, segment };
      const field = PERSONA_FIELDS.find((name) => !entry.persona?.[name]?.value);
      if (field) return { kind: 'persona', type, segment, field };
      if (entry.goals.length === 0) return { kind: 'first_goal', type, segment };
    }
  }
  return null;
}

/**
 * The names a question may repeat, when clean (mentions.ts); null words the question without
 * them. A user type reads inside a sentence ("segment of salon owners"); a segment is quoted
 * as the visitor wrote it.
 */
export const typeMention = (userType: UserType | undefined) => mentionInSentence(userType?.type?.value);
export const segmentMention = (segment: Segment | undefined) => groupMention(segment?.segment?.value);
export const personaMention = (segment: Segment | undefined) => personMention(segment?.persona?.name?.value);

export function questionFor(plan: PlanState, gap: Gap): string {
  switch (gap.kind) {
    case 'description':
      return 'What does your app do, in a sentence or two?';
    case 'first_user_type':
      return 'Who uses your app, for example "Buyers" or "Team admins"?';
    case 'type_name':
      return 'What do you call this type of user?';
    case 'first_segment':
      return gap.type === 0 && needsFirstGroup(plan)
        ? firstGroupQuestion(plan)
        : segmentQuestion(plan.user_types[gap.type], gap.type);
    case 'segment_name':
      return segmentQuestion(plan.user_types[gap.type], gap.type);
    case 'persona':
      return personaQuestion(gap.field, plan.user_types[gap.type]?.segments[gap.segment]);
    case 'first_goal': {
      const name = personaMention(plan.user_types[gap.type]?.segments[gap.segment]);
      return `What ${name ? `does ${name}` : 'do they'} want to get done first in your app?`;
    }
  }
}

export function segmentQuestion(userType: UserType | undefined, index: number): string {
  const name = typeMention(userType);
  const example = `for example "${name && /\p{L}/u.test(name) ? `New ${name}` : 'First-time visitors'}"`;
  if (name) return `Which group of ${name} should we test first, ${example}?`;
  if (index === 0) return `Which group of these users should we test first, ${example}?`;
  return `On to your next type of user: which group of them should we test first, ${example}?`;
}

function personaQuestion(field: PersonaField, segment: Segment | undefined): string {
  const name = personaMention(segment);
  switch (field) {
    case 'name': {
      const group = segmentMention(segment);
      return `Now let's create a persona for ${group ? `"${group}"` : 'this group'}: what is their first name?`;
    }
    case 'age':
      return name ? `How old is ${name}?` : 'How old are they?';
    case 'gender':
      return name ? `What is ${name}'s gender?` : 'What is their gender?';
    case 'occupation_background':
      return `What ${name ? `does ${name}` : 'do they'} do for a living, or what is their background?`;
    case 'state_of_mind':
      return `What is ${name ? `${name}'s` : 'their'} state of mind when they open your app: impatient, curious, stressed?`;
    case 'device':
      return `Which device ${name ? `does ${name}` : 'do they'} use, for example an iPhone 15 or a Windows laptop?`;
  }
}

/** Where goals go once every gap is filled: the newest segment of the newest user type. */
export function lastSegment(plan: PlanState): Segment | undefined {
  return plan.user_types.at(-1)?.segments.at(-1);
}

export function moreGoalsQuestion(plan: PlanState): string {
  const name = personaMention(lastSegment(plan));
  return `What else ${name ? `does ${name}` : 'do they'} want to get done, if anything?`;
}

/** "Who uses your app?" asked again, plainly, after an answer with no group that could be read. */
export const PLAIN_GROUPS_QUESTION = 'Could you give a short name for each group, for example "Buyers, Sellers"?';

export const addUserTypeQuestion = () => 'Who else uses your app: which other type of user should we add?';

export function addSegmentQuestion(plan: PlanState): string {
  const name = typeMention(plan.user_types.at(-1));
  return `Which other group of ${name ?? 'these users'} should we add as a segment?`;
}

export const isFull = {
  goals: (plan: PlanState) => (lastSegment(plan)?.goals.length ?? 0) >= PLAN_LIMITS.goalsPerSegment,
  userTypes: (plan: PlanState) => plan.user_types.length >= PLAN_LIMITS.userTypes,
  segments: (plan: PlanState) => (plan.user_types.at(-1)?.segments.length ?? 0) >= PLAN_LIMITS.segmentsPerUserType,
};

export const fullMessages = {
  goals: (plan: PlanState) =>
    `${personaMention(lastSegment(plan)) ?? 'This persona'} already has ${PLAN_LIMITS.goalsPerSegment} goals, the most one segment can hold, so I did not add another.`,
  userTypes: () =>
    `Your plan already has ${PLAN_LIMITS.userTypes} user types, the most it can hold, so I did not add another.`,
  segments: (plan: PlanState) =>
    `${capitalised(typeMention(plan.user_types.at(-1)) ?? 'this user type')} already has ${PLAN_LIMITS.segmentsPerUserType} segments, the most one user type can hold, so I did not add another.`,
};

/** Offers only what there is still room for. */
export function offerQuestion(plan: PlanState): string {
  const segmentOf = `another segment of ${typeMention(plan.user_types.at(-1)) ?? 'this user type'}`;
  const roomForType = !isFull.userTypes(plan);
  const roomForSegment = !isFull.segments(plan);
  if (roomForType && roomForSegment) return `Should we add another user type or ${segmentOf}, or are we done?`;
  if (roomForType) return 'Should we add another user type, or are we done?';
  if (roomForSegment) return `Should we add ${segmentOf}, or are we done?`;
  return "Your plan has as many user types and segments as it can hold. Say 'done' to finish.";
}

/** The offer again, after an answer that picked none of its choices. */
export function offerAgain(plan: PlanState): string {
  const choices = [
    isFull.userTypes(plan) ? '' : "'user type'",
    isFull.segments(plan) ? '' : "'segment'",
    "'done'",
  ].filter(Boolean);
  return `Sorry, I did not follow: say ${joinOr(choices)}. ${offerQuestion(plan)}`;
}

/** After a goal is added: ask for another while the segment has room for one. */
export const nextGoalQuestion = (plan: PlanState) =>
  isFull.goals(plan) ? `${fullMessages.goals(plan)} ${offerQuestion(plan)}` : moreGoalsQuestion(plan);

export function completionMessage(plan: PlanState): string {
  const segments = plan.user_types.flatMap((userType) => userType.segments);
  const goals = segments.reduce((sum, segment) => sum + segment.goals.length, 0);
  return (
    `Your test plan is complete: ${plural(plan.user_types.length, 'user type')}, ` +
    `${plural(segments.length, 'segment')} and ${plural(goals, 'goal')}. ` +
    'Press Start Test to see the scenarios our AI users will run. ' +
    "You can still add another user type or segment: just say 'user type' or 'segment'."
  );
}
