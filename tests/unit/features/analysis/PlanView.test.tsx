import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PlanView from '../../../../src/features/analysis/PlanView';
import { analysisCopySchema } from '../../../../src/lib/content/schemas/app';
import { $chatPending } from '../../../../src/stores/chat';
import { $plan, $planState } from '../../../../src/stores/plan';
import { TRADE_BUYERS, v } from '../../../support/plans';
import { testUser } from '../../../support/test-user';
import { readEntryData } from '../../content/read-entry';

const copy = analysisCopySchema.parse(readEntryData('src/content/app/analysis.yaml'));
const EMPTY = 'No current state';

/** Maria's trade buyers, and home gardeners whose one segment has no name. */
const STATE = {
  app_description: v('An online shop for landscaping supplies'),
  app_page: { title: 'Greenyard' },
  user_types: [TRADE_BUYERS, { type: v('Home gardeners'), segments: [{ goals: [v('Find bark chips')] }] }],
};

function showPlan(state: unknown = STATE) {
  $planState.set(state);
  render(<PlanView copy={copy} emptyText={EMPTY} />);
  return testUser('real');
}

const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');
const stored = () => JSON.parse(localStorage.getItem('testable:planState') ?? 'null');
const firstSegment = () => $plan.get()?.user_types[0]?.segments[0];

