/**
 * What one turn of the interviewer hands back, and how a turn that stored an answer ends: the
 * acknowledgement, the word that the plan is complete when it just became so, and the next
 * question. Shared by the interviewer and the steps that add to the plan (plan-additions.ts).
 */
import { isPlanComplete, type PlanState, type Segment } from '../../../src/lib/plan/plan.ts';
import { findGap, nextGoalQuestion, questionFor } from './interview-questions.ts';

export interface InterviewTurn {
  response: string;
  state: PlanState;
}

/** The plan as sent back: a fresh copy, with the description always present (maybe empty). */
export function finish(plan: PlanState, response: string): InterviewTurn {
  const { app_description: description = { value: '' }, ...rest } = plan;
  return { response, state: { app_description: description, ...rest } };
}

/** After an answer is stored: acknowledge it and ask `question`, or whatever comes next. */
export function askNext(
  plan: PlanState,
  acknowledgement: string,
  wasComplete: boolean,
  question?: string,
): InterviewTurn {
  const gap = findGap(plan);
  // Said once, when the plan first meets the rule: a list of user types may leave more to ask.
  const becameComplete = !wasComplete && isPlanComplete(plan);
  const parts = [
    acknowledgement,
    becameComplete ? 'Your test plan is now complete: you can press Start Test whenever you are ready.' : '',
    question ?? (gap ? questionFor(plan, gap) : nextGoalQuestion(plan)),
  ];
  return finish(plan, parts.filter(Boolean).join(' '));
}

export const newSegment = (value: string): Segment => ({ segment: { value }, persona: {}, goals: [] });
