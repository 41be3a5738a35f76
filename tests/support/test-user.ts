import userEvent from '@testing-library/user-event';
import { TestRunner, vi } from 'vitest';

export type TestUser = ReturnType<typeof userEvent.setup>;

/** The signal Vitest aborts when the running test times out or the run is cancelled. */
export function runningTestSignal(): AbortSignal {
  const test = TestRunner.getCurrentTest();
  if (!test) throw new Error('A test’s visitor is set up inside a test.');
  return test.context.signal;
}

/**
 * A user-event visitor that belongs to one test (the running one, unless another signal is given).
 * Vitest does not stop a test whose time ran out: it aborts the test's signal and moves on, while
 * the test's remaining keystrokes and clicks would land in the next test's dialog and fail it too.
 * user-event calls `advanceTimers` between any two of its actions, so that is where a visitor of a
 * given-up test stops, with the test's own error.
 */
export function testUser(clock: 'fake' | 'real', signal = runningTestSignal()): TestUser {
  return userEvent.setup({
    advanceTimers: (ms) => {
      signal.throwIfAborted();
      if (clock === 'fake') vi.advanceTimersByTime(ms);
    },
  });
}
