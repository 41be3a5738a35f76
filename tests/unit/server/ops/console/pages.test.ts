// @vitest-environment node
/**
 * The console's pages over a real lead database: what each shows, how it answers a bad
 * request, and that no value from a lead ever becomes markup.
 */
import { describe, expect, it } from 'vitest';
import { CONSOLE_FONT_PATH } from '../../../../../server/ops/console/console-font';
import { CONSOLE_CSS, signInPage } from '../../../../../server/ops/console/pages';
import { PAGE_SIZE } from '../../../../../server/ops/lead-queries';
import { consoleAppPerTest, getPage, type Page, parsePage, postForm, TAKEN_BEFORE } from './console-app';

const c = consoleAppPerTest();

const v = (value: string) => ({ value });
const PLAN = JSON.stringify({
  app_description: v('An online shop for landscaping supplies'),
  user_types: [
    {
      type: v('Trade buyers'),
      segments: [
        {
          segment: v('Landscapers'),
          persona: { name: v('Maria'), age: v('34') },
          goals: [v('Price 40 bags of mulch')],
        },
      ],
    },
  ],
});
const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(1)>';

/** The rows of the leads table, each as its cells' text. */
const tableRows = (page: Page) =>
  [...page.document.querySelectorAll('table.leads tbody.lead > tr:first-child')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()),
  );

