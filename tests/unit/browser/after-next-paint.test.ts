import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/browser/yield-to-main';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it.each([
    ['never started when stopped before the frame', 'before the frame', 0, 0],
    ['never started when stopped after the frame, before its paint was over', 'within the frame', 0, 0],
    ['started after the paint, and stopped with what it started', 'after the paint', 1, 1],
  ] as const)('is %s', (_, stoppedWhen, starts, stops) => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const cancel = afterNextPaint(start);
    expect(start).not.toHaveBeenCalled();
    if (stoppedWhen !== 'before the frame') vi.advanceTimersToNextFrame();
    expect(start).not.toHaveBeenCalled();
    if (stoppedWhen === 'after the paint') vi.advanceTimersByTime(1);
    cancel();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(starts);
    expect(stop).toHaveBeenCalledTimes(stops);
  });
});
