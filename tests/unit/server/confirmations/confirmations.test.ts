// @vitest-environment node
/**
 * The double opt-in end to end on one machine: the real lead database (SQLite), the SMTP mailer
 * and a real SMTP server in this process, read back with mailparser. What arrives, what its links
 * do, and what an SMTP server that is slow, down, refusing or flooded makes of it.
 */
import type { SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dueConfirmations } from '../../../../server/confirmations/confirmation-store';
import { type ConfirmationOptions, confirmations } from '../../../../server/confirmations/confirmations';
import { erasePerson } from '../../../../server/confirmations/forget-address';
import { CONFIRM_LINK_MS, DAY_MS } from '../../../../server/confirmations/rules';
import { tokenHash } from '../../../../server/confirmations/tokens';
import type { Mailer } from '../../../../server/mail/mailer';
import { smtpMailer } from '../../../../server/mail/smtp-mailer';
import { FOUNDER_MESSAGE, WAITLIST_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { leadDatabasePerTest } from '../../../support/lead-database';
import { type RunningSmtpServer, smtpReply, startSmtpServer } from '../../../support/smtp-server';

const SITE = 'https://testable.example';
const SENDER = { product: 'Testable', company: 'Testable Labs', contactEmail: 'hello@testable.example' };
const OPERATOR = 'ops@testable.example';

const database = leadDatabasePerTest('confirmations-');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function mailServer(options: SMTPServerOptions = {}): Promise<RunningSmtpServer> {
  const server = await startSmtpServer(options);
  closers.push(server.close);
  return server;
}

/** The service over this test's database and `server`, on a clock the test moves. */
function service(server: { url: string }, options: Partial<ConfirmationOptions> = {}) {
  const clock = { now: Date.parse('2026-11-28T12:00:00.000Z') };
  const mailer: Mailer = smtpMailer({
    smtpUrl: server.url,
    from: { name: 'Testable', address: 'hello@testable.example' },
  });
  const background: Promise<unknown>[] = [];
  const opt = confirmations({
    database: () => database().sql(),
    mailer,
    site: async () => ({ sender: SENDER, siteUrl: SITE }),
    operatorAddress: OPERATOR,
    now: () => clock.now,
    ...options,
  });
  /** Stores the lead, then tells the service, as the lead route does; waits for the work after the answer. */
  const lead = async (email: string, message = WAITLIST_MESSAGE, client = '') => {
    const fields = { email, message, url: '', site: `${SITE}/`, submission_id: crypto.randomUUID() };
    await database().add(fields);
    const reply = await opt.onLead(fields, (work) => background.push(work), client);
    await Promise.allSettled(background.splice(0));
    return reply;
  };
  return { opt, clock, lead };
}

/** The confirm and leave links of an email's plain text part. */
function linksOf(text: string | undefined) {
  const token = (page: string) => new RegExp(`${SITE}/${page}\\?t=([A-Za-z0-9_-]{43})`).exec(text ?? '')?.[1] ?? '';
  return { confirm: token('confirm'), leave: token('leave') };
}

const rows = async (sql: string) => (await database().sql()).all(sql);

describe('the confirmation email', () => {
  it('goes to a new address once, with a confirm and a leave link kept only as hashes, and nothing the visitor typed', async () => {
    const server = await mailServer();
    const { lead } = service(server);
    // On its way: the answer does not wait for the mail server.
    expect(await lead('Ada@Example.com')).toBe('queued');
    expect(server.arrivals).toHaveLength(1);
    const [{ mail, envelope }] = server.arrivals as [(typeof server.arrivals)[0]];
    expect(envelope.to.map((address) => address.toLowerCase())).toEqual(['ada@example.com']);
    expect(mail.subject).toBe('Confirm your place on the Testable wait list');
    const links = linksOf(mail.text);
    expect(links.confirm).not.toBe('');
    expect(links.leave).not.toBe('');
    const unsubscribe = mail.headerLines.find(({ key }) => key === 'list-unsubscribe')?.line.replace(/\r?\n\s+/g, ' ');
    expect(unsubscribe).toBe(`List-Unsubscribe: <${SITE}/leave?t=${links.leave}>`);
    const stored = JSON.stringify(await rows('SELECT * FROM confirmation_tokens'));
    expect(stored).not.toContain(links.confirm);
    expect(stored).toContain(await tokenHash(links.confirm));
    expect(stored).toContain(await tokenHash(links.leave));
    // Not even the address itself is in the body: anyone can type anyone's address.
    expect(`${mail.text}${mail.html}`).not.toMatch(/ada@example\.com/i);
  });

  it('is not sent for feedback', async () => {
    const server = await mailServer();
    const { lead } = service(server);
    expect(await lead('ada@example.com', 'Your demo is great')).toBeNull();
    expect(server.arrivals).toHaveLength(0);
  });

  it('goes once to an address flooded with leads, in any case and at once', async () => {
    const server = await mailServer();
    const { lead } = service(server);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, index) => lead(index % 2 ? 'ADA@example.com' : 'ada@example.com')),
    );
    expect(server.arrivals).toHaveLength(1);
    // Each lead is told the one email is on its way, or sent once it is.
    expect(replies.filter((reply) => reply !== 'sent' && reply !== 'queued')).toEqual([]);
    // And a day later, still unconfirmed: one reminder, then nothing more that day.
    const again = service(server);
    again.clock.now += DAY_MS + 1;
    for (let index = 0; index < 5; index += 1) await again.lead('ada@example.com');
    expect(server.arrivals).toHaveLength(2);
  });

  it('sends a founder reservation its own email after the wait list’s, and nothing more', async () => {
    const server = await mailServer();
    const { lead } = service(server);
    expect(await lead('ada@example.com')).toBe('queued');
    expect(await lead('ada@example.com', FOUNDER_MESSAGE)).toBe('queued');
    expect(await lead('ada@example.com', FOUNDER_MESSAGE)).toBe('sent');
    expect(server.arrivals.map(({ mail }) => mail.subject)).toEqual([
      'Confirm your place on the Testable wait list',
      'Confirm your Testable founder reservation',
    ]);
  });
});

