/**
 * The body of POST /api/chatasync, checked before a task is queued so that a malformed request
 * is a 400 the caller can see, not a failed task later on.
 */

import { isRecord } from '../../src/lib/is-record.ts';
import { type ChatMessage, isChatMessage, toChatMessage } from '../../src/lib/plan/conversation.ts';
import { type PlanState, parsePlanState } from '../../src/lib/plan/plan.ts';

export interface ChatRequest {
  conversation: ChatMessage[];
  state: PlanState | null;
}

/** More turns than any real interview needs; the 64 KiB body limit bounds the text anyway. */
export const MAX_MESSAGES = 400;

/**
 * Never throws on any JSON value. What it accepts holds 1 to MAX_MESSAGES messages, each exactly
 * `{role, content}` with role "user" or "assistant" and text content, the last one the user's;
 * and a state that is null or parsePlanState's reading (so within PLAN_LIMITS).
 */
export function parseChatRequest(body: unknown): { ok: true; request: ChatRequest } | { ok: false; error: string } {
  if (!isRecord(body)) return { ok: false, error: 'The body must be a JSON object.' };
  const conversation = body['conversation'];
  if (!Array.isArray(conversation) || !conversation.every(isChatMessage)) {
    return { ok: false, error: 'conversation must be a list of {"role": "user"|"assistant", "content": string}.' };
  }
  if (conversation.length === 0 || conversation.at(-1)?.role !== 'user') {
    return { ok: false, error: "conversation must end with the user's new message." };
  }
  if (conversation.length > MAX_MESSAGES) {
    return { ok: false, error: `conversation may hold at most ${MAX_MESSAGES} messages.` };
  }
  // An absent current_state is read like null: the start of an interview.
  const current = body['current_state'];
  if (current !== undefined && current !== null && !isRecord(current)) {
    return { ok: false, error: 'current_state must be a plan state object or null.' };
  }
  const state = current === undefined || current === null ? null : parsePlanState(current);
  return { ok: true, request: { conversation: conversation.map(toChatMessage), state } };
}
