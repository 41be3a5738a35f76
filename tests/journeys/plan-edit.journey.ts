/**
 * The plan is the visitor's to edit: on /analysis, a user type renamed and a goal removed in the
 * plan panel by keyboard (each button reached by focus and pressed with Enter), kept in this
 * browser's storage, and the next chat turn answered by the reference host from the edited plan.
 */
import { describe, expect, it } from 'vitest';
import { TRADE_BUYERS, v } from '../support/plans.ts';
import type { Query } from './driver/in-page.ts';
import type { Tab } from './driver/tab.ts';
import { engineSuite, PHONE, SIZES } from './engine-suite.ts';
import { click, element, evaluate, expectText, fill, until } from './steps.ts';

const suite = engineSuite();

const PLAN = { app_description: v('An online shop for landscaping supplies'), user_types: [TRADE_BUYERS] };
const button = (name: string): Query => ({ role: 'button', name });

/** Focuses the button named `name`, as Tab would, and presses Enter on it. */
async function press(tab: Tab, name: string): Promise<void> {
  await element(tab, button(name));
  await evaluate(
    tab,
    (label: string) =>
      [...document.querySelectorAll<HTMLElement>('button')]
        .find((node) => node.getAttribute('aria-label') === label)
        ?.focus(),
    name,
  );
  await tab.press('Enter');
}

/** The name of what has the focus: its aria-label, its label's text, or its own text. */
const focused = (tab: Tab) =>
  evaluate(tab, () => {
    const active = document.activeElement;
    const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
    return active?.getAttribute('aria-label') ?? label ?? active?.textContent ?? '';
  });

const storedPlan = (tab: Tab) =>
  evaluate(tab, () => JSON.parse(localStorage.getItem('testable:planState') ?? 'null') as typeof PLAN);

const replies = (tab: Tab) => evaluate(tab, () => document.querySelectorAll('[role=log] .bubble--assistant').length);

describe.each(Object.entries(SIZES))('the plan edited on a %s', (_sizeName, size) => {
  it('a user type renamed and a goal removed, kept, and the next chat turn built on them', async () => {
    const { tab } = suite;
    await tab.setViewport(size);
    await tab.goto('/');
    // Left before its typeface has come, the page would log the font's download as failed.
    await until('the typeface to load', () =>
      evaluate(tab, () => document.documentElement.hasAttribute('data-typeface')),
    );
    await evaluate(
      tab,
      (plan: string) => {
        localStorage.setItem('testable:devUrl', 'https://mulch-shop.example/');
        localStorage.setItem('testable:planState', plan);
      },
      JSON.stringify(PLAN),
    );
    await tab.goto('/analysis');
    if (size === PHONE) await click(tab, { role: 'tab', name: 'Preview Ready' });

    await press(tab, 'Rename user type Trade buyers');
    await until('the name’s field to have the focus', async () => (await focused(tab)) === 'User type name');
    await fill(tab, { role: 'textbox', name: 'User type name' }, 'Wholesale buyers');
    await tab.press('Enter');
    await expectText(tab, { role: 'heading', name: 'User type Wholesale buyers' }, 'Wholesale buyers');
    await until(
      'the focus back on its button',
      async () => (await focused(tab)) === 'Rename user type Wholesale buyers',
    );

    await press(tab, 'Remove goal: Book a delivery slot');
    await until('Undo to have the focus', async () => (await focused(tab)) === 'Undo');
    await expectText(
      tab,
      { role: 'status', within: { role: 'region', name: 'Test Plan' } },
      'Goal removed: Book a delivery slot',
    );

    const edited = await storedPlan(tab);
    expect(edited.user_types[0]?.type).toEqual(v('Wholesale buyers'));
    expect(edited.user_types[0]?.segments[0]?.goals).toEqual([v('Price 40 bags of mulch')]);

    // The reference host reads the plan the turn sends, and answers with it.
    if (size === PHONE) await click(tab, { role: 'tab', name: 'Build plan' });
    const before = await replies(tab);
    await fill(tab, { role: 'textbox', name: 'Your answer' }, 'That is all, thanks');
    await tab.press('Enter');
    await until('the host’s reply', async () => (await replies(tab)) > before);
    const answered = await storedPlan(tab);
    expect(answered.user_types[0]?.type).toEqual(v('Wholesale buyers'));
    expect(answered.user_types[0]?.segments[0]?.goals[0]).toEqual(v('Price 40 bags of mulch'));
  });
});