/** What every console page is: no script, no inline style, one stylesheet, the landmarks. */
function expectConsolePage(page: Page) {
  expect(page.html.startsWith('<!doctype html>')).toBe(true);
  expect(page.document.querySelectorAll('script, style, [style]')).toHaveLength(0);
  expect(page.html).not.toMatch(/\son[a-z]+=/i);
  expect([...page.document.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual([
    '/ops/console.css',
  ]);
  expect(page.document.querySelectorAll('h1')).toHaveLength(1);
  expect(page.document.querySelectorAll('header, main')).toHaveLength(2);
  expect(page.document.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
  expect(page.document.getElementById('main')?.tagName).toBe('MAIN');
  // Every field has its label.
  for (const field of page.document.querySelectorAll('input:not([type=hidden]), select'))
    expect(page.document.querySelector(`label[for="${field.id}"]`), field.outerHTML).not.toBeNull();
}

describe('the leads page', () => {
  it('shows the counts, the founder spots, the signups per day and the people, newest first', async () => {
    await c.add({ email: 'ada@example.com', url: 'https://ada.example/' }, '2026-11-19T08:30:00.000Z');
    // Bo reserves: the email step, then the reservation.
    await c.add({ email: 'bo@example.com', url: 'https://bo.example/' }, '2026-11-20T09:14:00.000Z');
    await c.add(
      { email: 'Bo@example.com', url: 'https://bo.example/', message: 'Founder reservation', plan: PLAN },
      '2026-11-20T09:15:00.000Z',
    );
    await c.add({ email: 'cy@example.com', url: '', message: 'The demo is lovely' }, '2026-11-21T07:05:00.000Z');
    await c.add({ email: 'ada@example.com', url: '', message: 'Any news?' }, '2026-11-21T07:30:00.000Z');

    const page = await getPage(c.app, '/ops');
    expect(page.status).toBe(200);
    expectConsolePage(page);
    expect(page.screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeTruthy();

    const stat = (name: string) =>
      [...page.document.querySelectorAll('.stat')]
        .find((element) => element.querySelector('dt')?.textContent === name)
        ?.querySelector('dd')
        ?.textContent?.replace(/\s+/g, ' ')
        .trim();
    // People as the list shows them: Bo reserved and is not on the wait list; Ada sent feedback too.
    expect(['People', 'Wait list', 'Reservations', 'Feedback'].map(stat)).toEqual(['3 (5 leads)', '1', '1', '2']);
    expect(stat('Founder spots')).toBe(
      `${TAKEN_BEFORE + 1} of 50 founder spots taken 1 reserved here, plus ${TAKEN_BEFORE} you set`,
    );

    // 30 days of bars, sized by attributes; the same numbers in a table for assistive technology.
    const bars = [...page.document.querySelectorAll('svg.chart-svg rect.bar')];
    expect(bars).toHaveLength(30);
    expect(bars.slice(-3).map((bar) => [bar.getAttribute('height'), bar.textContent])).toEqual([
      ['120', '19 Nov: 1 signup'],
      ['120', '20 Nov: 1 signup'],
      ['2', '21 Nov: 0 signups'],
    ]);
    expect(page.document.querySelector('svg.chart-svg')?.getAttribute('aria-hidden')).toBe('true');
    const chartTable = page.screen.getByRole('table', { name: /Signups per day, the last 30 days/ });
    expect(chartTable.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(page.screen.getByText('2 signups in the last 30 days; the most, 1, on 20 Nov.')).toBeTruthy();

    const table = page.screen.getByRole('table', { name: /^People, newest first \(3 people on this page\)$/ });
    expect([...table.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Latest', 'col'],
      ['Did', 'col'],
      ['Email', 'col'],
      ['Confirmation', 'col'],
      ['App address', 'col'],
      ['Feedback', 'col'],
    ]);
    // One row per address, with what they did; without a mailer no address needs confirming.
    expect(tableRows(page)).toEqual([
      [
        '21 Nov 2026, 07:30 UTC',
        'Wait list Feedback',
        'ada@example.com 2 leads',
        'Not needed',
        'https://ada.example/',
        'Any news?',
      ],
      ['21 Nov 2026, 07:05 UTC', 'Feedback', 'cy@example.com', 'Not needed', '(none)', 'The demo is lovely'],
      ['20 Nov 2026, 09:15 UTC', 'Founder', 'Bo@example.com 2 leads', 'Not needed', 'https://bo.example/', '(none)'],
    ]);
    // The email leads to the person; the app address is text, never a link.
    expect(page.screen.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      '/ops/person?email=ada%40example.com',
    );
    expect(table.querySelectorAll('td.cell-url a')).toHaveLength(0);
    // The plan, folded under the founder's lead.
    const plan = table.querySelector('details.plan');
    expect(plan?.querySelector('summary')?.textContent).toBe('Plan · 1 user type · 1 segment · 1 goal');
    expect(plan?.textContent).toMatch(
      /User type\s+Trade buyers[\s\S]*Segment\s+Landscapers[\s\S]*Maria[\s\S]*Price 40 bags of mulch/,
    );
    expect(page.screen.queryByRole('navigation', { name: 'Pages of people' })).toBeNull();
  });

  it('has the header on every page: the logo and name, Leads, Download CSV and Sign out', async () => {
    for (const path of ['/ops', '/ops/person?email=a@b.c', '/ops/erase?email=a@b.c']) {
      const page = await getPage(c.app, path);
      expectConsolePage(page);
      const header = page.document.querySelector('header') as HTMLElement;
      expect(header.querySelector('svg.logo')?.getAttribute('aria-hidden')).toBe('true');
      expect(header.querySelector('.brand')?.textContent?.trim()).toBe('Testable operator console');
      const nav = page.screen.getByRole('navigation', { name: 'Console' });
      expect([...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Leads', '/ops'],
        ['Download CSV', '/ops/api/leads.csv'],
      ]);
      const signOut = page.screen.getByRole('button', { name: 'Sign out' }).closest('form');
      expect([signOut?.getAttribute('method'), signOut?.getAttribute('action')]).toEqual(['post', '/ops/sign-out']);
    }
  });

  it('says there are no leads yet', async () => {
    const page = await getPage(c.app, '/ops');
    expect(page.screen.getByRole('heading', { name: 'No leads yet' })).toBeTruthy();
    expect(page.screen.getByText('0 signups in the last 30 days.')).toBeTruthy();
    expect(page.document.querySelectorAll('svg.chart-svg rect.bar-none')).toHaveLength(30);
  });

  it.each<[string, string, string[]]>([
    ['words in the email, any case', '/ops?q=ADA%40', ['ada@example.com']],
    ['words in the message', '/ops?q=lovely', ['cy@example.com']],
    ['words in the app address', '/ops?q=bo.example', ['bo@example.com']],
    // Bo's wait-list lead is his reservation's email step: he is a founder, not on the wait list.
    ['a kind', '/ops?kind=waitlist', ['ada@example.com']],
    ['the founders', '/ops?kind=founder', ['bo@example.com']],
    ['feedback', '/ops?kind=feedback', ['cy@example.com']],
    ['all kinds', '/ops?kind=all', ['cy@example.com', 'bo@example.com', 'ada@example.com']],
    ['days, each included', '/ops?from=2026-11-19&to=2026-11-20', ['bo@example.com', 'ada@example.com']],
    ['from a day', '/ops?from=2026-11-20', ['cy@example.com', 'bo@example.com']],
    ['a kind and words that do not meet', '/ops?kind=founder&q=lovely', []],
  ])('finds people by %s', async (_, path, emails) => {
    await c.add({ email: 'ada@example.com' }, '2026-11-19T08:30:00.000Z');
    await c.add({ email: 'bo@example.com', url: 'https://bo.example/' }, '2026-11-20T09:14:00.000Z');
    await c.add(
      { email: 'bo@example.com', url: 'https://bo.example/', message: 'Founder reservation' },
      '2026-11-20T09:15:00.000Z',
    );
    await c.add({ email: 'cy@example.com', message: 'The demo is lovely' }, '2026-11-21T07:05:00.000Z');
    const page = await getPage(c.app, path);
    expect(page.status).toBe(200);
    const rows = page.document.querySelectorAll('table.leads td.cell-email a');
    expect([...rows].map((link) => link.textContent)).toEqual(emails);
    if (emails.length === 0) expect(page.screen.getByRole('heading', { name: 'No one matches' })).toBeTruthy();
    // The form shows the search it ran.
    const params = new URL(path, 'http://x').searchParams;
    expect((page.screen.getByLabelText('Words') as HTMLInputElement).value).toBe(params.get('q') ?? '');
    expect((page.screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe(params.get('kind') ?? 'all');
    expect((page.screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe(params.get('from') ?? '');
  });

  it('goes on to older people a page at a time, keeping the search', async () => {
    for (let n = 0; n < PAGE_SIZE + 3; n++)
      await c.add({ email: `p${n}@example.com`, message: n % 2 === 0 ? 'Expression of interest' : 'Hello' });
    const first = await getPage(c.app, '/ops?kind=waitlist');
    expect(tableRows(first)).toHaveLength(27);
    expect(first.screen.queryByRole('link', { name: 'Older people' })).toBeNull();

    const all = await getPage(c.app, '/ops');
    expect(tableRows(all)).toHaveLength(PAGE_SIZE);
    expect(tableRows(all)[0]?.[2]).toBe(`p${PAGE_SIZE + 2}@example.com`);
    const older = all.screen.getByRole('link', { name: 'Older people' }).getAttribute('href') as string;
    expect(older).toMatch(/^\/ops\?cursor=\d+$/);
    const second = await getPage(c.app, older);
    expect(tableRows(second).map((row) => row[2])).toEqual(['p2@example.com', 'p1@example.com', 'p0@example.com']);
    expect(second.screen.getByRole('link', { name: 'Newest people' }).getAttribute('href')).toBe('/ops');
    expect(second.screen.getByRole('table', { name: /continued/ })).toBeTruthy();

    const searched = await getPage(c.app, '/ops?q=EXAMPLE&from=2026-11-01');
    const searchedOlder = searched.screen.getByRole('link', { name: 'Older people' }).getAttribute('href') as string;
    expect(searchedOlder).toMatch(/^\/ops\?q=EXAMPLE&from=2026-11-01&cursor=\d+$/);
    expect(tableRows(await getPage(c.app, searchedOlder))).toHaveLength(3);
  });

  it.each([
    [`/ops?q=${'x'.repeat(201)}`, /at most 200 characters/],
    ['/ops?kind=everyone', /Choose a kind/],
    ['/ops?from=yesterday', /The first day must be a date/],
    ['/ops?to=2026-02-30', /The last day must be a date/],
    ['/ops?from=2026-11-21&to=2026-11-01', /comes before the first day/],
    ['/ops?cursor=DROP%20TABLE%20leads', /does not exist/],
    ['/ops?cursor=99999999999999999999', /does not exist/],
  ])('answers %s with what is wrong, and no leads', async (path, message) => {
    await c.add({});
    const page = await getPage(c.app, path);
    expect(page.status).toBe(400);
    expectConsolePage(page);
    expect(page.screen.getByRole('alert').textContent).toMatch(message);
    expect(page.document.querySelector('table.leads')).toBeNull();
    if (!path.includes('cursor')) expect(page.document.querySelector('[aria-invalid="true"]')).not.toBeNull();
    // The counts and the form are still there.
    expect(page.screen.getByRole('search')).toBeTruthy();
  });
});

describe('a lead with markup in every field', () => {
  it('is shown as text on every page, never as markup', async () => {
    const hostile = {
      email: `${HOSTILE}@example.com`,
      url: `javascript:alert(1)//${HOSTILE}`,
      message: `${HOSTILE}\n"'&`.repeat(3),
      site: HOSTILE,
      submission_id: HOSTILE,
      plan: JSON.stringify({
        app_description: v(HOSTILE),
        user_types: [
          { type: v(HOSTILE), segments: [{ segment: v(HOSTILE), persona: { name: v(HOSTILE) }, goals: [v(HOSTILE)] }] },
        ],
      }),
    };
    await c.add(hostile);
    await c.add({ ...hostile, submission_id: `${HOSTILE}2`, message: 'Founder reservation', plan: HOSTILE });
    const email = encodeURIComponent(hostile.email);
    const pages = [
      await getPage(c.app, '/ops'),
      await getPage(c.app, `/ops?q=${encodeURIComponent(HOSTILE)}`),
      await getPage(c.app, `/ops?q=${encodeURIComponent(HOSTILE)}&from=${encodeURIComponent(HOSTILE)}`),
      await getPage(c.app, `/ops/person?email=${email}`),
      await getPage(c.app, `/ops/erase?email=${email}`),
      await postForm(c.app, '/ops/erase', { email: hostile.email }),
      await getPage(c.app, `/ops/person?email=${email}`),
    ];
    for (const page of pages) {
      expect(page.html).not.toMatch(/<script|<img/i);
      expect(page.document.querySelectorAll('script, img, [onerror]')).toHaveLength(0);
      expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    }
    const [list, , , person] = pages as [Page, Page, Page, Page];
    // The words show as they were written.
    expect(list.document.querySelector('td.cell-email a')?.textContent).toBe(hostile.email);
    expect(list.document.querySelector('td.cell-url')?.textContent).toBe(hostile.url);
    expect(list.document.querySelector('td.cell-message .message')?.textContent).toBe(hostile.message);
    expect(list.document.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
    expect(list.screen.getByText(/\(plan could not be read\)/)).toBeTruthy();
    expect(person.document.querySelector('h1')?.textContent).toBe(hostile.email);
    expect(person.document.querySelector('.plan-view .goals li')?.textContent).toBe(HOSTILE);
    expect(pages[5]?.screen.getByRole('status').textContent).toBe(`Erased 2 leads of ${hostile.email}.`);
  });
});

describe('a long message', () => {
  it('is folded to its first lines, the whole of it in the page', async () => {
    const long = `${'A long message about the app. '.repeat(10)}\nThe end.`;
    await c.add({ email: 'ada@example.com', message: long });
    await c.add({ email: 'bo@example.com', message: 'Short and sweet' });
    const page = await getPage(c.app, '/ops');
    const [short, folded] = [...page.document.querySelectorAll('td.cell-message')];
    expect(short?.querySelector('details')).toBeNull();
    expect(folded?.querySelector('details.message-fold summary .message-clamped')?.textContent).toBe(long);
  });
});

describe('the person page', () => {
  it('shows every lead held about an address, in any case, each with its plan readable', async () => {
    await c.add({ email: 'Ada@Example.com', url: 'ada.example', submission_id: 'first' }, '2026-11-18T12:00:00.000Z');
    await c.add({ email: 'ada@example.com', message: 'Founder reservation', plan: PLAN }, '2026-11-20T12:00:00.000Z');
    await c.add(
      { email: 'ada@example.com', message: 'Founder reservation', plan: '{"user_types": [' },
      '2026-11-21T08:00:00.000Z',
    );
    await c.add({ email: 'bo@example.com' });

    const page = await getPage(c.app, '/ops/person?email=ADA%40example.com');
    expect(page.status).toBe(200);
    expectConsolePage(page);
    expect(page.screen.getByRole('heading', { level: 1 }).textContent).toBe('ADA@example.com');
    expect(page.screen.getByText(/^3 leads held about this address/)).toBeTruthy();
    // What she did, as her row says: her wait-list lead is counted with her reservation.
    expect(page.document.querySelector('.story')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Did Founder Confirmation Not needed',
    );
    const leads = page.screen.getAllByRole('article');
    expect(leads.map((lead) => lead.querySelector('h2')?.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Wait list Received 18 Nov 2026, 12:00 UTC',
      'Founder Received 20 Nov 2026, 12:00 UTC',
      'Founder Received 21 Nov 2026, 08:00 UTC',
    ]);
    expect(leads[0]?.textContent).toContain('Ada@Example.com');
    expect(leads[0]?.textContent).toContain('Counted with the founder reservation');
    expect(leads[1]?.textContent).not.toContain('Counted with the founder reservation');
    expect(leads[1]?.textContent).toMatch(/Repeat of\s*first/);
    expect(leads[1]?.querySelector('.plan-view')?.textContent).toMatch(
      /Trade buyers[\s\S]*Landscapers[\s\S]*Maria[\s\S]*Price 40 bags/,
    );
    expect(leads[2]?.textContent).toContain('(plan could not be read)');

    expect(page.screen.getByRole('link', { name: 'Download as JSON' }).getAttribute('href')).toBe(
      '/ops/api/person?email=ADA%40example.com',
    );
    expect(page.screen.getByRole('link', { name: 'Erase this person…' }).getAttribute('href')).toBe(
      '/ops/erase?email=ADA%40example.com',
    );
  });

  it('says when nothing is held, and offers no erasure', async () => {
    const page = await getPage(c.app, '/ops/person?email=nobody%40example.com');
    expect(page.status).toBe(200);
    expect(page.screen.getByText('Nothing is held about this address.')).toBeTruthy();
    expect(page.screen.queryByRole('link', { name: /Erase/ })).toBeNull();
    expect(page.screen.queryAllByRole('article')).toHaveLength(0);
  });

  it.each<[string, string, string]>([
    [
      'confirmed',
      "'confirmed', 1, 1763715600000, '2026-11-21T09:00:00.000Z', NULL, NULL, NULL",
      'Address confirmed on',
    ],
    [
      'confirmed, its spot emailed',
      "'confirmed', 1, 1763715600000, '2026-11-21T09:00:00.000Z', NULL, 1763719200000, NULL",
      'The email naming their founder spot was sent on',
    ],
    [
      'confirmed, its spot’s email waiting',
      "'confirmed', 1, 1763715600000, '2026-11-21T09:00:00.000Z', NULL, NULL, 1763719200000",
      'The email naming their founder spot is waiting to be sent.',
    ],
    [
      'sent',
      "'sent', 1, 1763715600000, NULL, NULL, NULL, NULL",
      'Address not confirmed yet; the last link was sent on',
    ],
    [
      'due',
      `'due', 0, NULL, NULL, '451 ${HOSTILE}', NULL, NULL`,
      `its email is waiting to be sent (last try: 451 ${HOSTILE})`,
    ],
    [
      'failed',
      `'failed', 0, NULL, NULL, '550 ${HOSTILE}', NULL, NULL`,
      `No mail goes to this address: 550 ${HOSTILE}.`,
    ],
  ])(
    'says where the address stands in the double opt-in (%s), the mail server’s words as text',
    async (status, values, said) => {
      await c.add({ email: 'ada@example.com' });
      const sql = await c.sink.database();
      await sql.write([
        {
          sql: `INSERT INTO confirmations (email_key, kind, status, sends, last_sent_at, confirmed_at, failure,
            spot_email_sent_at, spot_email_due_at)
          VALUES ('ada@example.com', 'waitlist', ${values})`,
          params: [],
        },
      ]);
      const person = await getPage(c.app, '/ops/person?email=ada%40example.com');
      expect(person.document.querySelector('.email-line')?.textContent).toContain(said);
      expect(person.document.querySelectorAll('script, img')).toHaveLength(0);
      const leads = await getPage(c.app, '/ops');
      // Without a mailer, only an address confirmed earlier says so (pending.test.ts has the mailer).
      expect(leads.document.querySelector('td.cell-state')?.textContent).toBe(
        status.startsWith('confirmed') ? 'Confirmed' : 'Not needed',
      );
    },
  );

  it.each([
    ['/ops/person', /Give the email address/],
    ['/ops/person?email=%20', /Give the email address/],
    [`/ops/person?email=${'a'.repeat(321)}`, /at most 320 characters/],
    ['/ops/erase', /Give the email address/],
  ])('answers %s with what is wrong', async (path, message) => {
    const page = await getPage(c.app, path);
    expect(page.status).toBe(400);
    expectConsolePage(page);
    expect(page.screen.getByRole('alert').textContent).toMatch(message);
  });
});

describe('erasing a person', () => {
  it('asks first, saying how many leads go and that it cannot be undone', async () => {
    await c.add({ email: 'ada@example.com' });
    await c.add({ email: 'ADA@example.com', message: 'Founder reservation', plan: PLAN });
    const page = await getPage(c.app, '/ops/erase?email=ada%40example.com');
    expect(page.status).toBe(200);
    expectConsolePage(page);
    expect(page.screen.getByRole('heading', { level: 1 }).textContent).toBe('Erase ada@example.com?');
    expect(page.document.querySelector('main')?.textContent).toMatch(/This erases 2 leads held about ada@example\.com/);
    expect(page.screen.getByText('This cannot be undone.')).toBeTruthy();
    const form = page.screen.getByRole('button', { name: 'Erase 2 leads' }).closest('form') as HTMLFormElement;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/ops/erase']);
    expect((form.querySelector('input[type=hidden][name=email]') as HTMLInputElement).value).toBe('ada@example.com');
    expect(page.screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/ops/person?email=ada%40example.com',
    );
    // Asking erases nothing.
    expect((await getPage(c.app, '/ops/person?email=ada%40example.com')).screen.getAllByRole('article')).toHaveLength(
      2,
    );
  });

  it('erases every lead of the address and says how many, then nothing is held', async () => {
    await c.add({ email: 'ada@example.com' });
    await c.add({ email: 'Ada@Example.com', message: 'Feedback' });
    await c.add({ email: 'bo@example.com' });
    const page = await postForm(c.app, '/ops/erase', { email: 'ada@example.com' });
    expect(page.status).toBe(200);
    expectConsolePage(page);
    expect(page.screen.getByRole('status').textContent).toBe('Erased 2 leads of ada@example.com.');
    expect(page.screen.getByRole('link', { name: 'Back to the leads' }).getAttribute('href')).toBe('/ops');

    const person = await getPage(c.app, '/ops/person?email=ada%40example.com');
    expect(person.screen.getByText('Nothing is held about this address.')).toBeTruthy();
    expect(tableRows(await getPage(c.app, '/ops')).map((row) => row[2])).toEqual(['bo@example.com']);
    const again = await getPage(c.app, '/ops/erase?email=ada%40example.com');
    expect(again.screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing to erase');
    expect(again.screen.queryByRole('button', { name: /Erase/ })).toBeNull();
  });

  it.each<[string, RequestInit]>([
    [
      'no address',
      { body: new URLSearchParams({}).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ],
    ['a blank address', { body: 'email=%20%20', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    [
      'a body that is not a form',
      { body: '{"email":"ada@example.com"}', headers: { 'content-type': 'application/json' } },
    ],
    ['a broken form', { body: '--x\r\nnope', headers: { 'content-type': 'multipart/form-data; boundary=x' } }],
  ])('erases nothing given %s', async (_, init) => {
    await c.add({ email: 'ada@example.com' });
    const response = await c.app.request('/ops/erase', { method: 'POST', ...init });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Give the email address/);
    expect(tableRows(await getPage(c.app, '/ops'))).toHaveLength(1);
  });
});

describe('the sign-in page', () => {
  const render = async (options?: { error?: string }) => parsePage(String(await signInPage(options)));

  it('asks for the password, posted to /ops/sign-in', async () => {
    const { document } = await render();
    const input = document.querySelector('input#password') as HTMLInputElement;
    expect(document.querySelector('label[for=password]')?.textContent).toBe('Password');
    expect([input.type, input.name, input.getAttribute('autocomplete'), input.required]).toEqual([
      'password',
      'password',
      'current-password',
      true,
    ]);
    const form = input.closest('form') as HTMLFormElement;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/ops/sign-in']);
    expect(form.querySelector('button[type=submit]')?.textContent).toBe('Sign in');
    expect(document.querySelector('[role=alert]')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Sign in');
    // Signed out: no links into the console, no sign-out button.
    expect(document.querySelector('nav')).toBeNull();
    expect(document.querySelectorAll('script, style, [style]')).toHaveLength(0);
  });

  it('says what went wrong, as text, tied to the field', async () => {
    const { html, document } = await render({ error: `Wrong password ${HOSTILE}` });
    expect(html).not.toMatch(/<script|<img/);
    const alert = document.querySelector('[role=alert]');
    expect(alert?.textContent).toBe(`Wrong password ${HOSTILE}`);
    expect(document.querySelector('#password')?.getAttribute('aria-describedby')).toBe(alert?.id);
  });
});

describe('the stylesheet', () => {
  it('has a light and a dark palette, focus rings and a narrow layout, and loads nothing but its typeface', () => {
    expect(CONSOLE_CSS).toContain('@media (prefers-color-scheme: dark)');
    expect(CONSOLE_CSS).toContain(':focus-visible');
    expect(CONSOLE_CSS).toMatch(/@media \(max-width: [\d.]+rem\)/);
    expect(CONSOLE_CSS).not.toContain('@import');
    expect(CONSOLE_CSS.match(/url\([^)]*\)/g)).toEqual([`url("${CONSOLE_FONT_PATH}")`]);
  });
});
