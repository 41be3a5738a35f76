/**
 * What `npm run screenshots` (screenshots.ts) draws: every page whole, and every dialog and state
 * a visitor can reach, each with the analysis the browser keeps when the page needs one.
 */
import type { Page } from '@playwright/test';
import type { ChatMessage } from '../src/lib/plan/conversation.ts';
import type { PlanState } from '../src/lib/plan/plan.ts';
import { conversationAfterPage } from '../tests/support/page-conversation.ts';
import {
  answerQuiz,
  editPlan,
  openDialog,
  openQuizPdf,
  PAYMENT_OPENER,
  removeFromPlan,
  submitEmail,
} from './screenshot-steps.ts';

/** What the browser keeps of an analysis: the address, the conversation and the plan. */
interface Session {
  devUrl: string;
  conversation: ChatMessage[];
  planState: PlanState | null;
}

/** A conversation with the reference host about a saved page, as the browser keeps it. */
async function session(devUrl: string, savedPage: string, answers: readonly string[]): Promise<Session> {
  const { conversation, state } = await conversationAfterPage(devUrl, savedPage, answers);
  return { devUrl, conversation, planState: state };
}

/** A whole interview: a page drawn by JavaScript, two answers in a visitor's own words, then the suggestion. */
const ANALYSED = await session('https://gardenhelp.example/', 'gardenhelp.html', [
  'A marketplace where homeowners book local gardeners and pay through the app.',
  'Two kinds: landscapers who run small crews and need steady bookings, and homeowners who want their garden sorted without phone calls.',
  'suggest a plan for me',
]);
/** The first reply to a page the reader could read: what it found, and the description it proposes. */
const FIRST_REPLY = await session('https://crumbandco.example/', 'marketplace.html', []);

export type Shot = {
  name: string;
  path: string;
  session?: Session;
  open?: (page: Page) => Promise<void>;
  /** How much the palette dithers (sharp's default 1): see the pages of an email's links. */
  dither?: number;
};

/** Every page whole, and every dialog and state a visitor can reach, over the page it opens on. */
export const SHOTS: Shot[] = [
  { name: 'landing', path: '/' },
  {
    name: 'dashboard',
    path: '/',
    open: (page) =>
      page.locator('#results-dashboard').evaluate((section) => section.scrollIntoView({ behavior: 'instant' })),
  },
  {
    // Scrolled past the hero: on a phone, the bottom bar holds the wait-list button.
    name: 'scrolled',
    path: '/',
    open: (page) => page.evaluate(() => window.scrollTo({ top: 1400, behavior: 'instant' })),
  },
  { name: 'analysis', path: '/analysis', session: ANALYSED },
  { name: 'analysis-first-reply', path: '/analysis', session: FIRST_REPLY },
  { name: 'analysis-plan-edit', path: '/analysis', session: ANALYSED, open: editPlan },
  { name: 'analysis-plan-removed', path: '/analysis', session: ANALYSED, open: removeFromPlan },
  {
    name: 'analysis-close',
    path: '/analysis',
    session: ANALYSED,
    open: (page) => page.getByRole('button', { name: 'Close', exact: true }).click(),
  },
  { name: 'test-execution', path: '/test-execution', session: ANALYSED },
  { name: 'test-execution-empty', path: '/test-execution' },
  { name: 'privacy', path: '/privacy' },
  { name: '404', path: '/no-such-page' },
  // The pages a confirmation email's links open (with a token, as from an email), and what follows
  // their buttons: one card on a plain ground, whose shadow the palette's dithering smeared into a
  // grey band across the card, so they are drawn without it.
  { name: 'confirm-page', path: '/confirm?t=example-token', dither: 0 },
  { name: 'confirm-done', path: '/confirm/done', dither: 0 },
  { name: 'leave-page', path: '/leave?t=example-token', dither: 0 },
  { name: 'leave-invalid', path: '/leave/invalid', dither: 0 },
  {
    name: 'reservation',
    path: '/',
    open: (page) => openDialog(page, 'header [data-open="reservation"]', 'Secure your founder spot'),
  },
  {
    name: 'reservation-thanks',
    path: '/',
    open: async (page) => {
      await openDialog(page, 'header [data-open="reservation"]', 'Secure your founder spot');
      await submitEmail(page, 'Thank you, we will contact you shortly');
    },
  },
  {
    // The sink refused the lead's proof of work: said plainly, never as sent.
    name: 'reservation-unverified',
    path: '/',
    open: async (page) => {
      await page.route('**/api/leads', (route) =>
        route.fulfill({ status: 400, json: { error: 'The bot check did not pass.', reason: 'bot-check' } }),
      );
      await openDialog(page, 'header [data-open="reservation"]', 'Secure your founder spot');
      const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
      await step1.getByLabel('Email').fill('ada@example.com');
      await step1.getByRole('button', { name: 'Submit' }).click();
      await step1.getByRole('alert').waitFor();
    },
  },
  {
    name: 'reservation-before-payment',
    path: '/test-execution',
    session: ANALYSED,
    open: (page) => openDialog(page, PAYMENT_OPENER, 'Secure your founder spot'),
  },
  {
    name: 'payment',
    path: '/test-execution',
    session: ANALYSED,
    open: async (page) => {
      await openDialog(page, PAYMENT_OPENER, 'Secure your founder spot');
      await submitEmail(page, 'Reserve your spot for $10');
    },
  },
  {
    name: 'confirmed',
    path: '/test-execution',
    session: ANALYSED,
    open: async (page) => {
      await openDialog(page, PAYMENT_OPENER, 'Secure your founder spot');
      await submitEmail(page, 'Reserve your spot for $10');
      await page.getByRole('button', { name: 'Complete Reservation' }).click();
      await page.getByRole('dialog', { name: /^You're founder #/ }).waitFor();
    },
  },
  {
    name: 'feedback',
    path: '/',
    open: (page) => openDialog(page, 'footer [data-open="feedback"]', 'Questions or feedback?'),
  },
  { name: 'quiz', path: '/#test-plan', open: (page) => page.getByRole('dialog').waitFor() },
  { name: 'quiz-plan', path: '/#test-plan', open: answerQuiz },
  { name: 'quiz-pdf', path: '/#test-plan', open: openQuizPdf },
  {
    // Dave mid-session: his thought, and the calculator's error (13.5 s in), held by the page's clock.
    name: 'demo',
    path: '/',
    open: async (page) => {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await page.locator('[data-open="demo"]').click();
      await page.getByRole('dialog', { name: 'Watch Dave price a bulk order' }).waitFor();
      for (let ms = 0; ms < 13_500; ms += 500) await page.clock.runFor(500);
      await page.getByRole('button', { name: 'Pause the demo' }).click();
      await page.clock.resume();
    },
  },
  { name: 'consent', path: '/?ga=G-TEST123', open: (page) => page.locator('.consent-banner').waitFor() },
  {
    name: 'consent-settings',
    path: '/?ga=G-TEST123',
    open: async (page) => {
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await page.locator('.consent-banner').waitFor();
    },
  },
];
