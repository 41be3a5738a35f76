// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runsInTurn } from '../../../../server/confirmations/runs-in-turn';

/** A drain whose runs each wait to be let finish (or fail): how many started, and how to end the last. */
function heldDrain() {
  const ends: ((failed: boolean) => void)[] = [];
  const drain = () =>
    new Promise<void>((resolve, reject) => ends.push((failed) => (failed ? reject(new Error('down')) : resolve())));
  const endLast = async (failed = false) => {
    ends.at(-1)?.(failed);
    await new Promise((settled) => setTimeout(settled));
  };
  return { drain, started: () => ends.length, endLast };
}

describe('runsInTurn', () => {
  it('runs once for a call when none is under way', async () => {
    const { drain, started, endLast } = heldDrain();
    const run = runsInTurn(drain);
    const done = run();
    expect(started()).toBe(1);
    await endLast();
    await done;
    expect(started()).toBe(1);
  });

  it.each([
    ['one call', 1],
    ['three calls', 3],
  ])('answers %s while a run is under way with one more run after it', async (_, calls) => {
    const { drain, started, endLast } = heldDrain();
    const run = runsInTurn(drain);
    const first = run();
    const later = Array.from({ length: calls }, () => run());
    expect(started()).toBe(1);
    await endLast();
    await first;
    expect(started()).toBe(2);
    await endLast();
    await Promise.all(later);
    expect(started()).toBe(2);
  });

  it('runs again after a run that failed, which fails only its own callers', async () => {
    const { drain, started, endLast } = heldDrain();
    const run = runsInTurn(drain);
    const first = run();
    const second = run();
    await endLast(true);
    await expect(first).rejects.toThrow('down');
    expect(started()).toBe(2);
    await endLast();
    await expect(second).resolves.toBeUndefined();
  });
});
