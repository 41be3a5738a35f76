/**
 * What a language model is given to read one turn (model-reader.ts), and how the chat route makes
 * it from a chat request: the question the turn answers is worked out with the interviewer's own
 * functions, the ones that chose that question, so the model and the rules read the same turn.
 */
import type { ChatMessage } from '../../../src/lib/plan/conversation.ts';
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked } from '../language/turn-reading.ts';
import { readBoundedPlan } from '../words/plan-bounds.ts';
import { askedOf } from './asked.ts';

/**
 * One turn to read. The corpus bench (bench/interviewer/corpus/FORMAT.md) fills it from an
 * entry: `asked` from `asks`, `plan` from `description` and `plan`, `turn` from `say`, no
 * `recent`.
 */
export interface ModelReaderInput {
  /** What the assistant's last question asked for. */
  asked: Asked;
  /** The plan before the turn; null or empty at the start. Only its names and values are sent. */
  plan: PlanState | null;
  /** The visitor's message as typed (up to 64 KiB; the first 2,000 characters are sent). */
  turn: string;
  /** The messages before the turn, oldest first (the last few are sent); none is fine. */
  recent?: readonly ChatMessage[];
}

/** The input for the last user message of a chat request (chat-request.ts has checked its shape). */
export function modelInput(conversation: readonly ChatMessage[], state: PlanState | null): ModelReaderInput {
  const plan = readBoundedPlan(state);
  const turnIndex = conversation.findLastIndex((message) => message.role === 'user');
  const recent = conversation.slice(0, Math.max(turnIndex, 0));
  const previous = recent.findLast((message) => message.role === 'assistant')?.content ?? '';
  return { asked: askedOf(plan, previous), plan, turn: conversation[turnIndex]?.content ?? '', recent };
}
