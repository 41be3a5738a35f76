// @vitest-environment node
/**
 * The double opt-in over HTTP, through the reference host as `npm start` mounts it: the lead's
 * answer, the link pages' POSTs (303 to the page that says what happened), RFC 8058's one-click
 * leave, and the bounds every stranger's request meets. A real SMTP server takes the emails.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_POSTS_PER_MINUTE } from '../../../../server/confirmations/link-routes';
import { readLeads } from '../../../../server/lead-sink/sqlite-sink';
import { smtpMailer } from '../../../../server/mail/smtp-mailer';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { FOUNDER_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { leadsFilePerTest } from '../../../support/lead-database';
import { type RunningSmtpServer, startSmtpServer } from '../../../support/smtp-server';
import { leadForm, postForm, readBody } from '../reference-host/helpers';

const leads = leadsFilePerTest();
/** How long an email sent after the lead's answer may take to arrive, on a busy machine: a bound, not a wait. */
const ARRIVAL = { timeout: 10_000, interval: 20 };
const SITE = 'http://localhost:4321';
let server: RunningSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function hostWithMail() {
  server = await startSmtpServer();
  const mailer = smtpMailer({ smtpUrl: server.url, from: { name: 'Testable', address: 'hello@testable.example' } });
  const app = createReferenceHost({
    leadsFile: leads.path,
    allowedOrigins: [SITE],
    mail: {
      mailer,
      operatorAddress: null,
      site: async () => ({
        sender: { product: 'Testable', company: 'Testable', contactEmail: 'hello@testable.example' },
        siteUrl: SITE,
      }),
    },
  });
  return { app, arrivals: server.arrivals };
}

/** The path of the `page` link in the first email, once it has arrived. */
async function linkOf(arrivals: Awaited<ReturnType<typeof hostWithMail>>['arrivals'], page: 'confirm' | 'leave') {
  await vi.waitFor(() => expect(arrivals).toHaveLength(1), ARRIVAL);
  return new RegExp(`${SITE}(/${page}\\?t=[A-Za-z0-9_-]{43})`).exec(arrivals[0]?.mail.text ?? '')?.[1] ?? '';
}

const press = (app: Awaited<ReturnType<typeof hostWithMail>>['app'], path: string, body: Record<string, string>) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

describe('the lead’s answer with a mailer', () => {
  it('says the confirmation is on its way, then sent, for the wait list and a reservation, never for feedback', async () => {
    const { app, arrivals } = await hostWithMail();
    expect(await readBody(await postForm(app, leadForm()))).toEqual({ ok: true, confirmation: 'queued' });
    await vi.waitFor(() => expect(arrivals).toHaveLength(1), ARRIVAL);
    // The outbox sending the same submission again hears of the email sent.
    expect(await readBody(await postForm(app, leadForm()))).toEqual({
      ok: true,
      duplicate: true,
      confirmation: 'sent',
    });
    const reservation = await readBody(
      await postForm(app, leadForm({ message: FOUNDER_MESSAGE, submission_id: 'sub-2' })),
    );
    // With a mailer, the spot is held once the address is confirmed: no number yet.
    expect(reservation).toEqual({ ok: true, confirmation: 'queued', founder: { pending: true, already: false } });
    await vi.waitFor(() => expect(arrivals).toHaveLength(2), ARRIVAL);
    const feedback = await readBody(await postForm(app, leadForm({ message: 'Lovely', submission_id: 'sub-3' })));
    expect(feedback).toEqual({ ok: true });
    expect(arrivals).toHaveLength(2);
  });

  it('says nothing of email without a mailer', async () => {
    const app = createReferenceHost({ leadsFile: leads.path, allowedOrigins: [SITE] });
    expect(await readBody(await postForm(app, leadForm()))).toEqual({ ok: true });
    expect((await press(app, '/confirm?t=x', { confirm: '1' })).status).toBe(404);
  });
});

