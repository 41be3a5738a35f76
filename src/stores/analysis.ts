import { computed, onMount } from 'nanostores';
import { replacePage } from '../browser/navigation';
import { abortChat, discardChat } from './chat';
import { $devUrl, clearPlan } from './plan';

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

/** Close on /analysis: the turn on its way is dropped and the plan forgotten, which sends the visitor home. */
export function closeAnalysis(): void {
  discardChat();
  clearPlan();
}