describe('the plan, edited in place', () => {
  beforeEach(() => {
    $chatPending.set(false);
  });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows each value as text with a button that names what it edits or removes', () => {
    showPlan();
    for (const name of [
      'Edit the app description',
      'Rename user type Trade buyers',
      'Remove user type Trade buyers',
      'Rename segment Landscapers',
      'Remove segment Landscapers',
      'Edit the name of Maria',
      'Edit the age of Maria',
      'Edit the gender of Maria',
      'Edit the occupation of Maria',
      'Edit the state of mind of Maria',
      'Edit the device of Maria',
      'Reword goal: Price 40 bags of mulch',
      'Remove goal: Book a delivery slot',
      'Add a goal to Landscapers',
      // A segment without a name is shown as "Segment 1" and named by its number.
      'Rename segment 1',
      'Add a goal to Segment 1',
    ]) {
      expect(button(name)).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: 'Segment 1' })).toBeVisible();
  });

  it('saves with Enter, keeping what the page does not show, and gives the focus back to the edit button', async () => {
    const user = showPlan();
    await user.click(button('Edit the age of Maria'));
    const field = screen.getByRole('textbox', { name: 'Maria’s age' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('34');
    await user.clear(field);
    await user.type(field, '35{Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('35 yo')).toBeVisible();
    expect(button('Edit the age of Maria')).toHaveFocus();
    expect(status()).toHaveTextContent('Saved.');
    expect(stored().app_page).toEqual(STATE.app_page);
    expect(stored().user_types[0].segments[0].persona.age).toEqual(v('35'));
  });

  it('saves with the Save button too; a rename names the buttons anew', async () => {
    const user = showPlan();
    await user.click(button('Rename user type Trade buyers'));
    const field = screen.getByRole('textbox', { name: copy.edit.userTypeName });
    await user.clear(field);
    await user.type(field, 'Wholesale buyers');
    await user.click(button('Save'));
    expect(screen.getByRole('heading', { name: 'User type Wholesale buyers' })).toBeVisible();
    expect(button('Rename user type Wholesale buyers')).toHaveFocus();
    expect($plan.get()?.user_types[0]?.type).toEqual(v('Wholesale buyers'));
  });

  it('cancels with Escape or Cancel: the value stays, the focus goes back to the edit button', async () => {
    const user = showPlan();
    await user.click(button('Reword goal: Price 40 bags of mulch'));
    await user.keyboard('{Control>}a{/Control}Price 80 bags{Escape}');
    expect(button('Reword goal: Price 40 bags of mulch')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('Price 80 bags');
    await user.click(button('Cancel'));
    expect(button('Reword goal: Price 40 bags of mulch')).toHaveFocus();
    expect($planState.get()).toBe(STATE);
  });

  it('saves no empty value: the field stays, and says why under it', async () => {
    const user = showPlan();
    await user.click(button('Rename segment Landscapers'));
    const field = screen.getByRole('textbox', { name: copy.edit.segmentName });
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(field).toHaveFocus();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(copy.edit.empty);
    expect(status()).toHaveTextContent(copy.edit.empty);
    expect($planState.get()).toBe(STATE);
  });

  it('takes an age of digits alone, from 1 to 120', async () => {
    const user = showPlan();
    await user.click(button('Edit the age of Maria'));
    const field = screen.getByRole('textbox', { name: 'Maria’s age' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    for (const age of ['thirty', '0', '121', '3.5']) {
      await user.clear(field);
      await user.type(field, `${age}{Enter}`);
      expect(field).toHaveAccessibleDescription('Type the age as a whole number from 1 to 120.');
    }
    expect($planState.get()).toBe(STATE);
  });

  it('edits the description in a box of several lines, saved with Enter as one line', async () => {
    const user = showPlan();
    await user.click(button('Edit the app description'));
    const box = screen.getByRole('textbox', { name: copy.appDescription });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('maxlength', '1000');
    await user.clear(box);
    await user.type(box, 'A garden{Shift>}{Enter}{/Shift}marketplace{Enter}');
    expect($plan.get()?.app_description).toEqual(v('A garden marketplace'));
  });

  it('removes a user type at once, leaving Undo in its place, focused; Undo puts it back and focuses it', async () => {
    const user = showPlan();
    await user.click(button('Remove user type Trade buyers'));
    expect(screen.queryByRole('heading', { name: 'User type Trade buyers' })).toBeNull();
    const undo = button('Undo');
    expect(undo).toHaveFocus();
    expect(undo).toHaveAccessibleDescription('User type Trade buyers removed.');
    expect(status()).toHaveTextContent('User type Trade buyers removed.');
    expect(stored().user_types).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'User type Trade buyers' })).toBeVisible();
    expect(button('Rename user type Trade buyers')).toHaveFocus();
    expect(status()).toHaveTextContent('Trade buyers is back.');
    expect($planState.get()).toBe(STATE);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('removes a segment or a goal the same way; the next edit ends the Undo', async () => {
    const user = showPlan();
    await user.click(button('Remove goal: Price 40 bags of mulch'));
    const note = button('Undo').closest('li');
    expect(note?.parentElement).toBe(screen.getAllByRole('list')[1]);
    expect(firstSegment()?.goals).toEqual([v('Book a delivery slot')]);
    await user.click(button('Remove segment Landscapers'));
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    expect(button('Undo')).toHaveAccessibleDescription('Segment Landscapers removed.');
    await user.click(button('Rename segment 1'));
    await user.keyboard('Allotment keepers{Enter}');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('adds a goal after the others, and keeps the focus on Add a goal', async () => {
    const user = showPlan();
    await user.click(button('Add a goal to Landscapers'));
    const field = screen.getByRole('textbox', { name: 'New goal for Landscapers' });
    await user.type(field, '{Enter}');
    expect(field).toHaveAccessibleDescription(copy.edit.emptyGoal);
    await user.type(field, 'Compare bark chips{Enter}');
    expect(firstSegment()?.goals.at(-1)).toEqual(v('Compare bark chips'));
    const goals = screen.getAllByRole('list')[1];
    expect(
      within(goals as HTMLElement)
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent('Compare bark chips');
    expect(button('Add a goal to Landscapers')).toHaveFocus();
    expect(status()).toHaveTextContent('Goal added.');
  });

  it('changes nothing while a chat reply is on its way, and says why', async () => {
    const user = showPlan();
    await user.click(button('Rename segment Landscapers'));
    act(() => $chatPending.set(true));
    expect(button('Remove user type Trade buyers')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Save'));
    expect(screen.getByRole('textbox', { name: copy.edit.segmentName })).toHaveAccessibleDescription(copy.edit.busy);
    await user.click(button('Remove user type Trade buyers'));
    expect(status()).toHaveTextContent(copy.edit.busy);
    expect($planState.get()).toBe(STATE);
  });

  it('shows the empty plan’s words for no plan, but Undo once its last item is removed', async () => {
    const user = showPlan({ user_types: [{ type: v('Walkers'), segments: [] }] });
    await user.click(button('Remove user type Walkers'));
    expect(button('Undo')).toHaveFocus();
    expect(screen.queryByText(EMPTY)).toBeNull();
    act(() => $planState.set({ user_types: [] }));
    expect(screen.getByText(EMPTY)).toBeVisible();
  });
});
