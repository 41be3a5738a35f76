import '../browser/storage';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { STORAGE_KEYS } from '../lib/config/storage-keys';
import { parseStoredDevUrl, serializeDevUrl } from '../lib/forms/url';
import { type ChatMessage, parseConversation, serializeConversation } from '../lib/plan/conversation';
import { isPlanComplete, parsePlanState, parseStoredPlanState, serializePlanState } from '../lib/plan/plan';

/** The app address being analysed, normalised; anything invalid in storage reads as none. */
export const $devUrl = persistentAtom<string>(STORAGE_KEYS.devUrl, '', {
  encode: serializeDevUrl,
  decode: parseStoredDevUrl,
});

export const $conversation = persistentAtom<ChatMessage[]>(STORAGE_KEYS.conversation, [], {
  encode: serializeConversation,
  decode: parseConversation,
});

/** The plan state as the host returns it; absent or invalid JSON reads as null. */
export const $planState = persistentAtom<unknown>(STORAGE_KEYS.planState, null, {
  encode: serializePlanState,
  decode: parseStoredPlanState,
});

/** A successful analysis starts a new plan: the address, the host's first reply, its state. */
export function startPlan(devUrl: string, reply: string, initialState: unknown): void {
  $devUrl.set(devUrl);
  $conversation.set(reply ? [{ role: 'assistant', content: reply }] : []);
  $planState.set(initialState ?? null);
}

/** The plan as the pages read it (defensively parsed), and whether testing can start. */
export const $plan = computed($planState, parsePlanState);
export const $planComplete = computed($plan, isPlanComplete);

/** An empty conversation opens with the assistant's greeting. */
export function ensureGreeting(greeting: string): void {
  if ($conversation.get().length === 0) $conversation.set([{ role: 'assistant', content: greeting }]);
}

/** Close on /analysis: forget the address, the conversation and the plan. */
export function clearPlan(): void {
  $devUrl.set('');
  $conversation.set([]);
  $planState.set(null);
}
