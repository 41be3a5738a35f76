/**
 * README's pictures of the operator's console (docs/screenshots/ops-*.png): the leads page at
 * 1280 and 390 px in light and dark, one plan opened, and a person's page, the same four ways. The console is served
 * here over a database of example leads spread over the last weeks, under the console's CSP; a
 * CSP violation or a console error stops the run. Not a test: run it after changing the
 * console's pages or styles, `node tests/unit/server/ops/console/screenshots.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Page } from '@playwright/test';
import { Hono } from 'hono';
import { WEB_FONT_FILE } from '../../../../../integrations/web-font.ts';
import { foundersHeld } from '../../../../../server/founders/founder-spots.ts';
import { createLeadSink, type LeadInput } from '../../../../../server/lead-sink/sqlite-sink.ts';
import { CONSOLE_FONT_PATH } from '../../../../../server/ops/console/console-font.ts';
import { CONSOLE_CSS, consolePages } from '../../../../../server/ops/console/pages.ts';
import type { OpsEnv } from '../../../../../server/ops/ops-context.ts';
import { CONSOLE_POLICY } from '../../../../../server/ops/ops-routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../../tools/chromium.ts';

const OUT = 'docs/screenshots';
const NOW = new Date('2026-11-21T16:42:00.000Z');
const FAVICON = new URL('../../../../../public/favicon.svg', import.meta.url);

const v = (value: string) => ({ value });
const PLANS = {
  mulch: {
    app_description: v('An online shop for landscaping supplies, delivered next day'),
    user_types: [
      {
        type: v('Trade buyers'),
        description: v('who run small landscaping crews'),
        segments: [
          {
            segment: v('Landscapers'),
            persona: {
              name: v('Maria'),
              age: v('34'),
              occupation_background: v('Landscaper'),
              state_of_mind: v('Impatient'),
              device: v('iPhone 15'),
            },
            goals: [v('Price 40 bags of mulch'), v('Book a delivery slot for Monday')],
          },
        ],
      },
      {
        type: v('Home gardeners'),
        segments: [
          {
            segment: v('First-time buyers'),
            persona: { name: v('Tom'), age: v('61'), state_of_mind: v('Curious'), device: v('iPad') },
            goals: [v('Find bark chips for a small bed')],
          },
        ],
      },
    ],
  },
  clinic: {
    app_description: v('Shift scheduling for small clinics'),
    user_types: [
      {
        type: v('Nurses'),
        segments: [
          {
            segment: v('Night shift'),
            persona: { name: v('Ana'), age: v('38'), state_of_mind: v('Tired'), device: v('Android phone') },
            goals: [v('Swap a shift with a colleague'), v('See next week’s rota')],
          },
        ],
      },
    ],
  },
};

type Example = Partial<LeadInput> & { daysAgo: number; at: string };
const FOUNDER = 'Founder reservation';
const WAITLIST = 'Expression of interest';
const EXAMPLES: Example[] = [
  {
    daysAgo: 0,
    at: '16:31',
    email: 'maria@greenline.example',
    url: 'https://mulch-shop.example/',
    message: FOUNDER,
    plan: JSON.stringify(PLANS.mulch),
  },
  { daysAgo: 0, at: '15:12', email: 'sam.okafor@example.com', url: 'https://rota.example/app', message: WAITLIST },
  {
    daysAgo: 0,
    at: '11:48',
    email: 'lea@studio-nord.example',
    url: 'https://studio-nord.example/booking',
    message:
      'Love the idea. Could the tester also try our booking flow on a slow phone connection? Most of our customers book from the bus on the way home, and that is where it breaks for them. Happy to share a staging login.',
  },
  {
    daysAgo: 1,
    at: '19:05',
    email: 'ana@nightshift.example',
    url: 'https://rota.example/',
    message: FOUNDER,
    plan: JSON.stringify(PLANS.clinic),
  },
  { daysAgo: 1, at: '09:22', email: 'dev@tinyinvoice.example', url: 'https://tinyinvoice.example/', message: WAITLIST },
  { daysAgo: 2, at: '14:40', email: 'priya@example.org', url: '', message: 'Does it work with apps behind a login?' },
  { daysAgo: 6, at: '20:17', email: 'Maria@Greenline.example', url: 'mulch-shop.example', message: WAITLIST },
  { daysAgo: 2, at: '08:03', email: 'j.meyer@example.de', url: 'https://kita-app.example/', message: WAITLIST },
];
// The weeks before: a wait list that grows, some days busier than others.
const EARLIER = [3, 1, 4, 2, 0, 5, 3, 2, 6, 1, 0, 2, 4, 3, 1, 0, 2, 5, 3, 2, 1, 4, 2, 3, 1, 2, 0];
EARLIER.forEach((count, index) => {
  for (let n = 0; n < count; n++)
    EXAMPLES.push({
      daysAgo: index + 3,
      at: `${String(8 + ((n * 5) % 12)).padStart(2, '0')}:${String((n * 17) % 60).padStart(2, '0')}`,
      email: `person${index}-${n}@example.com`,
      url: n % 2 === 0 ? `https://app${index}.example/` : '',
      message: WAITLIST,
    });
});

const dir = mkdtempSync(join(tmpdir(), 'ops-screenshots-'));
let receivedAt = NOW.toISOString();
const sink = createLeadSink({ file: join(dir, 'leads.db'), now: () => new Date(receivedAt) });
const ordered = EXAMPLES.map((lead) => {
  const day = new Date(NOW.getTime() - lead.daysAgo * 86_400_000).toISOString().slice(0, 10);
  return { ...lead, received: `${day}T${lead.at}:00.000Z` };
}).sort((a, b) => a.received.localeCompare(b.received));
for (const [index, { daysAgo: _, at: __, received, ...lead }] of ordered.entries()) {
  receivedAt = received;
  await sink.add({
    url: '',
    site: 'https://testable.example/',
    submission_id: `example-${index}`,
    ...lead,
  } as LeadInput);
}

// The double opt-in, as a mailer would have left it: most addresses confirmed, some still
// unconfirmed, one that refused mail.
const sql = await sink.database();
// Feedback alone is never asked to confirm.
const keys = (
  await sql.all(
    `SELECT DISTINCT email_key FROM leads WHERE message IN ('Expression of interest', 'Founder reservation')
      ORDER BY email_key`,
  )
).map((row) => String(row['email_key']));
await sql.write(
  keys.map((key, index) => ({
    sql: `INSERT INTO confirmations (email_key, kind, status, sends, last_sent_at, confirmed_at, failure)
      VALUES (?1, 'waitlist', ?2, 1, ?3, ?4, ?5)`,
    params: [
      key,
      index % 11 === 5 ? 'failed' : index % 4 === 1 ? 'sent' : 'confirmed',
      NOW.getTime() - 86_400_000,
      index % 4 === 1 || index % 11 === 5 ? null : NOW.toISOString(),
      index % 11 === 5 ? '550 5.1.1 No such user' : null,
    ],
  })),
);

const app = new Hono<OpsEnv>();
app.use(async (c, next) => {
  c.set('ops', {
    database: () => sink.database(),
    // A site that sends mail, whose operator took 18 spots elsewhere: a spot counts once confirmed.
    foundersTaken: async () => 18 + (await foundersHeld(await sink.database(), true)),
    founderRule: { takenBefore: 18, confirmedOnly: true },
    now: () => NOW,
  });
  await next();
  c.header('Content-Security-Policy', CONSOLE_POLICY);
});
app.get('/ops/console.css', (c) => c.body(CONSOLE_CSS, 200, { 'content-type': 'text/css; charset=utf-8' }));
app.get(CONSOLE_FONT_PATH, (c) => c.body(readFileSync(WEB_FONT_FILE), 200, { 'content-type': 'font/woff2' }));
app.get('/favicon.svg', async (c) =>
  c.body((await import('node:fs/promises')).readFile(FAVICON, 'utf8') as never, 200, {
    'content-type': 'image/svg+xml',
  }),
);
app.route('/ops', consolePages());

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });
const problems: string[] = [];
/** A picture of the page's top `height` px (the whole page when shorter). */
async function shoot(
  path: string,
  file: string,
  { width, height }: { width: number; height: number },
  colorScheme: 'light' | 'dark',
  prepare?: (page: Page) => Promise<void>,
) {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme, deviceScaleFactor: 1 });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${file}: ${message.text()}`);
  });
  await page.goto(base + path);
  await prepare?.(page);
  // In the site's typeface, once it has arrived.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(OUT, file) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) {
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
    problems.push(`${file}: the page is ${overflow} px wider than the window (${wide.join(', ')})`);
  }
  await page.close();
  console.log(`Wrote ${join(OUT, file)}`);
}
const openPlan = async (page: Page) => {
  await page.locator('details.plan summary').first().click();
  await page.mouse.move(0, 0);
};
try {
  for (const [console, person] of [
    [
      { width: 1280, height: 1500 },
      { width: 1280, height: 1100 },
    ],
    [
      { width: 390, height: 2400 },
      { width: 390, height: 2000 },
    ],
  ] as const)
    for (const scheme of ['light', 'dark'] as const) {
      await shoot('/ops', `ops-console-${console.width}-${scheme}.png`, console, scheme, openPlan);
      const maria = '/ops/person?email=maria%40greenline.example';
      await shoot(maria, `ops-person-${person.width}-${scheme}.png`, person, scheme);
    }
} finally {
  await browser.close();
  server.close();
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
