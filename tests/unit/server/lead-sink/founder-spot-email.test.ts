// @vitest-environment node
/**
 * A founder gets one email per thing they did, and the founder's email names their spot
 * (docs/emails.md, "When they go"), through the reference host as `npm start` mounts it, with a
 * real SMTP server and every send awaited through the execution context the test hands the host
 * (no waiting on time): a confirmed address reserving is sent "You're founder #N" alone; an
 * unconfirmed founder the confirmation on reserving, then the spot's email once on confirming; a
 * wait-list confirmation none; a second reservation, or the same lead sent again, none.
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
const CONFIRM_WAITLIST = 'Confirm your place on the Testable wait list';
const CONFIRM_FOUNDER = 'Confirm your Testable founder reservation';
let server: RunningSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function hostWithMail(foundersTakenBefore = 0) {
  server = await startSmtpServer();
  const clock = { now: Date.parse('2026-11-29T10:00:00.000Z') };
  const app = createReferenceHost({
    leadsFile: leads.path,
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
  /** Sends a request as a page does, and waits for the work its answer left running. */
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
  return { post, subjects, mailTo, confirm, clock };
}

const join = (email: string, submission_id: string) => leadForm({ email, submission_id });
const emailStep = (email: string, submission_id: string) =>
  leadForm({ email, submission_id, [INTENT_FIELD]: FOUNDER_INTENT });
const reservation = (email: string, submission_id: string) =>
  leadForm({ email, submission_id, message: FOUNDER_MESSAGE, plan: '{"user_types":[]}' });

describe('the founder spot’s email', () => {
  it('goes once to an address confirmed already that reserves, naming its number, and the answer says so', async () => {
    const { post, subjects, mailTo, confirm } = await hostWithMail(4);
    await post(join('ada@example.com', 'w1'));
    expect(await confirm('ada@example.com')).toBe('/confirm/done');
    expect(subjects('ada@example.com')).toEqual([CONFIRM_WAITLIST]);

    await post(emailStep('ada@example.com', 's1'));
    expect(await post(reservation('ada@example.com', 'r1'))).toEqual({
      ok: true,
      founder: { number: 5, already: false },
      spotEmail: 'queued',
    });
    expect(subjects('ada@example.com')).toEqual([CONFIRM_WAITLIST, 'You’re Testable founder #5']);
    const spot = mailTo('ada@example.com')[1];
    expect(spot?.text).toContain('You’re founder #5!');
    expect(spot?.text).toContain('No card was charged');
    expect(spot?.text).toMatch(new RegExp(`${SITE}/leave\\?t=[A-Za-z0-9_-]{43}`));
    expect(spot?.text).not.toContain('/confirm?t=');

    // The same lead sent again, and a second reservation that takes no second spot: no email.
    expect(await post(reservation('ada@example.com', 'r1'))).toEqual({
      ok: true,
      duplicate: true,
      founder: { number: 5, already: false },
    });
    expect(await post(reservation('ada@example.com', 'r2'))).toEqual({
      ok: true,
      founder: { number: 5, already: true },
    });
    expect(subjects('ada@example.com')).toHaveLength(2);
  });

  it('goes to an unconfirmed founder once, after the confirmation, when the link is pressed', async () => {
    const { post, subjects, mailTo, confirm } = await hostWithMail();
    await post(emailStep('bo@example.com', 's1'));
    expect(await post(reservation('bo@example.com', 'r1'))).toMatchObject({
      founder: { pending: true },
      confirmation: 'queued',
    });
    expect(subjects('bo@example.com')).toEqual([CONFIRM_FOUNDER]);

    expect(await confirm('bo@example.com')).toBe('/confirm/founder/1');
    expect(subjects('bo@example.com')).toEqual([CONFIRM_FOUNDER, 'You’re Testable founder #1']);
    expect(mailTo('bo@example.com')[1]?.text).toContain('You’re founder #1!');

    // Reserving again once confirmed: the spot is the same, and its email went already.
    expect(await post(reservation('bo@example.com', 'r2'))).toEqual({
      ok: true,
      founder: { number: 1, already: true },
    });
    expect(subjects('bo@example.com')).toHaveLength(2);
  });

  it('never goes for a wait-list confirmation', async () => {
    const { post, subjects, confirm } = await hostWithMail();
    await post(join('cy@example.com', 'w1'));
    expect(await confirm('cy@example.com')).toBe('/confirm/done');
    await post(join('cy@example.com', 'w2'));
    expect(subjects('cy@example.com')).toEqual([CONFIRM_WAITLIST]);
  });

  it('names each founder’s own number, in the order their spots were held', async () => {
    const { post, subjects, confirm } = await hostWithMail(10);
    await post(reservation('di@example.com', 'r1'));
    await post(reservation('ed@example.com', 'r2'));
    await confirm('ed@example.com');
    await confirm('di@example.com');
    expect(subjects('ed@example.com').at(-1)).toBe('You’re Testable founder #11');
    expect(subjects('di@example.com').at(-1)).toBe('You’re Testable founder #12');
  });
});