describe('the mail held back', () => {
  it('goes once to one inbox, however its name is spelled with dots and plus tags', async () => {
    const server = await mailServer();
    const { lead } = service(server);
    const spellings = [
      'ada@gmail.com',
      'a.da@gmail.com',
      'ada+1@gmail.com',
      'A.D.A+x@googlemail.com',
      'ada+2@gmail.com',
    ];
    const replies = [];
    for (let round = 0; round < 3; round += 1) for (const spelling of spellings) replies.push(await lead(spelling));
    expect(server.arrivals).toHaveLength(1);
    expect(replies.filter((reply) => reply !== 'sent' && reply !== 'queued')).toEqual([]);
  });

  it('writes nothing for 30 days to an inbox that left, whatever its spelling, though no lead of it is kept', async () => {
    const server = await mailServer();
    const { opt, clock, lead } = service(server);
    await lead('ada@gmail.com');
    const leave = linksOf(server.arrivals[0]?.mail.text).leave;
    expect(await opt.leave(leave)).toBe('done');
    expect(await rows("SELECT count(*) AS n FROM leads WHERE email_key = 'ada@gmail.com'")).toEqual([{ n: 0 }]);
    clock.now += DAY_MS + 1;
    expect(await lead('a.da+again@gmail.com')).toBeNull();
    expect(server.arrivals).toHaveLength(1);
    expect(JSON.stringify(await rows('SELECT * FROM mail_suppressions'))).not.toContain('ada');
    clock.now += 30 * DAY_MS;
    expect(await lead('ada@gmail.com')).toBe('queued');
    expect(server.arrivals).toHaveLength(2);
  });

  it('never writes again to an address that failed for good, even after its leads were erased', async () => {
    const server = await mailServer({
      onRcptTo: (_address, _session, callback) => callback(smtpReply(550, 'No such user')),
    });
    const { clock, lead } = service(server);
    await lead('nobody@example.com');
    await erasePerson(await database().sql(), 'nobody@example.com', new Date(clock.now));
    expect(await rows('SELECT * FROM confirmations')).toEqual([]);
    clock.now += 3 * DAY_MS;
    expect(await lead('nobody@example.com')).toBeNull();
    expect(await rows('SELECT * FROM confirmations')).toEqual([]);
  });
});

