/**
 * The plan on /analysis, edited by keyboard alone: values edited, renamed and removed in the plan
 * panel, kept in the stored plan state with what the page does not show, and sent as
 * current_state with the next chat turn; on a desktop and through a phone's Preview tab.
 */
import type { Locator, Page } from '@playwright/test';
import { MARIA, TRADE_BUYERS, v } from '../support/plans';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { type ChatStub, COMPLETE_PLAN, seedPlan, status, stubChat } from './plan-fixtures';

/** The plan the chat built, with what the host keeps in it that the page does not show. */
const STORED_PLAN = { ...COMPLETE_PLAN, host_notes: { asked: ['description', 'user types'] } };
const [, HOME_GARDENERS] = COMPLETE_PLAN.user_types;
const [LANDSCAPERS] = TRADE_BUYERS.segments;

const storedPlan = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('testable:planState') ?? 'null'));

/** Presses Tab until `target` has the focus, as a keyboard user gets to it. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${most} presses of Tab did not reach ${target}`);
}

/** The host answers the next chat turn at once, and leaves the plan as it was sent. */
const answerChat = (page: Page): Promise<ChatStub> =>
  stubChat(page, [status({ status: 'success', response: 'Noted. Anything else?', state: null })]);

/** Sends a chat answer, and returns the plan state the turn carried to the host. */
async function nextTurnState(page: Page, chat: ChatStub): Promise<unknown> {
  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await answer.focus();
  await page.keyboard.type('That is all');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText('Noted. Anything else?')).toBeVisible();
  expect(chat.kickoffs).toHaveLength(1);
  const [kickoff] = chat.kickoffs;
  return (kickoff?.body as { current_state?: unknown } | undefined)?.current_state;
}

test('by keyboard alone: a value edited, a name changed, an edit cancelled, a goal removed; all sent with the next turn', async ({
  page,
}) => {
  await seedPlan(page, { planState: STORED_PLAN });
  const chat = await answerChat(page);
  await page.goto('/analysis');
  const plan = page.getByRole('region', { name: 'Test Plan' });

  // An age: Enter opens its field, its text selected; typing replaces it; Enter saves.
  const editAge = plan.getByRole('button', { name: 'Edit the age of Maria' });
  await tabTo(page, editAge);
  await page.keyboard.press('Enter');
  const age = plan.getByRole('textbox', { name: 'Maria’s age' });
  await expect(age).toBeFocused();
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  await expect(age).toHaveAccessibleDescription('Type the age as a whole number from 1 to 120.');
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('35');
  await page.keyboard.press('Enter');
  await expect(plan.getByText('35 yo')).toBeVisible();
  await expect(editAge).toBeFocused();
  await expect(plan.getByRole('status')).toHaveText('Saved.');

  // Escape leaves a goal as it was and gives the focus back to its button.
  const reword = plan.getByRole('button', { name: 'Reword goal: Price 40 bags of mulch' });
  await tabTo(page, reword);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Price 80 bags');
  await page.keyboard.press('Escape');
  await expect(reword).toBeFocused();
  await expect(plan.getByText('Price 40 bags of mulch')).toBeVisible();

  // A user type renamed; its buttons are named anew.
  await tabTo(page, plan.getByRole('button', { name: 'Rename user type Home gardeners' }));
  await page.keyboard.press('Enter');
  await expect(plan.getByRole('textbox', { name: 'User type name' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type('Allotment keepers');
  await page.keyboard.press('Enter');
  await expect(plan.getByRole('button', { name: 'Rename user type Allotment keepers' })).toBeFocused();

  // A goal removed: Undo takes its place, focused, and the status says what went.
  await tabTo(page, plan.getByRole('button', { name: 'Remove goal: Book a delivery slot' }));
  await page.keyboard.press('Enter');
  await expect(plan.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(plan.getByRole('status')).toHaveText('Goal removed: Book a delivery slot');
  await expect(plan.getByText('Book a delivery slot', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const expected = {
    ...STORED_PLAN,
    user_types: [
      {
        ...TRADE_BUYERS,
        segments: [{ ...LANDSCAPERS, persona: { ...MARIA, age: v('35') }, goals: [v('Price 40 bags of mulch')] }],
      },
      { ...HOME_GARDENERS, type: v('Allotment keepers') },
    ],
  };
  expect(await storedPlan(page)).toEqual(expected);
  expect(await nextTurnState(page, chat)).toEqual(expected);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('through the Preview tab, by keyboard alone: a segment renamed, a user type removed, put back, removed again', async ({
    page,
  }) => {
    await seedPlan(page, { planState: STORED_PLAN });
    const chat = await answerChat(page);
    await page.goto('/analysis');
    const build = page.getByRole('tab', { name: 'Build plan' });
    await tabTo(page, build);
    await page.keyboard.press('ArrowRight');
    const plan = page.getByRole('region', { name: 'Test Plan' });
    await expect(plan).toBeVisible();

    const rename = plan.getByRole('button', { name: 'Rename segment Landscapers' });
    await tabTo(page, rename);
    // A finger's target: 44 px at least.
    const box = await rename.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    await expect(plan.getByRole('textbox', { name: 'Segment name' })).toBeFocused();
    await page.keyboard.type('Garden designers');
    await page.keyboard.press('Enter');
    await expect(plan.getByRole('heading', { name: 'Garden designers' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Rename segment Garden designers' })).toBeFocused();

    const remove = plan.getByRole('button', { name: 'Remove user type Home gardeners' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const undo = plan.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await expect(undo).toHaveAccessibleDescription('User type Home gardeners removed.');
    await expect(plan.getByRole('status')).toHaveText('User type Home gardeners removed.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(plan.getByRole('button', { name: 'Rename user type Home gardeners' })).toBeFocused();
    await expect(plan.getByRole('status')).toHaveText('Home gardeners is back.');
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await expect(undo).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const expected = {
      ...STORED_PLAN,
      user_types: [{ ...TRADE_BUYERS, segments: [{ ...LANDSCAPERS, segment: v('Garden designers') }] }],
    };
    expect(await storedPlan(page)).toEqual(expected);
    await page.getByRole('tab', { name: /^Preview/ }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await nextTurnState(page, chat)).toEqual(expected);
  });
});
