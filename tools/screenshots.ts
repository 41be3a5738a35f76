/**
 * Screenshots of every page and every dialog, at a phone's and a desktop's width, in the light
 * and the dark colour scheme, for looking at what we ship: `npm run screenshots` (needs a server:
 * BASE_URL, default http://localhost:4321). Written to docs/screenshots/ (OUT_DIR), named
 * `<shot>-<width>-<scheme>.png`, e.g. landing-390-dark.png; the README shows a few of them.
 * One device pixel per CSS pixel and a palette of 256 colours, so the files stay small: pages
 * whole, dialogs and other states as the screen shows them; SHOTS=analysis,demo takes only those.
 */
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ChatMessage } from '../src/lib/plan/conversation.ts';
import type { PlanState } from '../src/lib/plan/plan.ts';
import { conversationAfterPage } from '../tests/support/page-conversation.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const BASE_URL = process.env['BASE_URL'] ?? 'http://localhost:4321';
const OUT_DIR = process.env['OUT_DIR'] ?? 'docs/screenshots';

const SCHEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];

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

type Shot = {
  name: string;
  path: string;
  session?: Session;
  open?: (page: Page) => Promise<void>;
  /** How much the palette dithers (sharp's default 1): see the pages of an email's links. */
  dither?: number;
};

/** Waits until nothing finite still moves: a dialog rising, a text appearing. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

async function openDialog(page: Page, opener: string, title: string): Promise<void> {
  await page.locator(opener).first().click();
  await page.getByRole('dialog', { name: title }).waitFor();
}

/** The lead sink answers at once, and keeps nothing: a screenshot is not a lead. */
const acceptLeads = (page: Page) =>
  page.route('**/api/leads', (route) => route.fulfill({ status: 200, json: { ok: true } }));

/** The reservation's first step, submitted: the dialog moves on to `next`. */
async function submitEmail(page: Page, next: string): Promise<void> {
  await acceptLeads(page);
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: next }).waitFor();
}

/** /test-execution's opener of the reservation that goes on to the $10 payment. */
const PAYMENT_OPENER = 'main button:has-text("$10")';

/** The free test plan, answered through to its plan. */
async function answerQuiz(page: Page): Promise<void> {
  const quiz = page.getByRole('dialog');
  await quiz.waitFor();
  await quiz.getByLabel('I have a live app').check();
  await quiz.getByLabel('Your app’s address').fill('gardenhelp.example');
  await quiz.getByRole('button', { name: 'Next' }).click();
  for (const answer of [
    'A marketplace where homeowners book local gardeners',
    'Search, booking and paying in the app',
    'People get lost at checkout on their phones',
  ]) {
    await quiz.getByLabel('Your answer').fill(answer);
    await quiz.getByRole('button', { name: /^(Next|Generate Plan)$/ }).click();
  }
  await quiz.getByRole('button', { name: 'Download Free Plan (PDF)' }).waitFor();
}

/** The quiz's plan downloaded, open in the browser's own PDF viewer (its full build has one). */
async function openQuizPdf(page: Page): Promise<void> {
  await answerQuiz(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Free Plan (PDF)' }).click();
  const file = join(await mkdtemp(join(tmpdir(), 'testable-pdf-')), 'plan.pdf');
  await (await download).saveAs(file);
  await page.goto(pathToFileURL(file).href);
  // The viewer draws its pages out of the page's reach, with nothing to wait for: give it a moment.
  await page.waitForTimeout(3000);
}

/** /analysis's plan, where a phone shows it: behind its tab. */
async function showPlan(page: Page): Promise<void> {
  const previewTab = page.getByRole('tab', { name: /^Preview/ });
  if (await previewTab.isVisible()) await previewTab.click();
}

/** The plan being edited: a goal reworded in its field, the age beside it refused. */
async function editPlan(page: Page): Promise<void> {
  await showPlan(page);
  await page
    .getByRole('button', { name: /^Edit the age of / })
    .first()
    .click();
  await page.getByRole('textbox', { name: /’s age$/ }).fill('150');
  await page.keyboard.press('Enter');
  await page
    .getByRole('button', { name: /^Reword goal: / })
    .nth(1)
    .click();
  await page.getByRole('textbox', { name: 'Goal' }).fill('Accept a booking for next Saturday morning');
}

/** A goal and a segment removed: Undo where the segment was, focused. */
async function removeFromPlan(page: Page): Promise<void> {
  await showPlan(page);
  await page
    .getByRole('button', { name: /^Remove goal: / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Remove segment / })
    .nth(1)
    .click();
  await page.getByRole('button', { name: 'Undo' }).waitFor();
}

/** Every page whole, and every dialog and state a visitor can reach, over the page it opens on. */
const SHOTS: Shot[] = [
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

async function take(browser: Browser, shot: Shot, viewport: (typeof VIEWPORTS)[number], scheme: string) {
  const { isMobile, ...size } = viewport;
  const context = await browser.newContext({
    viewport: size,
    deviceScaleFactor: 1,
    isMobile,
    hasTouch: isMobile,
    colorScheme: scheme as (typeof SCHEMES)[number],
    baseURL: BASE_URL,
  });
  const page = await context.newPage();
  if (shot.session) {
    await page.addInitScript(({ devUrl, conversation, planState }) => {
      localStorage.setItem('testable:devUrl', devUrl);
      localStorage.setItem('testable:conversation', JSON.stringify(conversation));
      localStorage.setItem('testable:planState', JSON.stringify(planState));
    }, shot.session);
  }
  if (shot.name === 'demo') await page.clock.install();
  await page.goto(shot.path, { waitUntil: 'networkidle' });
  await shot.open?.(page);
  await settle(page);
  const path = `${OUT_DIR}/${shot.name}-${viewport.width}-${scheme}.png`;
  // A page whole; a dialog or a state over the screen it shows on. A whole page is drawn whole:
  // the sections far from the screen are otherwise not laid out (content-visibility: auto), and
  // a capture of the page beyond the screen scrolls nothing into view.
  if (!shot.open) {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
    });
    await settle(page);
  }
  const png = await page.screenshot({ fullPage: !shot.open });
  await sharp(png)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9, dither: shot.dither ?? 1 })
    .toFile(path);
  await context.close();
  return path;
}

const only = process.env['SHOTS']?.split(',');
const chosen = only ? SHOTS.filter((shot) => only.includes(shot.name)) : SHOTS;

await mkdir(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const scheme of SCHEMES) {
  for (const viewport of VIEWPORTS) {
    for (const shot of chosen) console.log(await take(browser, shot, viewport, scheme));
  }
}
await browser.close();
console.log(`Screenshots written to ${OUT_DIR}/`);
