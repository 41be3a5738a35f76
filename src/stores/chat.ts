import { atom } from 'nanostores';
import { sendChatTurn } from '../lib/api/chat';
import { $conversation, $planState } from './plan';

/** A chat turn is on its way; sending is blocked until it ends. */
export const $chatPending = atom(false);

let inFlight: AbortController | null = null;
const DISCARDED = new DOMException('The plan was closed', 'AbortError');

const append = (role: 'user' | 'assistant', content: string) =>
  $conversation.set([...$conversation.get(), { role, content }]);

/** Whether `text` can go now: more than white space, and no turn on its way. */
export function canSendChat(text: string, pending: boolean): boolean {
  return text.trim() !== '' && !pending;
}

/**
 * Sends the visitor's message: it joins the conversation, the host's job is started and polled,
 * the reply is appended and its state replaces the plan. Any failure appends `errorMessage`.
 * Returns the turn, or null when the message cannot go now (see canSendChat) and nothing happened.
 */
export function sendChatMessage(text: string, errorMessage: string): Promise<void> | null {
  if (!canSendChat(text, $chatPending.get())) return null;
  return runTurn(text.trim(), errorMessage);
}

async function runTurn(content: string, errorMessage: string): Promise<void> {
  append('user', content);
  $chatPending.set(true);
  const controller = new AbortController();
  inFlight = controller;
  try {
    const reply = await sendChatTurn($conversation.get(), $planState.get(), controller.signal);
    if (controller.signal.aborted) return;
    append('assistant', reply.response);
    if (reply.state !== undefined && reply.state !== null) $planState.set(reply.state);
  } catch (error) {
    console.error('Chat turn failed', error);
    // A turn abandoned on purpose (the plan was closed) leaves nothing behind.
    if (controller.signal.reason !== DISCARDED) append('assistant', errorMessage);
  } finally {
    if (inFlight === controller) {
      inFlight = null;
      $chatPending.set(false);
    }
  }
}

/** Leaving the page aborts the polling; the turn counts as failed. */
export function abortChat(): void {
  inFlight?.abort(new DOMException('The page was left', 'AbortError'));
}

/** Closing the plan drops the turn without a trace. */
export function discardChat(): void {
  inFlight?.abort(DISCARDED);
}
