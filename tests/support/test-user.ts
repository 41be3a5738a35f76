import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

export type TestUser = ReturnType<typeof userEvent.setup>;

/**
 * A user-event visitor that belongs to one test. Vitest does not stop a test whose time ran out: it
 * aborts the test's signal and moves on, while the test's remaining keystrokes and clicks would
 * land in the next test's dialog and fail it too. user-event calls `advanceTimers` between any two
 * of its actions, so that is where a visitor of a given-up test stops, with the test's own error.
 */
export function testUser(signal: AbortSignal, clock: 'fake' | 'real'): TestUser {
  return userEvent.setup({
    advanceTimers: (ms) => {
      signal.throwIfAborted();
      if (clock === 'fake') vi.advanceTimersByTime(ms);
    },
  });
}
