import './storage';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { type ChatMessage, parseConversation } from '../lib/conversation';
import { isPlanComplete, parsePlanState } from '../lib/plan';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { normalizeAppUrl } from '../lib/url';

/** The app address being analysed, normalised; anything invalid in storage reads as none. */
export const $devUrl = persistentAtom<string>(STORAGE_KEYS.devUrl, '', {
  encode: (url) => url || undefined,
  decode: (stored) => normalizeAppUrl(stored) ?? '',
});

export const $conversation = persistentAtom<ChatMessage[]>(STORAGE_KEYS.conversation, [], {
  // An empty conversation is no conversation: the key is removed.
  encode: (messages) => (messages.length > 0 ? JSON.stringify(messages) : undefined),
  decode: parseConversation,
});

/** The plan state as the host returns it; absent or invalid JSON reads as null. */
export const $planState = persistentAtom<unknown>(STORAGE_KEYS.planState, null, {
  encode: (state) => (state === null ? undefined : JSON.stringify(state)),
  decode: (stored) => {
    try {
      return JSON.parse(stored);
    } catch {
      return null;
    }
  },
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
