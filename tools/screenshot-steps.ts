/**
 * The steps that bring a page to the state a screenshot shows (screenshot-list.ts): a dialog
 * opened, a reservation submitted, the quiz answered, the plan edited.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';

export async function openDialog(page: Page, opener: string, title: string): Promise<void> {
  await page.locator(opener).first().click();
  await page.getByRole('dialog', { name: title }).waitFor();
}

/** The lead sink answers at once, and keeps nothing: a screenshot is not a lead. */
export const acceptLeads = (page: Page) =>
  page.route('**/api/leads', (route) => route.fulfill({ status: 200, json: { ok: true } }));

/** The reservation's first step, submitted: the dialog moves on to `next`. */
export async function submitEmail(page: Page, next: string): Promise<void> {
  await acceptLeads(page);
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: next }).waitFor();
}

/** /test-execution's opener of the reservation that goes on to the $10 payment. */
export const PAYMENT_OPENER = 'main button:has-text("$10")';

/** The free test plan, answered through to its plan. */
export async function answerQuiz(page: Page): Promise<void> {
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
export async function openQuizPdf(page: Page): Promise<void> {
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
export async function showPlan(page: Page): Promise<void> {
  const previewTab = page.getByRole('tab', { name: /^Preview/ });
  if (await previewTab.isVisible()) await previewTab.click();
}

/** The plan being edited: a goal reworded in its field, the age beside it refused. */
export async function editPlan(page: Page): Promise<void> {
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
export async function removeFromPlan(page: Page): Promise<void> {
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
