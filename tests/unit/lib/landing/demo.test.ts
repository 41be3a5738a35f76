// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ACTION_DELAY_MS, DEMO_STEP_DELAYS_MS } from '../../../../src/lib/constants';
import {
  DEMO_TIMELINE,
  type DemoAction,
  type DemoScreen,
  type DemoState,
  demoDuration,
  demoScreen,
  demoStateAt,
  demoTimeline,
  nextEventAt,
} from '../../../../src/lib/landing/demo';

const ACTIONS: readonly DemoAction[] = ['type', 'calculating', 'price', 'error', 'fade'];

describe('demoTimeline', () => {
  it('builds the specified schedule from the constants', () => {
    expect(demoTimeline(DEMO_STEP_DELAYS_MS, DEMO_ACTION_DELAY_MS)).toEqual(DEMO_TIMELINE);
  });

  it.each([
    [0, 2000, 0, 'step'],
    [1, 3000, 0, 'action'],
    [2, 5000, 1, 'step'],
    [3, 6000, 1, 'action'],
    [4, 8000, 2, 'step'],
    [5, 9000, 2, 'action'],
    [6, 12000, 3, 'step'],
    [7, 13000, 3, 'action'],
    [8, 18000, 4, 'step'],
    [9, 19000, 4, 'action'],
  ] as const)('event %d is at %d ms: step %d, %s', (index, at, step, kind) => {
    expect(DEMO_TIMELINE[index]).toEqual({ at, step, kind });
  });

  it('has ten events and lasts 19 seconds', () => {
    expect(DEMO_TIMELINE).toHaveLength(10);
    expect(demoDuration()).toBe(19000);
  });

  it('keeps time order when an action comes after the next step', () => {
    expect(demoTimeline([100, 50], 80)).toEqual([
      { at: 100, step: 0, kind: 'step' },
      { at: 150, step: 1, kind: 'step' },
      { at: 180, step: 0, kind: 'action' },
      { at: 230, step: 1, kind: 'action' },
    ]);
  });

  it('is empty without steps', () => {
    expect(demoTimeline([], 1000)).toEqual([]);
    expect(demoDuration([])).toBe(0);
  });
});

describe('demoStateAt', () => {
  it.each<[number, DemoState]>([
    [0, { step: -1, actionShown: false, actionsDone: 0, progress: 0, finished: false }],
    [1999, { step: -1, actionShown: false, actionsDone: 0, progress: 0, finished: false }],
    [2000, { step: 0, actionShown: false, actionsDone: 0, progress: 20, finished: false }],
    [2999, { step: 0, actionShown: false, actionsDone: 0, progress: 20, finished: false }],
    [3000, { step: 0, actionShown: true, actionsDone: 1, progress: 20, finished: false }],
    [4999, { step: 0, actionShown: true, actionsDone: 1, progress: 20, finished: false }],
    [5000, { step: 1, actionShown: false, actionsDone: 1, progress: 40, finished: false }],
    [6000, { step: 1, actionShown: true, actionsDone: 2, progress: 40, finished: false }],
    [8000, { step: 2, actionShown: false, actionsDone: 2, progress: 60, finished: false }],
    [9000, { step: 2, actionShown: true, actionsDone: 3, progress: 60, finished: false }],
    [12000, { step: 3, actionShown: false, actionsDone: 3, progress: 80, finished: false }],
    [13000, { step: 3, actionShown: true, actionsDone: 4, progress: 80, finished: false }],
    [18000, { step: 4, actionShown: false, actionsDone: 4, progress: 100, finished: false }],
    [18999, { step: 4, actionShown: false, actionsDone: 4, progress: 100, finished: false }],
    [19000, { step: 4, actionShown: true, actionsDone: 5, progress: 100, finished: true }],
    [60000, { step: 4, actionShown: true, actionsDone: 5, progress: 100, finished: true }],
  ])('at %d ms', (elapsed, state) => {
    expect(demoStateAt(elapsed)).toEqual(state);
  });

  it.each([
    [2000, 20],
    [5000, 40],
    [8000, 60],
    [12000, 80],
    [18000, 100],
  ])('the step starting at %d ms shows %d%% progress', (elapsed, progress) => {
    expect(demoStateAt(elapsed).progress).toBe(progress);
  });

  it('does not count an action that shows after the next step as the current step’s', () => {
    const timeline = demoTimeline([100, 50], 80);
    expect(demoStateAt(150, timeline, [50, 100])).toMatchObject({ step: 1, actionShown: false, actionsDone: 0 });
    expect(demoStateAt(180, timeline, [50, 100])).toMatchObject({ step: 1, actionShown: false, actionsDone: 1 });
    expect(demoStateAt(230, timeline, [50, 100])).toMatchObject({ step: 1, actionShown: true, finished: true });
  });
});

describe('nextEventAt', () => {
  it.each<[number, number | undefined]>([
    [0, 2000],
    [1999, 2000],
    [2000, 3000],
    [3000, 5000],
    [6500, 8000],
    [13000, 18000],
    [18000, 19000],
    [19000, undefined],
    [25000, undefined],
  ])('after %d ms the next event is at %s', (elapsed, next) => {
    expect(nextEventAt(elapsed)).toBe(next);
  });
});

describe('demoScreen', () => {
  it.each<[number, DemoScreen]>([
    [0, { quantityFilled: false, price: 'idle', faded: false }],
    [2000, { quantityFilled: false, price: 'idle', faded: false }],
    [3000, { quantityFilled: true, price: 'idle', faded: false }],
    [5000, { quantityFilled: true, price: 'idle', faded: false }],
    [6000, { quantityFilled: true, price: 'calculating', faded: false }],
    [9000, { quantityFilled: true, price: 'price', faded: false }],
    [13000, { quantityFilled: true, price: 'error', faded: false }],
    [18000, { quantityFilled: true, price: 'error', faded: false }],
    [19000, { quantityFilled: true, price: 'error', faded: true }],
  ])('at %d ms', (elapsed, screen) => {
    expect(demoScreen(ACTIONS, demoStateAt(elapsed))).toEqual(screen);
  });
});
