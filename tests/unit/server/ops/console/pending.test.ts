// @vitest-environment node
/**
 * The console with a mailer: a founder whose address is not confirmed holds no spot, and shows as
 * pending in the figures, in the list of people and on the person's page; each person's address
 * says where it stands; the founder spots say how the count is made.
 */
import { describe, expect, it } from 'vitest';
import { consoleAppPerTest, getPage, type Page, TAKEN_BEFORE } from './console-app';

const c = consoleAppPerTest({ confirmedOnly: true });

/** Marks an address confirmed, as its email's link does (or another status of the double opt-in). */
async function confirm(email: string, status = 'confirmed') {
  const sql = await c.sink.database();
  await sql.write([
    {
      sql: `INSERT INTO confirmations (email_key, kind, status, confirmed_at) VALUES (?1, 'founder', ?2, ?3)`,
      params: [email, status, '2026-11-21T09:00:00.000Z'],
    },
  ]);
}

const stat = (page: Page, name: string) =>
  [...page.document.querySelectorAll('.stat')]
    .find((element) => element.querySelector('dt')?.textContent === name)
    ?.querySelector('dd')
    ?.textContent?.replace(/\s+/g, ' ')
    .trim();

/** Each row's email, what they did, and where their address stands. */
const rows = (page: Page) =>
  [...page.document.querySelectorAll('table.leads tbody.lead > tr:first-child')].map((row) =>
    ['.cell-email a', 'td[data-label="Did"]', 'td.cell-state'].map((cell) =>
      row.querySelector(cell)?.textContent?.replace(/\s+/g, ' ').trim(),
    ),
  );

describe('pending founder reservations', () => {
  it('are counted apart, as people, marked in the list, and hold no spot', async () => {
    await c.add({ email: 'ada@example.com', message: 'Founder reservation' }, '2026-11-20T08:00:00.000Z');
    await c.add({ email: 'bo@example.com', message: 'Founder reservation' }, '2026-11-20T09:00:00.000Z');
    await c.add({ email: 'bo@example.com', message: 'Founder reservation' }, '2026-11-20T09:05:00.000Z');
    await c.add({ email: 'cy@example.com', message: 'Founder reservation' }, '2026-11-20T10:00:00.000Z');
    await c.add({ email: 'dee@example.com' }, '2026-11-20T11:00:00.000Z');
    await c.add({ email: 'eve@example.com', message: 'Nice' }, '2026-11-20T12:00:00.000Z');
    await c.add({ email: 'fay@example.com' }, '2026-11-20T13:00:00.000Z');
    await confirm('cy@example.com');
    await confirm('dee@example.com');
    await confirm('fay@example.com', 'failed');

    const page = await getPage(c.app, '/ops');
    // Three founders, Bo counted once; Ada and Bo are not confirmed.
    expect(stat(page, 'Reservations')).toBe('3 (2 pending)');
    expect(stat(page, 'Founder spots')).toBe(
      `${TAKEN_BEFORE + 1} of 50 founder spots taken 1 confirmed here, plus ${TAKEN_BEFORE} you set`,
    );
    // Newest first: feedback alone is never asked to confirm; a founder not confirmed holds no spot.
    expect(rows(page)).toEqual([
      ['fay@example.com', 'Wait list', 'Mail failed'],
      ['eve@example.com', 'Feedback', 'Not needed'],
      ['dee@example.com', 'Wait list', 'Confirmed'],
      ['cy@example.com', 'Founder', 'Confirmed'],
      ['bo@example.com', 'Founder', 'Pending No founder spot until confirmed'],
      ['ada@example.com', 'Founder', 'Pending No founder spot until confirmed'],
    ]);

    const person = await getPage(c.app, '/ops/person?email=bo@example.com');
    expect(person.document.querySelector('.story')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Did Founder Confirmation Pending',
    );
    expect(person.document.querySelectorAll('.lead-card .badge-pending')).toHaveLength(2);
    expect(person.screen.getAllByText(/holds no founder spot until the address is confirmed/)).toHaveLength(2);
    const confirmed = await getPage(c.app, '/ops/person?email=cy@example.com');
    expect(confirmed.document.querySelectorAll('.badge-pending')).toHaveLength(0);
  });

  it('are not spoken of when there are none', async () => {
    await c.add({ email: 'cy@example.com', message: 'Founder reservation' });
    await confirm('cy@example.com');
    const page = await getPage(c.app, '/ops');
    expect(stat(page, 'Reservations')).toBe('1');
    expect(page.document.querySelectorAll('.badge-pending, .state-note')).toHaveLength(0);
  });
});
