// @vitest-environment node
/**
 * One email per thing a visitor did (docs/emails.md, "When they go"), through the reference host
 * as `npm start` mounts it, with a real SMTP server: a founder reservation (its email step, then
 * its payment step's lead) is sent the founder's email alone, a wait-list sign-up the wait list's
 * alone, and the email step of a reservation left at the card none, though its lead is kept. The
 * work each answer leaves running (the send) is awaited through the execution context the test
 * hands the host, so a count of arrivals is final, not a guess at how long a send takes.
 */
import { describe, expect, it } from 'vitest';
import { INTENT_FIELD } from '../../../../src/leads/rules/lead-intent';
import { leadsFilePerTest } from '../../../support/lead-database';
import { leadForm } from '../reference-host/helpers';
import { emailStep, hostsWithMail, reservation } from './host-with-mail';

const leads = leadsFilePerTest();
const startHost = hostsWithMail(leads);
const withMail = async () => ({ ...(await startHost()), stored: leadsOf });

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

describe('one email per thing a visitor did', () => {
  it('sends a founder reservation the founder’s email alone, its email step none', async () => {
    const { post, subjects, stored } = await withMail();
    // The email step is stored and answered, with no email planned for it.
    expect(await post(emailStep('ada@example.com', 's1'))).toEqual({ ok: true });
    expect(await post(reservation('ada@example.com', 'r1'))).toMatchObject({ ok: true, confirmation: 'queued' });
    expect(subjects('ada@example.com')).toEqual(['Confirm your Testable founder reservation']);
    // Both leads are kept, as before: the console sees what the visitor did.
    expect(await stored('ada@example.com')).toEqual(['Expression of interest', 'Founder reservation']);
  });

  it('sends a wait-list sign-up the wait list’s email alone', async () => {
    const { post, subjects } = await withMail();
    expect(await post(leadForm({ email: 'bo@example.com', submission_id: 'w1' }))).toEqual({
      ok: true,
      confirmation: 'queued',
    });
    expect(subjects('bo@example.com')).toEqual(['Confirm your place on the Testable wait list']);
  });

  it('sends nothing for a reservation left at the card, and keeps its lead', async () => {
    const { post, arrivals, stored } = await withMail();
    expect(await post(emailStep('cy@example.com', 's1'))).toEqual({ ok: true });
    expect(arrivals).toEqual([]);
    expect(await stored('cy@example.com')).toEqual(['Expression of interest']);
  });

  it('sends two emails for two things done: the wait list joined, then a spot reserved', async () => {
    const { post, subjects } = await withMail();
    await post(leadForm({ email: 'di@example.com', submission_id: 'w1' }));
    await post(emailStep('di@example.com', 's1'));
    await post(reservation('di@example.com', 'r1'));
    expect(subjects('di@example.com')).toEqual([
      'Confirm your place on the Testable wait list',
      'Confirm your Testable founder reservation',
    ]);
  });

  it('reads any other intent as none: the wait list’s email, as ever', async () => {
    const { post, subjects } = await withMail();
    await post(leadForm({ email: 'ed@example.com', submission_id: 'w1', [INTENT_FIELD]: 'Founder' }));
    expect(subjects('ed@example.com')).toEqual(['Confirm your place on the Testable wait list']);
  });
});