describe('a submission sent again', () => {
  const confirmationRows = (email: string) => {
    const db = new DatabaseSync(leads.path, { readOnly: true });
    try {
      return db.prepare('SELECT status FROM confirmations WHERE email_key = ?').all(email);
    } finally {
      db.close();
    }
  };

  it('with another address is refused: that address is not mailed, marked or spoken of', async () => {
    const { app, arrivals } = await hostWithMail();
    const reservation = leadForm({ message: FOUNDER_MESSAGE });
    expect(await readBody(await postForm(app, reservation))).toMatchObject({ founder: { pending: true } });
    await vi.waitFor(() => expect(arrivals).toHaveLength(1), ARRIVAL);
    for (const email of ['victim@example.com', 'VICTIM@example.com', reservation.email.toUpperCase()]) {
      const replay = await postForm(app, { ...reservation, email });
      expect(replay.status).toBe(409);
      expect(Object.keys(await readBody(replay))).toEqual(['error']);
    }
    expect(confirmationRows('victim@example.com')).toEqual([]);
    expect(await readLeads(leads.path)).toHaveLength(1);
    expect(arrivals).toHaveLength(1);
  });

  it('by a person who left is acknowledged, and nothing is done for the address', async () => {
    const { app, arrivals } = await hostWithMail();
    await postForm(app, leadForm());
    const leave = await linkOf(arrivals, 'leave');
    expect((await press(app, leave, {})).headers.get('location')).toBe('/leave/done');
    const again = await postForm(app, leadForm());
    expect(await readBody(again)).toEqual({ ok: true, duplicate: true });
    expect(confirmationRows(leadForm().email)).toEqual([]);
    expect(await readLeads(leads.path)).toEqual([]);
    expect(arrivals).toHaveLength(1);
  });
});

describe('POST /confirm and /leave', () => {
  it('confirm: 303 to the page that says it worked, then to the one that says it was used', async () => {
    const { app, arrivals } = await hostWithMail();
    await postForm(app, leadForm());
    const confirm = await linkOf(arrivals, 'confirm');
    const first = await press(app, confirm, { confirm: '1' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/confirm/done');
    expect((await press(app, confirm, { confirm: '1' })).headers.get('location')).toBe('/confirm/already');
    expect((await press(app, '/confirm?t=forged', { confirm: '1' })).headers.get('location')).toBe('/confirm/invalid');
    expect((await press(app, '/confirm', {})).headers.get('location')).toBe('/confirm/invalid');
  });

  it('leave: erases at the page’s button or a mailbox’s one-click post alike, once', async () => {
    const { app, arrivals } = await hostWithMail();
    await postForm(app, leadForm());
    const leave = await linkOf(arrivals, 'leave');
    const oneClick = await press(app, leave, { 'List-Unsubscribe': 'One-Click' });
    expect(oneClick.status).toBe(303);
    expect(oneClick.headers.get('location')).toBe('/leave/done');
    expect(await readLeads(leads.path)).toEqual([]);
    expect((await press(app, leave, { 'List-Unsubscribe': 'One-Click' })).headers.get('location')).toBe(
      '/leave/invalid',
    );
  });

  it('never acts on a GET: the link pages are the site’s static pages', async () => {
    const { app, arrivals } = await hostWithMail();
    await postForm(app, leadForm());
    const confirm = await linkOf(arrivals, 'confirm');
    expect((await app.request(confirm)).status).toBe(404);
    expect((await press(app, confirm, { confirm: '1' })).headers.get('location')).toBe('/confirm/done');
  });

  it(`takes ${LINK_POSTS_PER_MINUTE} presses a minute from one client, and no other site’s name`, async () => {
    const { app } = await hostWithMail();
    for (let index = 0; index < LINK_POSTS_PER_MINUTE; index += 1)
      expect((await press(app, '/leave?t=x', {})).status).toBe(303);
    const refused = await press(app, '/leave?t=x', {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const rebound = await app.request('http://attacker.example/confirm?t=x', { method: 'POST' });
    expect(rebound.status).toBe(421);
  });
});
