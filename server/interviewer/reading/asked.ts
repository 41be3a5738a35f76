/**
 * What the last question asked for, found as the interviewer finds it: the plan's first gap,
 * unless the question carries the mark of a step that is not a gap (which group first, confirming
 * the page's description, the open-ended questions of a full plan). Also the question itself, to
 * ask again after a turn that stored nothing. The rules and a language model read the same turn.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked } from '../language/turn-reading.ts';
import { firstGroupQuestion, isFirstGroupChoice } from '../plan/first-group.ts';
import {
  ADD_SEGMENT_MARKS,
  ADD_USER_TYPE_MARKS,
  asks,
  findGap,
  MORE_GOALS_MARKS,
  moreGoalsQuestion,
  offerQuestion,
  questionFor,
  segmentQuestion,
} from '../replies/interview-questions.ts';
import { CONFIRM_DESCRIPTION_MARK } from '../replies/opening.ts';

export function askedOf(plan: PlanState, previous: string): Asked {
  const gap = findGap(plan);
  if (isFirstGroupChoice(plan, previous)) return 'first_group';
  if (previous.includes(CONFIRM_DESCRIPTION_MARK) && plan.user_types.length === 0) return 'app_description';
  switch (gap?.kind) {
    case 'description':
      return 'app_description';
    case 'first_user_type':
    case 'type_name':
      return 'user_type';
    case 'first_segment':
    case 'segment_name':
      return 'segment';
    case 'persona':
      return gap.field;
    case 'first_goal':
      return 'goal';
    case undefined:
      if (asks(previous, MORE_GOALS_MARKS)) return 'more_goals';
      if (asks(previous, ADD_USER_TYPE_MARKS)) return 'user_type';
      if (asks(previous, ADD_SEGMENT_MARKS)) return 'segment';
      return 'anything_else';
  }
}

/** The question for what is asked, worded as the interviewer words it. */
export function questionOf(plan: PlanState, asked: Asked): string {
  if (asked === 'first_group') return firstGroupQuestion(plan);
  if (asked === 'more_goals') return moreGoalsQuestion(plan);
  const gap = findGap(plan);
  // The group to start with is chosen: the first one's segment is asked for.
  if (asked === 'segment' && gap?.kind === 'first_segment') return segmentQuestion(plan.user_types[gap.type], gap.type);
  return gap ? questionFor(plan, gap) : offerQuestion(plan);
}
