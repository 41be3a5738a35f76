import { beforeEach, describe, expect, it } from 'vitest';
import {
  $conversation,
  $devUrl,
  $plan,
  $planComplete,
  $planState,
  clearPlan,
  ensureGreeting,
  startPlan,
} from '../../../src/stores/plan';
import { TRADE_BUYERS, v } from '../../support/plans';

const COMPLETE = {
  app_description: v('An online shop for landscaping supplies'),
  user_types: [TRADE_BUYERS],
};

describe('the plan being built', () => {
  beforeEach(() => {
    localStorage.clear();
    clearPlan();
  });

  it('starts from an analysis: the address, the first reply and the state, all kept in storage', () => {
    startPlan('https://shop.example/', 'Hello', COMPLETE);
    expect($devUrl.get()).toBe('https://shop.example/');
    expect($conversation.get()).toEqual([{ role: 'assistant', content: 'Hello' }]);
    expect($planState.get()).toEqual(COMPLETE);
    expect(localStorage.getItem('testable:devUrl')).toBe('https://shop.example/');
    expect(JSON.parse(localStorage.getItem('testable:conversation') ?? '[]')).toEqual($conversation.get());
    expect(JSON.parse(localStorage.getItem('testable:planState') ?? 'null')).toEqual(COMPLETE);
  });

  it('starts with no conversation when the host said nothing, and no plan when it sent none', () => {
    startPlan('https://shop.example/', '', undefined);
    expect($conversation.get()).toEqual([]);
    expect($planState.get()).toBeNull();
  });

  it('is complete once a user type has a persona and a goal', () => {
    expect($planComplete.get()).toBe(false);
    $planState.set(COMPLETE);
    expect($plan.get()?.user_types).toHaveLength(1);
    expect($planComplete.get()).toBe(true);
  });

  it('greets only an empty conversation', () => {
    ensureGreeting('Hi, what does your app do?');
    ensureGreeting('Hi again');
    expect($conversation.get()).toEqual([{ role: 'assistant', content: 'Hi, what does your app do?' }]);
  });

  it('forgets the address, the conversation and the plan on Close, in storage too', () => {
    startPlan('https://shop.example/', 'Hello', COMPLETE);
    clearPlan();
    expect([$devUrl.get(), $conversation.get(), $planState.get()]).toEqual(['', [], null]);
    expect(localStorage.getItem('testable:devUrl')).toBeNull();
    expect(localStorage.getItem('testable:conversation')).toBeNull();
    expect(localStorage.getItem('testable:planState')).toBeNull();
  });
});
