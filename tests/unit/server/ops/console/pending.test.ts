// @vitest-environment node
/**
 * The console with a mailer: a founder reservation whose address is not confirmed holds no spot,
 * and shows as pending in the figures, in the leads list and on the person's page; the founder
 * spots say how the count is made.
 */
import { describe, expect, it } from 'vitest';
import { consoleAppPerTest, getPage, type Page, TAKEN_BEFORE } from './console-app';

const c = consoleAppPerTest({ confirmedOnly: true });

/** Marks an address confirmed, as its email's link does. */
async function confirm(email: string) {
  const sql = await c.sink.database();
  await sql.write([
    {
      sql: `INSERT INTO confirmations (email_key, kind, status, confirmed_at) VALUES (?1, 'founder', 'confirmed', ?2)`,
      params: [email, '2026-11-21T09:00:00.000Z'],
    },
  ]);
}

const stat = (page: Page, name: string) =>
  [...page.document.querySelectorAll('.stat')]
    .find((element) => element.querySelector('dt')?.textContent === name)
    ?.querySelector('dd')
    ?.textContent?.replace(/\s+/g, ' ')
    .trim();

const kindCells = (page: Page) =>
  [...page.document.querySelectorAll('table.leads tbody.lead > tr:first-child td[data-label="Kind"]')].map((cell) =>
    cell.textContent?.replace(/\s+/g, ' ').trim(),
  );

describe('pending founder reservations', () => {
  it('are counted apart, marked in the list, and hold no spot', async () => {
    await c.add({ email: 'ada@example.com', message: 'Founder reservation' }, '2026-11-20T08:00:00.000Z');
    await c.add({ email: 'bo@example.com', message: 'Founder reservation' }, '2026-11-20T09:00:00.000Z');
    await c.add({ email: 'bo@example.com', message: 'Founder reservation' }, '2026-11-20T09:05:00.000Z');
    await c.add({ email: 'cy@example.com', message: 'Founder reservation' }, '2026-11-20T10:00:00.000Z');
    await c.add({ email: 'dee@example.com' }, '2026-11-20T11:00:00.000Z');
    await confirm('cy@example.com');
    await confirm('dee@example.com');

    const page = await getPage(c.app, '/ops');
    expect(stat(page, 'Reservations')).toBe('4 (3 pending)');
    expect(stat(page, 'Founder spots')).toBe(
      `${TAKEN_BEFORE + 1} of 50 founder spots taken 1 confirmed here, plus ${TAKEN_BEFORE} you set`,
    );
    // Newest first: the wait list is never pending, a confirmed founder is not.
    expect(kindCells(page)).toEqual(['Wait list', 'Founder', 'Founder Pending', 'Founder Pending', 'Founder Pending']);

    const person = await getPage(c.app, '/ops/person?email=bo@example.com');
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
    expect(page.document.querySelectorAll('.badge-pending')).toHaveLength(0);
  });
});
