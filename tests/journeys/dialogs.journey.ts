/**
 * A dialog tapped while the page loads, shown in its placeholder first; and the landing page's
 * showpiece dialogs: Dave's demo session played to its end (on the real clock: WebDriver has no
 * page clock; the deep suite steps it with Playwright's), and the free test-plan quiz from its FAQ
 * link to a reservation with payment.
 */
import { describe, expect, it } from 'vitest';
import { focusMovesInDialogs, recordFocusInDialogs } from '../support/focus-in-dialogs.ts';
import type { Query } from './driver/in-page.ts';
import { engineSuite, SIZES } from './engine-suite.ts';
import { hydrated, pageScriptsRan } from './page-state.ts';
import { click, element, evaluate, expectState, expectText, fill, gone, inspect, path, until } from './steps.ts';

const suite = engineSuite();
const DEMO: Query = { role: 'dialog', name: 'Watch Dave price a bulk order' };
const PROGRESS: Query = { css: '[role=progressbar]', within: DEMO };
// The script's steps: 2, 3, 3, 4 and 6 s apart, the last action 1 s later (19 s in all).
const STEP_BOUND_MS = 10_000;

// First in the file: its browser has not cached the dialogs' island yet, so holding it holds the dialog.
it('a dialog tapped before its files are here shows its placeholder, then itself in its place', async () => {
  const { tab, site } = suite;
  const reserve: Query = { role: 'dialog', name: 'Secure your founder spot' };
  site.network('dialogs-held');
  await tab.goto('/');
  await pageScriptsRan(tab);
  await until('the dialogs’ frame stylesheet to apply', () =>
    evaluate(tab, () => [...document.styleSheets].some((sheet) => sheet.href?.includes('/modal-frame.')) || null),
  );
  await click(tab, { role: 'button', name: 'Join the wait list' });
  await expectText(tab, { role: 'status', within: reserve }, 'Opening...');
  expect(await evaluate(tab, placeholderShown)).toEqual({ styled: true, focused: true });

  site.network('online');
  await element(tab, { role: 'textbox', name: 'Email', within: reserve });
  expect(await evaluate(tab, () => document.querySelectorAll('dialog[open]').length)).toBe(1);
  await tab.press('Escape');
  await gone(tab, reserve);
});

/** In the page: whether the placeholder shows in the dialogs' frame (rounded), with focus on it. */
function placeholderShown() {
  const placeholder = document.querySelector('dialog[data-placeholder][open]');
  return {
    styled: placeholder !== null && getComputedStyle(placeholder).borderTopLeftRadius !== '0px',
    focused: placeholder !== null && document.activeElement === placeholder,
  };
}

type GlideLog = Window & { cursorGlides?: (string | null)[] };

/** In the page: from now on, the demo's progress whenever a glide of Dave's cursor starts. */
function recordCursorGlides() {
  const log: (string | null)[] = [];
  (window as GlideLog).cursorGlides = log;
  document.addEventListener(
    'transitionrun',
    (event) => {
      if (event.target instanceof Element && event.target.matches('.demo-cursor'))
        log.push(document.querySelector('.demo [role=progressbar]')?.getAttribute('aria-valuenow') ?? null);
    },
    true,
  );
}

