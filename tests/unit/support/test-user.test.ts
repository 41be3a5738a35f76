import { afterEach, describe, expect, it, vi } from 'vitest';
import { runningTestSignal, testUser } from '../../support/test-user';

function field(): HTMLInputElement {
  const input = document.createElement('input');
  document.body.append(input);
  return input;
}

describe('a test’s visitor', () => {
  it('belongs to the running test unless told otherwise', ({ signal }) => {
    expect(runningTestSignal()).toBe(signal);
  });

  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it.each(['fake', 'real'] as const)('types on the %s clock while its test runs', async (clock) => {
    if (clock === 'fake') vi.useFakeTimers();
    const input = field();
    await testUser(clock).type(input, 'ada');
    expect(input).toHaveValue('ada');
  });

  it.each(['fake', 'real'] as const)(
    'on the %s clock, stops at its next action once the test is given up',
    async (clock) => {
      if (clock === 'fake') vi.useFakeTimers();
      const input = field();
      const run = new AbortController();
      const user = testUser(clock, run.signal);
      await user.type(input, 'a');
      run.abort(new Error('Test timed out'));
      await expect(user.type(input, 'da')).rejects.toThrow('Test timed out');
      expect(input).toHaveValue('a');
    },
  );
});
