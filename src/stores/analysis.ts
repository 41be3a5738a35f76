import { atom, computed, onMount } from 'nanostores';
import { replacePage } from '../browser/navigation';
import { closingLosesWork } from '../lib/plan/closing';
import { abortChat, discardChat } from './chat';
import { $conversation, $devUrl, $plan, clearPlan } from './plan';

/**
 * The address /analysis works on. While the page shows it, leaving the page aborts a chat turn on
 * its way, and no address (none kept in this browser, or the plan was closed) sends the visitor home.
 */
export const $analysedUrl = computed($devUrl, (url) => url);

onMount($analysedUrl, () => {
  const stop = $devUrl.subscribe((url) => {
    if (!url) replacePage('/');
  });
  window.addEventListener('pagehide', abortChat);
  return () => {
    stop();
    window.removeEventListener('pagehide', abortChat);
  };
});

/** Close was pressed with something to lose: the page asks whether to clear it. */
export const $closeAsked = atom(false);

/** Close on /analysis: asks first when the visitor would lose what they said or the plan. */
export function askToClose(): void {
  if (closingLosesWork($conversation.get(), $plan.get())) $closeAsked.set(true);
  else closeAnalysis();
}

export function keepWorking(): void {
  $closeAsked.set(false);
}

/** Close, confirmed: the turn on its way is dropped and the plan forgotten, which sends the visitor home. */
export function closeAnalysis(): void {
  $closeAsked.set(false);
  discardChat();
  clearPlan();
}
