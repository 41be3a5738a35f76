/**
 * The reference host as `npm start` mounts it, mailing through a real SMTP server in this process,
 * for the tests of which emails a visitor is sent. The work each answer leaves running (a send) is
 * awaited through the execution context the test hands the host, so a count of arrivals is final,
 * not a guess at how long a send takes.
 */
import type { ExecutionContext } from 'hono';
import { afterEach, expect } from 'vitest';
import { smtpMailer } from '../../../../server/mail/smtp-mailer';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { FOUNDER_INTENT, INTENT_FIELD } from '../../../../src/leads/rules/lead-intent';
import { FOUNDER_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { startSmtpServer } from '../../../support/smtp-server';
import { leadForm, readBody } from '../reference-host/helpers';

export const SITE = 'http://localhost:4321';

async function hostWithMail(leadsFile: string, foundersTakenBefore: number) {
  const server = await startSmtpServer();
  const clock = { now: Date.parse('2026-11-29T10:00:00.000Z') };
  const app = createReferenceHost({
    leadsFile,
    allowedOrigins: [SITE],
    foundersTakenBefore,
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
  /** Sends a form as a page does, and waits for the work its answer left running. */
  const send = async (path: string, body: Record<string, string>) => {
    const running: Promise<unknown>[] = [];
    const context = {
      waitUntil: (work: Promise<unknown>) => running.push(work),
      passThroughOnException() {},
      props: {},
    };
    const response = await app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      },
      undefined,
      context as unknown as ExecutionContext,
    );
    await Promise.all(running);
    return response;
  };
  const post = async (fields: Record<string, string>) => readBody(await send('/api/leads', fields));
  const mailTo = (to: string) => arrivals.filter(({ envelope }) => envelope.to.includes(to)).map(({ mail }) => mail);
  /** The subjects of the emails each address was sent, in order. */
  const subjects = (to: string) => mailTo(to).map((mail) => mail.subject);
  /** Presses the confirm link of the last email to `to`: where the page goes. */
  const confirm = async (to: string) => {
    const text = mailTo(to).at(-1)?.text ?? '';
    const path = new RegExp(`${SITE}(/confirm\\?t=[A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';
    expect(path).not.toBe('');
    const response = await send(path, { confirm: '1' });
    // Later requests go past the minute that keeps due emails from being looked for on each one.
    clock.now += 61_000;
    return response.headers.get('location');
  };
  return { post, subjects, mailTo, confirm, arrivals, close: () => server.close() };
}

/**
 * How each test of a file starts its host, over that test's leads file (leadsFilePerTest, tests/support/lead-database.ts); its SMTP
 * server is closed after the test.
 */
export function hostsWithMail(leads: { path: string }) {
  let host: Awaited<ReturnType<typeof hostWithMail>> | undefined;
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });
  return async (foundersTakenBefore = 0) => {
    host = await hostWithMail(leads.path, foundersTakenBefore);
    return host;
  };
}

/** The email step of the payment flow, as the page posts it: a wait-list lead that asks for no email of its own. */
export const emailStep = (email: string, submission_id: string) =>
  leadForm({ email, submission_id, [INTENT_FIELD]: FOUNDER_INTENT });
/** The reservation's own lead, as its payment step posts it. */
export const reservation = (email: string, submission_id: string) =>
  leadForm({ email, submission_id, message: FOUNDER_MESSAGE, plan: '{"user_types":[]}' });
