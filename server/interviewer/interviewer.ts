/**
 * The reference host's deterministic interviewer: what `POST /api/chatasync` answers with
 * (docs/interviewer.md). Each turn is answered by the answer rules (answer-turn.ts). The reading of
 * turns as acts (act-interviewer.ts, reading/) is measured beside it on the corpus
 * (`npm run bench:interviewer`) and takes its place once it answers every turn at least as well.
 */
import type { ChatMessage } from '../../src/lib/plan/conversation.ts';
import type { PlanState } from '../../src/lib/plan/plan.ts';
import { interviewByActs } from './act-interviewer.ts';
import type { InterviewTurn } from './interview-turn.ts';
import type { TurnReading } from './reading/turn-reading.ts';

export type { InterviewTurn } from './interview-turn.ts';

/**
 * One turn: the last user message answers the question the plan state implies is next. Never
 * throws on odd input. `reading` is what a language model read in the turn, already checked
 * against the field shapes (reading/field-shapes.ts); the answer rules do not take one yet.
 */
export function interview(
  conversation: readonly ChatMessage[],
  current: PlanState | null,
  reading?: TurnReading,
): InterviewTurn {
  return interviewByActs(conversation, current, reading);
}
