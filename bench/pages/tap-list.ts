/**
 * The taps `npm run bench` times (./taps.ts): every dialog opener, at load (to its dialog, to the
 * opener saying it heard, and to its placeholder) and once idle; the quiz and a step in it; the free plan's PDF;
 * "Reserve" on /test-execution; and on /analysis the chat's Send, a plan edit and the phone's tab
 * switch.
 */
import type { Page } from '@playwright/test';
import { MARIA } from '../../tests/support/plans.ts';
import { STORED_PLAN } from './browser.ts';
import type { Shown, Tap } from './taps.ts';

/** The dialog itself, not the placeholder standing in for it while it loads. */
const dialog = (name: string): Shown => ({ selector: 'dialog[open]:not([data-placeholder]) h2', text: name });
const placeholder = (name: string): Shown => ({ selector: 'dialog[open][data-placeholder] h2', text: name });
const tapRole = (role: 'button' | 'link' | 'tab', name: string | RegExp) => (page: Page) =>
  page.getByRole(role, { name }).first().tap();

const SENT = 'Checkout first, then delivery slots';

/** On /#test-plan, the address the FAQ links to, which opens the quiz. */
const QUIZ = '/#test-plan';
const fillAddress = (page: Page) =>
  page
    .getByRole('dialog')
    .getByLabel(/^Your app.s address/)
    .fill('mulch-store.example');

/** Each dialog opener tapped: the first element its selector matches, and the dialog's title. */
const DIALOG_OPENERS = [
  {
    name: '"Join the wait list" (header)',
    opener: 'header [data-open="reservation"]',
    title: 'Secure your founder spot',
  },
  { name: 'the demo', opener: '[data-open="demo"]', title: 'Watch Dave' },
  { name: '"Questions or feedback?"', opener: 'footer [data-open="feedback"]', title: 'Questions or feedback?' },
];

/**
 * Each opener, to its dialog; at the load event also to the frame its opener says it heard
 * (aria-busy, src/page-scripts/modal-triggers.ts) and to its placeholder's frame and title
 * (src/browser/dialog-placeholder.ts), since the dialog waits for its files then.
 */
const dialogTaps = (when: Tap['when']): Tap[] =>
  DIALOG_OPENERS.flatMap(({ name, opener, title }, at) => {
    const tap: Tap = {
      name,
      path: '/',
      when,
      ...(when === 'idle' && at === 0 && { offline: true as const }),
      tap: async (page) => {
        const target = page.locator(opener).first();
        // A visitor taps what is on the screen: an opener further down (the footer's) is scrolled
        // to first, and what that lays out is let settle, as the page was idle before.
        if (when === 'idle') {
          await target.scrollIntoViewIfNeeded();
          await page.waitForTimeout(2000);
        }
        await target.tap();
      },
      done: dialog(title),
    };
    const heard = { ...tap, name: `${name}: the opener heard`, done: { selector: `${opener}[aria-busy="true"]` } };
    const framed = { ...tap, name: `${name}: its placeholder`, done: placeholder(title) };
    return when === 'loaded' ? [tap, heard, framed] : [tap];
  });

/** Every tap measured, in the order reported. */
export const TAPS: Tap[] = [
  ...dialogTaps('loaded'),
  ...dialogTaps('idle'),
  {
    name: '"Get your free test plan" (the quiz)',
    path: '/',
    when: 'idle',
    // Tapped once its island has woken (near the screen): a tap before that opens nothing.
    before: async (page) => {
      const question = page.getByRole('button', { name: 'Can I download the test plan for free?' });
      await question.scrollIntoViewIfNeeded();
      await page.locator('astro-island:not([ssr])', { has: question }).waitFor();
      await question.tap();
    },
    tap: tapRole('link', 'Get your free test plan'),
    done: dialog('test plan'),
  },
  {
    name: 'a quiz step',
    path: QUIZ,
    when: 'idle',
    before: fillAddress,
    tap: (page) => page.keyboard.press('Enter'),
    done: { selector: 'dialog[open] label', text: 'Your answer' },
  },
  {
    name: '"Download Free Plan (PDF)" to the file',
    path: QUIZ,
    when: 'idle',
    before: async (page) => {
      await fillAddress(page);
      await page.keyboard.press('Enter');
      for (const answer of ['An online shop', 'checkout, delivery slots', 'people abandon the basket']) {
        await page.getByLabel('Your answer').fill(answer);
        await page.keyboard.press('Enter');
      }
      await page.getByRole('button', { name: 'Download Free Plan (PDF)' }).waitFor();
    },
    tap: tapRole('button', 'Download Free Plan (PDF)'),
    done: 'file',
  },
  {
    name: '"Reserve" on /test-execution',
    path: '/test-execution',
    storage: STORED_PLAN,
    when: 'idle',
    tap: (page) => page.locator('[data-open="reservation"]').first().tap(),
    done: dialog('Secure your founder spot'),
  },
  {
    name: '/analysis Send to the message and the spinner',
    path: '/analysis',
    storage: STORED_PLAN,
    when: 'idle',
    before: (page) => page.getByLabel('Your answer').fill(SENT),
    tap: tapRole('button', 'Send'),
    done: { selector: '[role="log"] .bubble--thinking .spinner' },
  },
  {
    name: '/analysis plan edit: Edit to its field',
    path: '/analysis',
    storage: STORED_PLAN,
    when: 'idle',
    before: tapRole('tab', 'Preview'),
    tap: tapRole('button', `Edit the age of ${MARIA.name.value}`),
    done: { selector: 'input[inputmode="numeric"]' },
  },
  {
    name: '/analysis tab switch to Preview',
    path: '/analysis',
    storage: STORED_PLAN,
    when: 'idle',
    tap: tapRole('tab', 'Preview'),
    done: { selector: '[role="tabpanel"]:not([hidden]) .plan h2' },
  },
];
