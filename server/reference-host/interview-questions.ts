/**
 * What the reference host's interviewer asks (interviewer.ts decides when): the first thing a plan
 * lacks, the question for it, and the open-ended questions once nothing is missing, which say
 * how full the plan is. Every question that starts an open-ended step carries a mark the
 * interviewer recognises in the visitor's next turn, since it keeps no session of its own.
 */
import {
  PERSONA_FIELDS,
  type PersonaField,
  PLAN_LIMITS,
  type PlanState,
  type Segment,
  type UserType,
} from '../../src/lib/plan.ts';

/** The first thing the plan lacks, located by its indexes in the plan. */
export type Gap =
  | { kind: 'description' }
  | { kind: 'first_user_type' }
  | { kind: 'type_name'; type: number }
  | { kind: 'first_segment'; type: number }
  | { kind: 'segment_name'; type: number; segment: number }
  | { kind: 'persona'; type: number; segment: number; field: PersonaField }
  | { kind: 'first_goal'; type: number; segment: number };

// The open-ended questions are recognised by these phrases when the visitor answers them.
export const MORE_GOALS_MARK = 'Name another goal for';
export const ADD_USER_TYPE_MARK = 'Name another type of user';
export const ADD_SEGMENT_MARK = 'Name another segment of';

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

export const personaName = (segment: Segment | undefined) => segment?.persona?.name?.value ?? 'this persona';
export const typeName = (userType: UserType | undefined) => userType?.type?.value ?? 'this user type';

export function questionFor(plan: PlanState, gap: Gap): string {
  switch (gap.kind) {
    case 'description':
      return 'What does your app do? Describe it in a sentence or two.';
    case 'first_user_type':
      return 'Who uses your app? Name one type of user, for example "Buyers" or "Team admins".';
    case 'type_name':
      return 'What do you call this type of user?';
    case 'first_segment':
    case 'segment_name':
      return `Which group of ${typeName(plan.user_types[gap.type])} should we test first? Give this segment a short name, for example "First-time visitors".`;
    case 'persona':
      return personaQuestion(gap.field, plan.user_types[gap.type]?.segments[gap.segment]);
    case 'first_goal':
      return `What does ${personaName(plan.user_types[gap.type]?.segments[gap.segment])} want to get done in your app? Name one goal.`;
  }
}

function personaQuestion(field: PersonaField, segment: Segment | undefined): string {
  const name = personaName(segment);
  switch (field) {
    case 'name':
      return `Now let's create a persona for "${segment?.segment?.value ?? 'this segment'}". What is their first name?`;
    case 'age':
      return `How old is ${name}?`;
    case 'gender':
      return `What is ${name}'s gender?`;
    case 'occupation_background':
      return `What does ${name} do for a living, or what is their background?`;
    case 'state_of_mind':
      return `What is ${name}'s state of mind when they open your app? For example impatient, curious or stressed.`;
    case 'device':
      return `Which device does ${name} use? For example iPhone 15 or a Windows laptop.`;
  }
}

/** Where goals go once every gap is filled: the newest segment of the newest user type. */
export function lastSegment(plan: PlanState): Segment | undefined {
  return plan.user_types.at(-1)?.segments.at(-1);
}

export const moreGoalsQuestion = (plan: PlanState) =>
  `${MORE_GOALS_MARK} ${personaName(lastSegment(plan))}, or say 'done'.`;

export const isFull = {
  goals: (plan: PlanState) => (lastSegment(plan)?.goals.length ?? 0) >= PLAN_LIMITS.goalsPerSegment,
  userTypes: (plan: PlanState) => plan.user_types.length >= PLAN_LIMITS.userTypes,
  segments: (plan: PlanState) => (plan.user_types.at(-1)?.segments.length ?? 0) >= PLAN_LIMITS.segmentsPerUserType,
};

export const fullMessages = {
  goals: (plan: PlanState) =>
    `${personaName(lastSegment(plan))} already has ${PLAN_LIMITS.goalsPerSegment} goals, the most one segment can hold, so I did not add another.`,
  userTypes: () =>
    `Your plan already has ${PLAN_LIMITS.userTypes} user types, the most it can hold, so I did not add another.`,
  segments: (plan: PlanState) =>
    `${typeName(plan.user_types.at(-1))} already has ${PLAN_LIMITS.segmentsPerUserType} segments, the most one user type can hold, so I did not add another.`,
};

/** Offers only what there is still room for. */
export function offerQuestion(plan: PlanState): string {
  const type = typeName(plan.user_types.at(-1));
  const roomForType = !isFull.userTypes(plan);
  const roomForSegment = !isFull.segments(plan);
  if (roomForType && roomForSegment) {
    return `Would you like to add another user type, or another segment of ${type}? Say 'user type', 'segment' or 'done'.`;
  }
  if (roomForType) return "Would you like to add another user type? Say 'user type' or 'done'.";
  if (roomForSegment) return `Would you like to add another segment of ${type}? Say 'segment' or 'done'.`;
  return "Your plan has as many user types and segments as it can hold. Say 'done' to finish.";
}

/** After a goal is added: ask for another while the segment has room for one. */
export const nextGoalQuestion = (plan: PlanState) =>
  isFull.goals(plan) ? `${fullMessages.goals(plan)} ${offerQuestion(plan)}` : moreGoalsQuestion(plan);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

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