describe('the day’s mail shared fairly', () => {
  it('gives one client a twentieth of the day, so the visitors after it are not kept waiting', async () => {
    const server = await mailServer();
    const { lead } = service(server, { dailyLimit: 100 });
    for (let index = 0; index < 12; index += 1)
      await lead(`made-up-${index}@example.org`, WAITLIST_MESSAGE, '203.0.113.7');
    expect(server.arrivals).toHaveLength(5);
    expect(await lead('real.visitor@example.net', WAITLIST_MESSAGE, '198.51.100.1')).toBe('queued');
    expect(server.arrivals.map(({ envelope }) => envelope.to).at(-1)).toEqual(['real.visitor@example.net']);
  });

  it('gives one recipient domain half the day, whoever asks', async () => {
    const server = await mailServer();
    const { lead } = service(server, { dailyLimit: 20 });
    for (let index = 0; index < 14; index += 1)
      await lead(`person-${index}@one-domain.example`, WAITLIST_MESSAGE, `203.0.113.${index}`);
    expect(server.arrivals).toHaveLength(10);
    await lead('someone@another.example', WAITLIST_MESSAGE, '198.51.100.2');
    expect(server.arrivals).toHaveLength(11);
  });

  it('sends, of the emails due, a new address from the client that had least mail first', async () => {
    const sql = await database().sql();
    const row = (
      key: string,
      client: string,
      status: string,
      sends: number,
      next: number | null,
      sent: number | null,
    ) => ({
      sql: `INSERT INTO confirmations (email_key, kind, status, sends, next_attempt_at, last_sent_at, client)
        VALUES (?1, 'waitlist', ?2, ?3, ?4, ?5, ?6)`,
      params: [key, status, sends, next, sent, client],
    });
    await sql.write([
      row('busy-sent-1', 'busy', 'sent', 1, null, 900),
      row('busy-sent-2', 'busy', 'sent', 1, null, 950),
      row('busy-new', 'busy', 'due', 0, 100, null),
      row('quiet-new', 'quiet', 'due', 0, 200, null),
      row('quiet-reminder', 'quiet', 'due', 1, 50, 10),
    ]);
    expect((await dueConfirmations(sql, 1_000, 10)).map(({ key }) => key)).toEqual([
      'quiet-new',
      'busy-new',
      'quiet-reminder',
    ]);
  });
});

describe('an address no lead holds', () => {
  it('is forgotten when its email comes due, never marked as refusing mail', async () => {
    const server = await mailServer();
    const { opt } = service(server);
    const background: Promise<unknown>[] = [];
    const fields = {
      email: 'gone@example.com',
      message: WAITLIST_MESSAGE,
      url: '',
      site: `${SITE}/`,
      submission_id: 'x',
    };
    expect(await opt.onLead(fields, (work) => background.push(work))).toBe('queued');
    await Promise.allSettled(background);
    expect(await rows('SELECT * FROM confirmations')).toEqual([]);
    expect(server.arrivals).toHaveLength(0);
  });
});

describe('the confirm link', () => {
  it('confirms once, says so when used again, and tells the operator once', async () => {
    const server = await mailServer();
    const { opt, lead } = service(server);
    await lead('ada@example.com', FOUNDER_MESSAGE);
    const { confirm } = linksOf(server.arrivals[0]?.mail.text);
    expect((await opt.confirm(confirm)).result).toBe('done');
    expect((await opt.confirm(confirm)).result).toBe('already');
    expect(await rows('SELECT status FROM confirmations')).toEqual([{ status: 'confirmed' }]);
    await opt.runDue();
    await opt.runDue();
    const notices = server.arrivals.filter(({ envelope }) => envelope.to[0] === OPERATOR);
    expect(notices.map(({ mail }) => mail.subject)).toEqual(['New founder reservation confirmed']);
    expect(`${notices[0]?.mail.text}`).not.toContain('ada@example.com');
    // A confirmed address is never written to again.
    expect(await lead('ada@example.com')).toBeNull();
    expect(server.arrivals).toHaveLength(2);
  });

  it('tells the operator of a confirmation pressed while an earlier run is sending', async () => {
    const held: (() => void)[] = [];
    let holding = false;
    const server = await mailServer({
      // The operator's notices wait at the recipient while `holding`: a run is then under way.
      onRcptTo: (address, _session, callback) =>
        holding && address.address === OPERATOR ? held.push(() => callback()) : callback(),
    });
    const { opt, lead } = service(server);
    await lead('ada@example.com');
    await lead('cy@example.com');
    const [ada, cy] = server.arrivals.map(({ mail }) => linksOf(mail.text).confirm);
    expect((await opt.confirm(ada ?? '')).result).toBe('done');
    holding = true;
    const first = opt.runDue();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect((await opt.confirm(cy ?? '')).result).toBe('done');
    const second = opt.runDue();
    holding = false;
    for (const release of held) release();
    await Promise.all([first, second]);
    const notices = server.arrivals.filter(({ envelope }) => envelope.to[0] === OPERATOR);
    expect(notices.map(({ mail }) => mail.subject)).toEqual([
      'New wait list sign-up confirmed',
      'New wait list sign-up confirmed',
    ]);
  });

  it('is refused once 14 days have passed, and when forged, cut short or a leave link', async () => {
    const server = await mailServer();
    const { opt, clock, lead } = service(server);
    await lead('ada@example.com');
    const { confirm, leave } = linksOf(server.arrivals[0]?.mail.text);
    expect((await opt.confirm(confirm.slice(0, 42))).result).toBe('invalid');
    expect((await opt.confirm(`${confirm.slice(0, 42)}${confirm[42] === 'A' ? 'B' : 'A'}`)).result).toBe('invalid');
    expect((await opt.confirm(leave)).result).toBe('invalid');
    expect((await opt.confirm('<script>alert(1)</script>')).result).toBe('invalid');
    clock.now += CONFIRM_LINK_MS;
    expect((await opt.confirm(confirm)).result).toBe('expired');
    expect(await rows('SELECT status FROM confirmations')).toEqual([{ status: 'sent' }]);
  });
});

