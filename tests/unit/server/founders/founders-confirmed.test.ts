// @vitest-environment node
/**
 * With a mailer, a founder spot is held once its address is confirmed, through the reference host
 * as `npm start` mounts it: a reservation's answer promises no number, the count stays where it
 * was, and only the email's confirm link moves the count and names the spot (the page it leads to).
 * A real SMTP server takes the emails.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smtpMailer } from '../../../../server/mail/smtp-mailer';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { FOUNDER_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { leadsFilePerTest } from '../../../support/lead-database';
import { type RunningSmtpServer, startSmtpServer } from '../../../support/smtp-server';
import { getJson, leadForm, postForm, readBody } from '../reference-host/helpers';

const leads = leadsFilePerTest();
/** How long an email sent after the lead's answer may take to arrive, on a busy machine: a bound, not a wait. */
const ARRIVAL = { timeout: 10_000, interval: 20 };
const SITE = 'http://localhost:4321';
let time = Date.parse('2026-11-21T10:00:00.000Z');
let server: RunningSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function hostWithMail(foundersTakenBefore?: number) {
  server = await startSmtpServer();
  const mailer = smtpMailer({ smtpUrl: server.url, from: { name: 'Testable', address: 'hello@testable.example' } });
  const app = createReferenceHost({
    leadsFile: leads.path,
    allowedOrigins: [SITE],
    // The bots of the last test come from one client address.
    leadsPerMinute: 100,
    now: () => time,
    ...(foundersTakenBefore === undefined ? {} : { foundersTakenBefore }),
    mail: {
      mailer,
      operatorAddress: null,
      site: async () => ({
        sender: { product: 'Testable', company: 'Testable', contactEmail: 'hello@testable.example' },
        siteUrl: SITE,
      }),
    },
  });
  const arrivals = server.arrivals;
  /** The confirm link of the email to `to`, once it has arrived. */
  const confirmLink = async (to: string) => {
    let text = '';
    await vi.waitFor(() => {
      text = arrivals.find((arrival) => arrival.envelope.to.includes(to))?.mail.text ?? '';
      expect(text).not.toBe('');
    }, ARRIVAL);
    return new RegExp(`${SITE}(/confirm\\?t=[A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';
  };
  const press = (path: string) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ confirm: '1' }).toString(),
    });
  /** The count as GET /api/founders serves it, once its cache has run out. */
  const taken = async () => {
    time += 10_000;
    return ((await readBody(await getJson(app, '/api/founders', {}))) as { taken: number }).taken;
  };
  return { app, confirmLink, press, taken };
}

const reserve = (email: string, submission_id: string) =>
  leadForm({ email, submission_id, message: FOUNDER_MESSAGE, plan: '{"user_types":[]}' });

describe('a founder spot with a mailer', () => {
  it('is held, counted and numbered only once the address is confirmed', async () => {
    const { app, confirmLink, press, taken } = await hostWithMail();
    expect(await taken()).toBe(0);

    // Two reservations: neither is told a number, and the count does not move.
    expect(await readBody(await postForm(app, reserve('ada@example.com', 'r1')))).toEqual({
      ok: true,
      founder: { pending: true, already: false },
      confirmation: 'queued',
    });
    expect(await readBody(await postForm(app, reserve('bo@example.com', 'r2')))).toEqual({
      ok: true,
      founder: { pending: true, already: false },
      confirmation: 'queued',
    });
    expect(await taken()).toBe(0);

    // Bo confirms first: his is the first spot held, and the page he is sent to says so.
    const bo = await press(await confirmLink('bo@example.com'));
    expect(bo.status).toBe(303);
    expect(bo.headers.get('location')).toBe('/confirm/founder/1');
    // The count moves at once, without waiting for its cache.
    expect(((await readBody(await getJson(app, '/api/founders', {}))) as { taken: number }).taken).toBe(1);

    // Ada, who reserved before him, confirms after: the second spot; his number does not move.
    time += 60_000;
    const ada = await press(await confirmLink('ada@example.com'));
    expect(ada.headers.get('location')).toBe('/confirm/founder/2');
    expect(await taken()).toBe(2);

    // A confirmed address reserving again is told its spot, held already.
    expect(await readBody(await postForm(app, reserve('Bo@Example.com', 'r3')))).toEqual({
      ok: true,
      founder: { number: 1, already: true },
    });
    expect(await taken()).toBe(2);
  });

  it('leaves a reservation that is never confirmed pending, however many there are', async () => {
    const { app, taken } = await hostWithMail(23);
    for (let bot = 0; bot < 27; bot += 1) {
      const answer = await readBody(await postForm(app, reserve(`bot${bot}@example.com`, `b${bot}`)));
      expect(answer).toMatchObject({ ok: true, founder: { pending: true } });
    }
    expect(await taken()).toBe(23);
  });

  it('gives a wait-list address confirmed before its reservation its spot at once, numbered after the operator’s figure', async () => {
    const { app, confirmLink, press, taken } = await hostWithMail(18);
    await postForm(app, leadForm({ email: 'cy@example.com', submission_id: 'w1' }));
    // A wait-list confirmation holds no spot: the generic page.
    expect((await press(await confirmLink('cy@example.com'))).headers.get('location')).toBe('/confirm/done');
    expect(await taken()).toBe(18);
    time += 60_000;
    // Its spot is held at once, and the email that names it is on its way.
    expect(await readBody(await postForm(app, reserve('cy@example.com', 'r1')))).toEqual({
      ok: true,
      founder: { number: 19, already: false },
      spotEmail: 'queued',
    });
    expect(await taken()).toBe(19);
  });
});
