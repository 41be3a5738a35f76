/**
 * The demo animation's script as data: when each step and each step's visible action happen,
 * and what the screen shows after a given time. No timers and no DOM here: the dialog keeps the
 * elapsed time, asks these functions what to show and when the next thing happens.
 */
import { DEMO_ACTION_DELAY_MS, DEMO_STEP_DELAYS_MS, DEMO_STEP_PROGRESS } from '../constants';
import type { DemoCopy } from '../content/collections';

export type DemoAction = DemoCopy['steps'][number]['action'];
export type DemoEventKind = 'step' | 'action';

export interface DemoEvent {
  /** Milliseconds after the start of the script. */
  readonly at: number;
  /** Index of the step, 0-based. */
  readonly step: number;
  /** 'step': cursor, progress and thinking move on. 'action': the step's result shows. */
  readonly kind: DemoEventKind;
}

/**
 * Every event of the script in time order. `delays[i]` is the wait before step i (counted from
 * the previous step's start), and each step's action follows its step by `actionDelay`.
 */
export function demoTimeline(delays: readonly number[], actionDelay: number): DemoEvent[] {
  const events: DemoEvent[] = [];
  let at = 0;
  delays.forEach((delay, step) => {
    at += delay;
    events.push({ at, step, kind: 'step' }, { at: at + actionDelay, step, kind: 'action' });
  });
  // A stable sort keeps a step before its own action when both fall on the same millisecond.
  return events.sort((a, b) => a.at - b.at);
}

export const DEMO_TIMELINE: readonly DemoEvent[] = demoTimeline(DEMO_STEP_DELAYS_MS, DEMO_ACTION_DELAY_MS);

/** The script ends with its last event. */
export function demoDuration(timeline: readonly DemoEvent[] = DEMO_TIMELINE): number {
  return timeline.reduce((end, event) => Math.max(end, event.at), 0);
}

export interface DemoState {
  /** The current step, or -1 before the first one. */
  readonly step: number;
  /** Whether the current step's action has shown yet. */
  readonly actionShown: boolean;
  /** How many steps' actions have shown so far (they show in step order). */
  readonly actionsDone: number;
  /** Percent for the progress bar: the current step's value, 0 before the first step. */
  readonly progress: number;
  /** Every event has happened. */
  readonly finished: boolean;
}

/** What the script shows `elapsedMs` after its start: every event at or before that time has happened. */
export function demoStateAt(
  elapsedMs: number,
  timeline: readonly DemoEvent[] = DEMO_TIMELINE,
  progress: readonly number[] = DEMO_STEP_PROGRESS,
): DemoState {
  let step = -1;
  let actionsDone = 0;
  let pending = 0;
  for (const event of timeline) {
    if (event.at > elapsedMs) {
      pending += 1;
      continue;
    }
    if (event.kind === 'step') step = Math.max(step, event.step);
    else actionsDone = Math.max(actionsDone, event.step + 1);
  }
  return {
    step,
    actionShown: step >= 0 && actionsDone > step,
    actionsDone,
    progress: step >= 0 ? (progress[step] ?? 100) : 0,
    finished: pending === 0,
  };
}

/** When the next event after `elapsedMs` happens, or undefined once the script is over. */
export function nextEventAt(elapsedMs: number, timeline: readonly DemoEvent[] = DEMO_TIMELINE): number | undefined {
  return timeline.find((event) => event.at > elapsedMs)?.at;
}

export type DemoPrice = 'idle' | 'calculating' | 'price' | 'error';

/** The fictional calculator's screen: the sum of every action shown so far. */
export interface DemoScreen {
  /** The quantity has been typed: the field shows it, with a green border. */
  readonly quantityFilled: boolean;
  readonly price: DemoPrice;
  /** Dave has given up: the calculator fades to half opacity. */
  readonly faded: boolean;
}

export function demoScreen(actions: readonly DemoAction[], state: Pick<DemoState, 'actionsDone'>): DemoScreen {
  let screen: DemoScreen = { quantityFilled: false, price: 'idle', faded: false };
  for (const action of actions.slice(0, state.actionsDone)) {
    switch (action) {
      case 'type':
        screen = { ...screen, quantityFilled: true };
        break;
      case 'fade':
        screen = { ...screen, faded: true };
        break;
      default:
        screen = { ...screen, price: action };
    }
  }
  return screen;
}

/**
 * What the price display says, as words: screen readers hear it, and a thought of Dave's may quote
 * only figures it already says. Empty while idle: the placeholder dash says nothing.
 */
export function demoPriceText(
  app: Pick<DemoCopy['app'], 'calculating' | 'price' | 'priceNote' | 'error'>,
  price: DemoPrice,
): string {
  switch (price) {
    case 'idle':
      return '';
    case 'calculating':
      return app.calculating;
    case 'price':
      return `${app.price}. ${app.priceNote}`;
    case 'error':
      return app.error;
  }
}
