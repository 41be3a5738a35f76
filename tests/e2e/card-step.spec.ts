import type { Page, Request } from '@playwright/test';
import { dataLayer, stubGoogle } from './analytics-fixtures';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { reachCardStep } from './plan-fixtures';

/**
 * The card step is a preview (its own notice, and the privacy notice): what is typed into it
 * never leaves the page and is not saved. Every request made during and after it, every byte the
 * page keeps and everything handed to analytics is searched for the card, in every spelling a
 * request could carry it in.
 */
const CARD = { number: '4242 4242 4242 4242', expiry: '09/31', cvc: '7413' };

/** The value as typed, without its spaces, URL-, form- and JSON-encoded, and each of those in base64 and hex. */
function spellings(value: string): string[] {
  const forms = new Set([value, value.replace(/\s/g, ''), encodeURIComponent(value), value.replace(/ /g, '+')]);
  for (const form of [...forms]) {
    forms.add(Buffer.from(form).toString('base64').replace(/=+$/, ''));
    forms.add(Buffer.from(form).toString('base64url'));
    forms.add(Buffer.from(form).toString('hex'));
  }
  return [...forms];
}

/** Digits alone match only as a whole number, so a longer number (a time, an id) holding them is no finding. */
const finds = (haystack: string, spelling: string) =>
  /^\d+$/.test(spelling)
    ? new RegExp(`(?<!\\d)${spelling}(?!\\d)`).test(haystack)
    : haystack.toLowerCase().includes(spelling.toLowerCase());

function cardIn(haystack: string): string[] {
  return Object.entries(CARD).flatMap(([field, value]) =>
    spellings(value)
      .filter((spelling) => finds(haystack, spelling))
      .map((spelling) => `${field} as ${spelling}`),
  );
}

/** A request as it went out: address, headers and body. */
const wire = (request: Request) =>
  [
    request.method(),
    request.url(),
    JSON.stringify(request.headers()),
    request.postDataBuffer()?.toString('latin1') ?? '',
  ].join('\n');

/** Everything the page keeps: local and session storage, cookies, and every IndexedDB store. */
const keptByPage = (page: Page) =>
  page.evaluate(async () => {
    const databases = await Promise.all(
      (await indexedDB.databases()).map(
        ({ name }) =>
          new Promise<unknown>((resolve) => {
            const open = indexedDB.open(name ?? '');
            open.onsuccess = () => {
              const db = open.result;
              const stores = [...db.objectStoreNames];
              if (stores.length === 0) return resolve([]);
              const transaction = db.transaction(stores, 'readonly');
              const rows = stores.map((store) => transaction.objectStore(store).getAll());
              transaction.oncomplete = () => resolve(rows.map((row) => row.result));
            };
            open.onerror = () => resolve(null);
          }),
      ),
    );
    return JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, databases]);
  });

test('the card step says it is a preview, and the card never leaves the page nor is kept', async ({ page }) => {
  await stubGoogle(page);
  await page.addInitScript(() => {
    (window as { GA_MEASUREMENT_ID?: string }).GA_MEASUREMENT_ID = 'G-TEST123';
    localStorage.setItem('testable:consent', 'granted');
  });
  const payment = await reachCardStep(page);
  await expect(payment).toContainText('A preview');
  await expect(payment).toContainText('never leave this page');
  await expect(payment).toContainText('nothing is saved');
  await expectNoAxeViolations(page);

  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  await payment.getByLabel('Card number').fill(CARD.number);
  await payment.getByLabel('Expiration').fill(CARD.expiry);
  await payment.getByLabel('CVC').fill(CARD.cvc);
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  await expect(page.getByRole('dialog', { name: /^You're founder #\d+!$|is already yours!$/ })).toBeVisible();
  const kept = await keptByPage(page);
  const analytics = JSON.stringify(await dataLayer(page));
  // Then on: a reload and another page, which send whatever was left waiting.
  await page.reload();
  await page.goto('/');
  await page.waitForLoadState('load');

  expect(sent.length).toBeGreaterThan(0);
  expect(sent.flatMap((request) => cardIn(wire(request)).map((found) => `${request.url()}: ${found}`))).toEqual([]);
  expect(cardIn(kept)).toEqual([]);
  expect(cardIn(await keptByPage(page))).toEqual([]);
  expect(cardIn(analytics)).toEqual([]);
});

test('the finder finds the card in each spelling it searches', () => {
  const body = JSON.stringify({ n: Buffer.from('4242424242424242').toString('base64'), e: '09%2F31', t: 17413000 });
  expect(cardIn(body)).toEqual(['number as NDI0MjQyNDI0MjQyNDI0Mg', 'expiry as 09%2F31']);
  expect(cardIn('cvc=7413&x=1')).toEqual(['cvc as 7413']);
});
