/** Runs `task` when the browser is idle (soon after, where it cannot say when it is). */
export const whenIdle = (task: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(task);
  else setTimeout(task, 1);
};
