// @vitest-environment node
/**
 * One email per thing a visitor did (docs/emails.md, "When they go"), through the reference host
 * as `npm start` mounts it, with a real SMTP server: a founder reservation (its email step, then
 * its payment step's lead) is sent the founder's email alone, a wait-list sign-up the wait list's
 * alone, and the email step of a reservation left at the card none, though its lead is kept. The
 * work each answer leaves running (the send) is awaited through the execution context the test
 * hands the host, so a count of arrivals is final, not a guess at how long a send takes.
 */
import type { ExecutionContext } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../../../server/mail/smtp-mailer';
import { createReferenceHost } from '../../../../server/reference-host/app';
import { FOUNDER_INTENT, INTENT_FIELD } from '../../../../src/leads/rules/lead-intent';
import { FOUNDER_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { type RunningSmtpServer, startSmtpServer } from '../../../support/smtp-server';
import { leadForm, leadsFilePerTest, readBody } from '../reference-host/helpers';

const leads = leadsFilePerTest();
const SITE = 'http://localhost:4321';
let server: RunningSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function hostWithMail() {
  server = await startSmtpServer();
  const clock = { now: Date.parse('2026-11-29T10:00:00.000Z') };
  const app = createReferenceHost({
    leadsFile: leads.path,
    allowedOrigins: [SITE],
    now: () => clock.now,
    mail: {
      mailer: smtpMailer({ smtpUrl: server.url, from: { name: 'Testable', address: 'hello@testable.example' } }),
      operatorAddress: null,
      site: async () => ({
        sender: { product: 'Testable', company: 'Testable', contactEmail: 'hello@testable.example' },
        siteUrl: SITE,
      }),
    },
  });
  const arrivals = server.arrivals;
  /** Posts a lead as the page does, and waits for the work its answer left running. */
  const post = async (fields: Record<string, string>) => {
    const running: Promise<unknown>[] = [];
    const context = {
      waitUntil: (work: Promise<unknown>) => running.push(work),
      passThroughOnException() {},
      props: {},
    };
    const response = await app.request(
      '/api/leads',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
      undefined,
      context as unknown as ExecutionContext,
    );
    await Promise.all(running);
    return readBody(response);
  };
  /** The subjects of the emails each address was sent, in order. */
  const subjects = (to: string) =>
    arrivals.filter(({ envelope }) => envelope.to.includes(to)).map(({ mail }) => mail.subject);
  return { post, subjects, arrivals, stored: leadsOf };
}

/** The messages of the leads the host stored for `email`, in order. */
async function leadsOf(email: string): Promise<string[]> {
  const { DatabaseSync } = await import('node:sqlite');
  const database = new DatabaseSync(leads.path, { readOnly: true });
  try {
    return database
      .prepare('SELECT message FROM leads WHERE email = ? ORDER BY id')
      .all(email)
      .map((row) => String(row['message']));
  } finally {
    database.close();
  }
}

/** The email step of the payment flow, as the page posts it: a wait-list lead that asks for no email of its own. */
const emailStep = (email: string, submission_id: string) =>
  leadForm({ email, submission_id, [INTENT_FIELD]: FOUNDER_INTENT });
const reservation = (email: string, submission_id: string) =>
  leadForm({ email, submission_id, message: FOUNDER_MESSAGE, plan: '{"user_types":[]}' });

describe('one email per thing a visitor did', () => {
  it('sends a founder reservation the founder’s email alone, its email step none', async () => {
    const { post, subjects, stored } = await hostWithMail();
    // The email step is stored and answered, with no email planned for it.
    expect(await post(emailStep('ada@example.com', 's1'))).toEqual({ ok: true });
    expect(await post(reservation('ada@example.com', 'r1'))).toMatchObject({ ok: true, confirmation: 'queued' });
    expect(subjects('ada@example.com')).toEqual(['Confirm your Testable founder reservation']);
    // Both leads are kept, as before: the console sees what the visitor did.
    expect(await stored('ada@example.com')).toEqual(['Expression of interest', 'Founder reservation']);
  });

  it('sends a wait-list sign-up the wait list’s email alone', async () => {
    const { post, subjects } = await hostWithMail();
    expect(await post(leadForm({ email: 'bo@example.com', submission_id: 'w1' }))).toEqual({
      ok: true,
      confirmation: 'queued',
    });
    expect(subjects('bo@example.com')).toEqual(['Confirm your place on the Testable wait list']);
  });

  it('sends nothing for a reservation left at the card, and keeps its lead', async () => {
    const { post, arrivals, stored } = await hostWithMail();
    expect(await post(emailStep('cy@example.com', 's1'))).toEqual({ ok: true });
    expect(arrivals).toEqual([]);
    expect(await stored('cy@example.com')).toEqual(['Expression of interest']);
  });

  it('sends two emails for two things done: the wait list joined, then a spot reserved', async () => {
    const { post, subjects } = await hostWithMail();
    await post(leadForm({ email: 'di@example.com', submission_id: 'w1' }));
    await post(emailStep('di@example.com', 's1'));
    await post(reservation('di@example.com', 'r1'));
    expect(subjects('di@example.com')).toEqual([
      'Confirm your place on the Testable wait list',
      'Confirm your Testable founder reservation',
    ]);
  });

  it('reads any other intent as none: the wait list’s email, as ever', async () => {
    const { post, subjects } = await hostWithMail();
    await post(leadForm({ email: 'ed@example.com', submission_id: 'w1', [INTENT_FIELD]: 'Founder' }));
    expect(subjects('ed@example.com')).toEqual(['Confirm your place on the Testable wait list']);
  });
});
