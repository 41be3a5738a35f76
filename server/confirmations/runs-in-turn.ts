/**
 * A run of `drain` at a time. A call while one is under way is answered by one more run after it,
 * shared by every call meanwhile: the run under way may have read what was due before the caller's
 * cause was written (a confirmation pressed while it sends), and joining it would miss that.
 */
export function runsInTurn(drain: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const run = (): Promise<void> => {
    if (running === null) {
      running = drain().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => {})
      .then(() => {
        next = null;
        return run();
      });
    return next;
  };
  return run;
}
