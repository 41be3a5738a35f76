/**
 * Lets the browser handle input and paint between the steps of a longer piece of work, so that
 * none of them holds the main thread long (a phone runs these pages four or more times slower
 * than a laptop): `scheduler.yield()` where there is one (Chromium), a new task elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Work is split into steps of about this long; far under the 50 ms a task may take before it holds input back. */
export const STEP_MS = 8;

/**
 * Runs `step` on each item, giving the main thread back whenever STEP_MS has passed since it
 * last did. Resolves once every item has had its step.
 */
export async function inSteps<T>(items: Iterable<T>, step: (item: T) => void): Promise<void> {
  let since = performance.now();
  for (const item of items) {
    step(item);
    if (performance.now() - since >= STEP_MS) {
      await yieldToMain();
      since = performance.now();
    }
  }
}

/**
 * Starts `start` once the next frame has been painted, and returns what cancels it or stops what
 * it started: what a shown dialog starts (the bot check's proof, the outbox) stays out of the frame
 * that shows it. A task queued from the frame's callback runs after that frame's paint.
 */
export function afterNextPaint(start: () => () => void): () => void {
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      stop = start();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    stop?.();
  };
}