describe.each(Object.entries(SIZES))('dialogs on a %s', (_, size) => {
  // Played whole once, on the desktop; on the phone, its layout and first step.
  const lastStep = size === SIZES.desktop ? 100 : 20;

  it(`Dave's demo session plays to ${lastStep}%${lastStep === 100 ? ' and offers Watch Again' : ''}`, async () => {
    const { tab } = suite;
    await tab.setViewport(size);
    await tab.goto('/');
    await pageScriptsRan(tab);
    await evaluate(tab, recordCursorGlides);
    await evaluate(tab, recordFocusInDialogs);
    await click(tab, { role: 'button', name: 'Watch Dave’s session' });
    await expectText(tab, DEMO, 'Bulk order calculator');
    // Focus goes once, from the opener straight to the demo's control (not by way of the ×).
    await until('focus on the demo’s control', () =>
      evaluate(tab, () => document.activeElement?.matches('.demo__control') || null),
    );
    expect(await evaluate(tab, focusMovesInDialogs)).toEqual({ moves: 1, onActive: true });
    for (const percent of [20, 40, 60, 80, 100].filter((step) => step <= lastStep)) {
      await expectState(
        tab,
        PROGRESS,
        `at ${percent}%`,
        (state) => state.aria['valuenow'] === String(percent),
        STEP_BOUND_MS,
      );
    }
    // Drawn where it starts, Dave's cursor glides only once the session moves it (from 20%).
    const glides = (await evaluate(tab, () => (window as GlideLog).cursorGlides)) ?? [];
    expect(glides).not.toContain('0');
    if (lastStep === 100) expect(glides.length).toBeGreaterThan(0);
    if (lastStep === 100) {
      await expectText(tab, { css: '.demo-calc__price', within: DEMO }, 'Error: Please try again');
      await click(tab, { role: 'button', name: 'Watch Again', within: DEMO });
      await element(tab, { role: 'button', name: 'Pause the demo', within: DEMO });
      await expectState(tab, PROGRESS, 'to start again', (state) => Number(state.aria['valuenow']) < 100);
    }
    await tab.press('Escape');
    await gone(tab, DEMO);
  });

  it('the free test-plan quiz: FAQ link → three questions → plan → reservation with payment', async () => {
    const { tab } = suite;
    const QUIZ: Query = { role: 'dialog', name: 'Get your free test plan' };
    const CHAT: Query = { role: 'dialog', name: 'A few questions about your app' };
    const PLAN: Query = { role: 'dialog', name: 'Your test plan' };
    const QUESTION = {
      role: 'button',
      name: 'Can I download the test plan for free?',
      within: { css: '#faq' },
    } as const;
    await tab.setViewport(size);
    await tab.goto('/#faq');
    await pageScriptsRan(tab);
    await hydrated(tab, QUESTION);
    await click(tab, QUESTION);
    await click(tab, { role: 'link', name: 'Get your free test plan' });
    await expectText(tab, QUIZ, '12 test cases · about 2 minutes');
    await until('the address #test-plan', async () => (await path(tab)) === '/#test-plan');
    await fill(tab, { role: 'textbox', name: 'Your app’s address', within: QUIZ }, 'mulch-store.example');
    await click(tab, { role: 'button', name: 'Next', within: QUIZ });
    for (const [index, answer] of [
      'An online shop',
      'checkout, delivery slots',
      'people abandon the basket',
    ].entries()) {
      await expectText(tab, CHAT, `Question ${index + 1} of 3`);
      await fill(tab, { role: 'textbox', name: 'Your answer', within: CHAT }, answer);
      await click(tab, { role: 'button', name: index === 2 ? 'Generate Plan' : 'Next', within: CHAT });
    }
    await expectText(tab, PLAN, 'Built for your e-commerce app');
    await expectText(tab, PLAN, '12 test cases');
    const items = await inspect(tab, { css: 'ol, ul', within: PLAN });
    expect(items?.text).toMatch(/checkout/i);
    await expectState(
      tab,
      { role: 'button', name: 'Download Free Plan (PDF)', within: PLAN },
      'to be offered',
      (s) => !s.disabled,
    );
    await click(tab, { role: 'button', name: 'Reserve Automation - $10', within: PLAN });
    const reserve: Query = { role: 'dialog', name: 'Secure your founder spot' };
    await fill(
      tab,
      { role: 'textbox', name: 'Email', within: reserve },
      `quiz-${tab.engine}-${size.width}@example.com`,
    );
    await click(tab, { role: 'button', name: 'Submit', within: reserve });
    const payment: Query = { role: 'dialog', name: 'Reserve your spot for $10' };
    await click(tab, { role: 'button', name: 'Complete Reservation', within: payment });
    // The site sends mail: the spot is held, and numbered, once the address is confirmed.
    await expectText(tab, { role: 'dialog' }, 'One step left: confirm your email');
  });
});
