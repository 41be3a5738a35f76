/**
 * The longest `task` waits for an idle moment. Chromium can leave a callback asked for while the
 * page is loading without one indefinitely (about 1 load in 10 of `/` on a busy machine): the
 * dialogs' files were then never fetched.
 */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` when the browser is idle, and at the latest after IDLE_TIMEOUT_MS (soon after, where it cannot say when it is idle). */
export const whenIdle = (task: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1);
};
