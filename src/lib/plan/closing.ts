import type { ChatMessage } from './conversation';
import { isPlanEmpty, type PlanState } from './plan';

/**
 * Whether Close on /analysis would throw away something of the visitor's: anything they said in
 * the chat, or a plan with anything in it. Then Close asks first; with nothing to lose it just goes
 * home, as the spec has it.
 */
export function closingLosesWork(conversation: readonly ChatMessage[], plan: PlanState | null): boolean {
  return conversation.some((message) => message.role === 'user') || !isPlanEmpty(plan);
}