describe('the leave link', () => {
  it('erases the address, its leads, its confirmation and its links, and works once', async () => {
    const server = await mailServer();
    const { opt, lead } = service(server);
    await lead('ada@example.com');
    await lead('grace@example.com');
    const { leave } = linksOf(server.arrivals[0]?.mail.text);
    expect(await opt.leave(leave)).toBe('done');
    expect(await rows("SELECT email FROM leads WHERE email_key = 'ada@example.com'")).toEqual([]);
    expect(await rows("SELECT * FROM confirmations WHERE email_key = 'ada@example.com'")).toEqual([]);
    expect(await rows("SELECT * FROM confirmation_tokens WHERE email_key = 'ada@example.com'")).toEqual([]);
    expect(await rows('SELECT email FROM leads')).toEqual([{ email: 'grace@example.com' }]);
    expect(await opt.leave(leave)).toBe('invalid');
  });
});

describe('when the mail server is not well', () => {
  it('stores the lead, says the email is on its way, and sends it when a 4xx passes', async () => {
    let refusals = 1;
    const server = await mailServer({
      onRcptTo: (_address, _session, callback) =>
        refusals-- > 0 ? callback(smtpReply(451, 'Try again later')) : callback(),
    });
    const { opt, clock, lead } = service(server);
    expect(await lead('ada@example.com')).toBe('queued');
    expect(await rows('SELECT email FROM leads')).toEqual([{ email: 'ada@example.com' }]);
    await opt.runDue();
    expect(server.arrivals).toHaveLength(0);
    clock.now += 60_000;
    await opt.runDue();
    expect(server.arrivals).toHaveLength(1);
    expect(await rows('SELECT status, attempts, sends FROM confirmations')).toEqual([
      { status: 'sent', attempts: 2, sends: 1 },
    ]);
  });

  it('answers the lead at once when the server is slow, and the email still goes', async () => {
    const server = await mailServer({
      onRcptTo: (_address, _session, callback) => setTimeout(callback, 300),
    });
    const { opt } = service(server);
    const fields = {
      email: 'ada@example.com',
      message: WAITLIST_MESSAGE,
      url: '',
      site: `${SITE}/`,
      submission_id: 's',
    };
    await database().add(fields);
    const sending: Promise<unknown>[] = [];
    expect(await opt.onLead(fields, (work) => sending.push(work))).toBe('queued');
    expect(server.arrivals).toHaveLength(0);
    await Promise.all(sending);
    expect(server.arrivals).toHaveLength(1);
  });

  it('sends the founder’s email after the wait list’s when the reservation comes while the first is on its way', async () => {
    const server = await mailServer({
      onRcptTo: (_address, _session, callback) => setTimeout(callback, 200),
    });
    const { opt } = service(server);
    const sending: Promise<unknown>[] = [];
    for (const message of [WAITLIST_MESSAGE, FOUNDER_MESSAGE]) {
      const fields = { email: 'ada@example.com', message, url: '', site: `${SITE}/`, submission_id: message };
      await database().add(fields);
      expect(await opt.onLead(fields, (work) => sending.push(work))).toBe('queued');
    }
    await Promise.all(sending);
    expect(server.arrivals.map(({ mail }) => mail.subject)).toEqual([
      'Confirm your place on the Testable wait list',
      'Confirm your Testable founder reservation',
    ]);
    expect(await rows('SELECT kind, status, sends FROM confirmations')).toEqual([
      { kind: 'founder', status: 'sent', sends: 2 },
    ]);
  });

  it('never writes again to an address the server refuses for good, and says no email is on its way', async () => {
    const server = await mailServer({
      onRcptTo: (_address, _session, callback) => callback(smtpReply(550, 'No such user')),
    });
    const { opt, clock, lead } = service(server);
    // Told it is on its way before the server refused it; nothing more goes.
    expect(await lead('nobody@example.com')).toBe('queued');
    const [row] = await rows('SELECT status, failure FROM confirmations');
    expect(row).toMatchObject({ status: 'failed', failure: expect.stringContaining('550') });
    clock.now += 3 * DAY_MS;
    expect(await lead('nobody@example.com')).toBeNull();
    await opt.runDue();
    expect(await rows('SELECT attempts FROM confirmations')).toEqual([{ attempts: 1 }]);
  });

  it('stops mail only to the spelling that was refused, not to a look-alike’s real address', async () => {
    const server = await mailServer({
      onRcptTo: (address, _session, callback) =>
        /^[\x20-\x7e]+$/.test(address.address) ? callback() : callback(smtpReply(550, 'No such user')),
    });
    const { lead } = service(server);
    // A Kelvin sign (U+212A) for the K: the same key as kate@example.com, refused for good.
    await lead('\u212Aate@example.com');
    expect(await rows('SELECT status, failed_address FROM confirmations')).toEqual([
      { status: 'failed', failed_address: '\u212Aate@example.com' },
    ]);
    expect(await lead('\u212Aate@example.com')).toBeNull();
    expect(await lead('kate@example.com')).toBe('queued');
    expect(server.arrivals.map(({ envelope }) => envelope.to)).toEqual([['kate@example.com']]);
    expect(await rows('SELECT status FROM confirmations')).toEqual([{ status: 'sent' }]);
  });

  it('logs a refusal that names its recipient without the address', async () => {
    const server = await mailServer({
      onRcptTo: (address, _session, callback) =>
        callback(smtpReply(550, `5.1.1 <${address.address}>: Recipient address rejected: User unknown`)),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { lead } = service(server);
      await lead('Kate.Doe+list@Example.com');
      const logged = warn.mock.calls.flat().join(' ');
      expect(logged).toContain('[address]');
      expect(logged).toContain('Recipient address rejected');
      expect(logged.toLowerCase()).not.toContain('kate');
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps trying a server that is down for the link’s 14 days, then gives the address up', async () => {
    const down = await mailServer();
    await down.close();
    const { opt, clock, lead } = service(down);
    expect(await lead('ada@example.com')).toBe('queued');
    for (let day = 0; day < 15; day += 1) {
      clock.now += DAY_MS / 2;
      await opt.runDue();
      clock.now += DAY_MS / 2;
      await opt.runDue();
    }
    const [row] = await rows('SELECT status, attempts FROM confirmations');
    const tries = Number(row?.['attempts']);
    expect(row?.['status']).toBe('failed');
    expect(tries).toBeGreaterThan(20);
    expect(tries).toBeLessThan(40);
  });
});

describe('the daily cap', () => {
  it('holds new addresses past the cap until a day has passed, and keeps their leads', async () => {
    const server = await mailServer();
    const { opt, clock, lead } = service(server, { dailyLimit: 2 });
    for (const address of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect(await lead(address)).toBe('queued');
    expect(server.arrivals).toHaveLength(2);
    expect(await rows('SELECT count(*) AS n FROM leads')).toEqual([{ n: 3 }]);
    clock.now += DAY_MS - 1_000;
    await opt.runDue();
    expect(server.arrivals).toHaveLength(2);
    clock.now += 2_000;
    await opt.runDue();
    expect(server.arrivals.map(({ envelope }) => envelope.to[0])).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });
});
