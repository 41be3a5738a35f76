// @vitest-environment node
/**
 * A founder gets one email per thing they did, and the founder's email names their spot
 * (docs/emails.md, "When they go"), through the reference host as `npm start` mounts it, with a
 * real SMTP server and every send awaited through the execution context the test hands the host
 * (no waiting on time): a confirmed address reserving is sent "You're founder #N" alone; an
 * unconfirmed founder the confirmation on reserving, then the spot's email once on confirming; a
 * wait-list confirmation none; a second reservation, or the same lead sent again, none.
 */
import { describe, expect, it } from 'vitest';
import { leadsFilePerTest } from '../../../support/lead-database';
import { leadForm } from '../reference-host/helpers';
import { emailStep, hostsWithMail, reservation, SITE } from './host-with-mail';

const leads = leadsFilePerTest();
const CONFIRM_WAITLIST = 'Confirm your place on the Testable wait list';
const CONFIRM_FOUNDER = 'Confirm your Testable founder reservation';
const withMail = hostsWithMail(leads);

const join = (email: string, submission_id: string) => leadForm({ email, submission_id });

describe('the founder spot’s email', () => {
  it('goes once to an address confirmed already that reserves, naming its number, and the answer says so', async () => {
    const { post, subjects, mailTo, confirm } = await withMail(4);
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
    const { post, subjects, mailTo, confirm } = await withMail();
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
    const { post, subjects, confirm } = await withMail();
    await post(join('cy@example.com', 'w1'));
    expect(await confirm('cy@example.com')).toBe('/confirm/done');
    await post(join('cy@example.com', 'w2'));
    expect(subjects('cy@example.com')).toEqual([CONFIRM_WAITLIST]);
  });

  it('names each founder’s own number, in the order their spots were held', async () => {
    const { post, subjects, confirm } = await withMail(10);
    await post(reservation('di@example.com', 'r1'));
    await post(reservation('ed@example.com', 'r2'));
    await confirm('ed@example.com');
    await confirm('di@example.com');
    expect(subjects('ed@example.com').at(-1)).toBe('You’re Testable founder #11');
    expect(subjects('di@example.com').at(-1)).toBe('You’re Testable founder #12');
  });
});
