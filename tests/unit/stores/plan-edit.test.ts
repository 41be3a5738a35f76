import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendChatTurn } from '../../../src/lib/api/chat';
import type { ItemTarget } from '../../../src/lib/plan/plan-edits';
import { $chatPending, sendChatMessage } from '../../../src/stores/chat';
import { $plan, $planState } from '../../../src/stores/plan';
import { $undoable, removePlanItem, savePlanValue, undoRemoval } from '../../../src/stores/plan-edit';
import { TRADE_BUYERS, v } from '../../support/plans';

vi.mock('../../../src/lib/api/chat', () => ({ sendChatTurn: vi.fn() }));

/** A stored state with what the page does not show: the page the host read, a user type's description. */
const STATE = {
  app_description: v('An online shop for landscaping supplies'),
  app_page: { title: 'Greenyard' },
  user_types: [{ ...TRADE_BUYERS, description: v('who order in bulk') }],
};
const stored = () => JSON.parse(localStorage.getItem('testable:planState') ?? 'null');
const TRADE: ItemTarget = { kind: 'userType', at: { userType: 0 } };
const WORDS = { removed: 'User type Trade buyers removed.', restored: 'Trade buyers is back.' };

describe('editing the plan', () => {
  beforeEach(() => {
    $planState.set(STATE);
    $chatPending.set(false);
  });

  afterEach(() => {
    localStorage.clear();
  });

  it('saves a value in the stored plan state, keeping what the page does not show', () => {
    expect(savePlanValue({ kind: 'userType', at: { userType: 0 } }, ' Wholesale buyers ')).toBeNull();
    expect($plan.get()?.user_types[0]?.type).toEqual(v('Wholesale buyers'));
    expect(stored()).toEqual({
      ...STATE,
      user_types: [{ ...STATE.user_types[0], type: v('Wholesale buyers') }],
    });
  });

  it.each([
    ['an empty value', { kind: 'description' as const }, '  ', 'empty'],
    [
      'an age that is not one',
      { kind: 'persona' as const, at: { userType: 0, segment: 0 }, field: 'age' as const },
      'old',
      'age',
    ],
  ])('refuses %s, and says why', (_name, target, input, refusal) => {
    expect(savePlanValue(target, input)).toBe(refusal);
    expect($planState.get()).toBe(STATE);
  });

  it('changes nothing while a chat turn is on its way: its reply replaces the plan', () => {
    $chatPending.set(true);
    expect(savePlanValue({ kind: 'description' }, 'A shop')).toBe('busy');
    expect(removePlanItem(TRADE, WORDS)).toBe(false);
    expect($planState.get()).toBe(STATE);
  });

  it('removes an item, and Undo puts the plan back as it was', () => {
    expect(removePlanItem(TRADE, WORDS)).toBe(true);
    expect($plan.get()?.user_types).toEqual([]);
    expect($undoable.get()).toMatchObject({ target: TRADE, words: WORDS });
    expect(undoRemoval()).toMatchObject({ target: TRADE, words: WORDS });
    expect($planState.get()).toBe(STATE);
    expect(stored()).toEqual(STATE);
    expect($undoable.get()).toBeNull();
    expect(undoRemoval()).toBeNull();
  });

  it('offers no Undo for an item that is not there', () => {
    expect(removePlanItem({ kind: 'goal', at: { userType: 0, segment: 0, goal: 9 } }, WORDS)).toBe(false);
    expect($undoable.get()).toBeNull();
  });

  it.each([
    ['another edit', () => savePlanValue({ kind: 'description' }, 'A garden shop')],
    ['a chat reply', () => $planState.set({ user_types: [] })],
  ])('offers Undo only until the plan changes again: %s', (_name, change) => {
    removePlanItem(TRADE, WORDS);
    change();
    const after = $planState.get();
    expect($undoable.get()).toBeNull();
    expect(undoRemoval()).toBeNull();
    expect($planState.get()).toBe(after);
  });

  it('sends the edited plan with the next chat turn, as current_state', async () => {
    vi.mocked(sendChatTurn).mockResolvedValueOnce({ response: 'Noted.', state: null });
    savePlanValue({ kind: 'goal', at: { userType: 0, segment: 0, goal: 0 } }, 'Price 50 bags of mulch');
    await sendChatMessage('done', 'Error');
    const [, currentState] = vi.mocked(sendChatTurn).mock.calls[0] ?? [];
    expect(currentState).toBe($planState.get());
    expect(currentState).toMatchObject({ app_page: STATE.app_page });
    expect($plan.get()?.user_types[0]?.segments[0]?.goals[0]).toEqual(v('Price 50 bags of mulch'));
  });
});
