/**
 * The double opt-in as a visitor lives it, on the production build served by the site's own
 * server with a mailer: a real SMTP server in this process receives the email (smtp-server,
 * read back with mailparser), and the browser follows its links. Nothing is stubbed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import type { Page } from '@playwright/test';
import { readLeads } from '../../server/lead-sink/sqlite-sink.ts';
import { MAIL_SITE_FILE, parseMailSite } from '../../server/mail/mail-site.ts';
import { smtpMailer } from '../../server/mail/smtp-mailer.ts';
import { createApp } from '../../server/site/site-app.ts';
import { TEST_KEY } from '../support/proof-of-work.ts';
import { type RunningSmtpServer, startSmtpServer } from '../support/smtp-server.ts';
import { expect, expectNoAxeViolations, test, waitForDialogs } from './fixtures.ts';
import { COMPLETE_PLAN, seedPlan } from './plan-fixtures.ts';

// One server for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' });

/** A port of this file's own, beside the ones tests/playwright.config.ts takes. */
const PORT = Number(process.env['E2E_PORT'] ?? 4391) + 5;
const SITE = `http://127.0.0.1:${PORT}`;
// This file's site is its own server: requests to it are the page's own, to anywhere else stray.
test.use({ baseURL: SITE });
const work = mkdtempSync(join(tmpdir(), 'testable-e2e-mail-'));
const leadsFile = join(work, 'leads.db');
let smtp: RunningSmtpServer;
let site: ServerType;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  const app = createApp({
    distDir: 'dist',
    referenceHost: {
      leadsFile,
      allowedOrigins: [SITE],
      botCheckKey: TEST_KEY,
      leadsPerMinute: 1_000,
      mail: {
        mailer: smtpMailer({ smtpUrl: smtp.url, from: { name: 'Testable', address: 'hello@testable.example' } }),
        operatorAddress: 'ops@testable.example',
        // The build's sender, and this server for the links: the build names the site it was built for.
        site: async () => ({
          ...parseMailSite(JSON.parse(readFileSync(`dist/${MAIL_SITE_FILE}`, 'utf8'))),
          siteUrl: SITE,
        }),
      },
    },
  });
  site = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
});
test.afterAll(async () => {
  site?.close();
  await smtp?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The email that reached `address`, once it has. */
async function emailTo(address: string) {
  await expect.poll(() => smtp.arrivals.filter(({ envelope }) => envelope.to.includes(address)).length).toBe(1);
  const arrival = smtp.arrivals.find(({ envelope }) => envelope.to.includes(address));
  const text = arrival?.mail.text ?? '';
  const link = (page: string) => new RegExp(`${SITE}/${page}\\?t=[A-Za-z0-9_-]{43}`).exec(text)?.[0] ?? '';
  return { subject: arrival?.mail.subject, confirm: link('confirm'), leave: link('leave') };
}

async function joinWaitList(page: Page, email: string) {
  await page.goto(`${SITE}/`);
  await waitForDialogs(page);
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // An email is on its way: the title says what the text asks, as the text does.
  return page.getByRole('dialog', { name: 'Thank you: one step left, confirm your email' });
}

test('joins the wait list, is told to check the inbox, and confirms from the email’s link', async ({ page }) => {
  const thanks = await joinWaitList(page, 'ada@example.com');
  await expect(thanks).toContainText(/check your inbox/i);
  const email = await emailTo('ada@example.com');
  expect(email.subject).toBe('Confirm your place on the Testable wait list');

  // Opening the link (as a mail scanner would) confirms nothing: the page asks for the press.
  await page.goto(email.confirm);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my email' }).press('Enter');
  await expect(page).toHaveURL(`${SITE}/confirm/done`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re confirmed');
  // The operator hears of it, without the address.
  const notice = await emailTo('ops@testable.example');
  expect(notice.subject).toBe('New wait list sign-up confirmed');

  // The same link again: used.
  await page.goto(email.confirm);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page).toHaveURL(`${SITE}/confirm/already`);
});

test('leaves from the email’s link: the address and its leads are erased', async ({ page }) => {
  await joinWaitList(page, 'grace@example.com');
  const { leave } = await emailTo('grace@example.com');
  expect((await readLeads(leadsFile)).map((lead) => lead.email)).toContain('grace@example.com');
  await page.goto(leave);
  await page.getByRole('button', { name: 'Remove me' }).click();
  await expect(page).toHaveURL(`${SITE}/leave/done`);
  expect((await readLeads(leadsFile)).map((lead) => lead.email)).not.toContain('grace@example.com');
  // A forged link: a clear page, nothing else erased.
  await page.goto(`${SITE}/confirm?t=${'x'.repeat(43)}`);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page).toHaveURL(`${SITE}/confirm/invalid`);
  expect((await readLeads(leadsFile)).map((lead) => lead.email)).toContain('ada@example.com');
});

test('a founder reservation gets the founder’s email alone, its email step none, and confirming it the spot’s', async ({
  page,
}) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await waitForDialogs(page);
  await page.getByRole('main').getByRole('button', { name: 'Reserve for $10' }).click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill('lin@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  const payment = page.getByRole('dialog', { name: 'Reserve your spot for $10' });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  // The spot is held once the address is confirmed: no number before.
  const done = page.getByRole('dialog', { name: 'One step left: confirm your email' });
  await expect(done).toContainText('A link to confirm your email address is on its way');
  await expect(done).not.toContainText('#');
  const taken = async () =>
    ((await (await page.request.get(`${SITE}/api/founders`)).json()) as { taken: number }).taken;
  expect(await taken()).toBe(0);
  const lins = () => smtp.arrivals.filter(({ envelope }) => envelope.to.includes('lin@example.com'));
  await expect.poll(() => lins().length).toBe(1);
  const founderEmail = lins()[0];
  // One thing done, one email: the founder's, never the wait list's, which the email step did not join.
  expect(founderEmail?.mail.subject).toBe('Confirm your Testable founder reservation');
  expect(founderEmail?.mail.text).toContain('No card was charged');
  const confirm = new RegExp(`${SITE}/confirm\\?t=[A-Za-z0-9_-]{43}`).exec(founderEmail?.mail.text ?? '')?.[0] ?? '';
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  // Confirmed: the first spot held, named by the page the link leads to, and counted at once.
  await expect(page).toHaveURL(`${SITE}/confirm/founder/1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re founder #1!');
  await expectNoAxeViolations(page);
  expect(await taken()).toBe(1);
  // Confirming is the next thing done: one more email, the one that keeps the spot's number.
  await expect
    .poll(() => lins().map(({ mail }) => mail.subject))
    .toEqual(['Confirm your Testable founder reservation', 'You’re Testable founder #1']);
});
