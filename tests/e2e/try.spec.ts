import type { Page, Route } from '@playwright/test';
import { expect, landingSection, scrollRestsAt, test, waitForIsland } from './fixtures';

const PLAN = { app_description: { value: 'A <b>mulch</b> shop' }, user_types: [] };

async function openTryForm(page: Page) {
  await page.goto('/');
  const field = page.getByRole('textbox', { name: 'Your app’s address' });
  await waitForIsland(field);
  return {
    field,
    button: landingSection(page, 'try').getByRole('button', { name: /Continue|Analyzing/ }),
  };
}

function stubAnalyze(page: Page, answer: (route: Route) => Promise<void>) {
  const requests: { body: unknown; apiKey: string | undefined }[] = [];
  return page
    .route('**/api/analyze', async (route) => {
      requests.push({ body: route.request().postDataJSON(), apiKey: route.request().headers()['x-api-key'] });
      await answer(route);
    })
    .then(() => requests);
}

test('Continue is enabled only for a valid address', async ({ page }) => {
  const { field, button } = await openTryForm(page);
  for (const [value, enabled] of [
    ['', false],
    ['   ', false],
    ['not an address', false],
    ['ftp://files.example.com', false],
    ['example', true],
    ['example.com', true],
    ['https://app.example.io/start', true],
  ] as const) {
    await field.fill(value);
    if (enabled) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
});

test('a successful analysis keeps the plan and opens /analysis', async ({ page }) => {
  await page.route('**/analysis', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>analysis</title>' }),
  );
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requests = await stubAnalyze(page, async (route) => {
    await held;
    await route.fulfill({
      json: { status: 'success', response: 'Hi! Tell me about <i>your</i> app.', initial_state: PLAN },
    });
  });
  const { field, button } = await openTryForm(page);
  await field.fill('mulch-shop.example');
  await field.press('Enter');
  await expect(button).toHaveText('Analyzing...');
  await expect(button).toBeDisabled();
  release();
  await page.waitForURL('**/analysis');
  expect(requests).toEqual([{ body: { url: 'https://mulch-shop.example/' }, apiKey: 'local-dev-key' }]);
  const stored = await page.evaluate(() => ({
    devUrl: localStorage.getItem('testable:devUrl'),
    conversation: JSON.parse(localStorage.getItem('testable:conversation') ?? 'null'),
    planState: JSON.parse(localStorage.getItem('testable:planState') ?? 'null'),
  }));
  expect(stored).toEqual({
    devUrl: 'https://mulch-shop.example/',
    conversation: [{ role: 'assistant', content: 'Hi! Tell me about <i>your</i> app.' }],
    planState: PLAN,
  });
});

for (const { name, answer, message } of [
  {
    name: 'a server error',
    answer: (route: Route) => route.fulfill({ status: 500, json: { error: 'boom' } }),
    message: 'Error 500: Unable to analyze the URL',
  },
  {
    name: 'a 404',
    answer: (route: Route) => route.fulfill({ status: 404, body: 'Not found' }),
    message: 'Error 404: Unable to analyze the URL',
  },
  {
    name: 'status "error"',
    answer: (route: Route) => route.fulfill({ json: { status: 'error', response: 'nope' } }),
    message: 'I could not reach https://typo-shop.example/. Please check the spelling.',
  },
  {
    name: 'a body that is not JSON',
    answer: (route: Route) => route.fulfill({ status: 200, body: '<html>gateway</html>' }),
    message: 'I could not reach https://typo-shop.example/. Please check the spelling.',
  },
  {
    name: 'a dropped connection',
    answer: (route: Route) => route.abort('connectionreset'),
    message: 'I could not reach https://typo-shop.example/. Please check the spelling.',
  },
]) {
  test(`${name} shows a dismissible banner and keeps the address`, async ({ page, consoleErrors }) => {
    await stubAnalyze(page, answer);
    const { field, button } = await openTryForm(page);
    await field.fill('typo-shop.example');
    await button.click();
    const banner = landingSection(page, 'try').getByRole('alert');
    await expect(banner.locator('p')).toHaveText(message);
    await expect(field).toHaveValue('typo-shop.example');
    // The field is told, and has the focus: the visitor corrects the address or tries again.
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.?]/g, '\\$&')}$`));
    // Marked invalid when the address itself is in doubt, not when the host had trouble.
    const addressInDoubt = message.startsWith('I could not reach');
    await expect(field).toHaveAttribute('aria-invalid', String(addressInDoubt));
    await field.press('End');
    await field.pressSequentially('.com');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await field.fill('typo-shop.example');
    await expect(button).toHaveText('Continue');
    await expect(button).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('testable:devUrl'))).toBeNull();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    consoleErrors.length = 0; // the browser logs the failed or non-OK request itself
  });
}

test('Try it Free leads to the form, which works by keyboard', async ({ page }) => {
  await page.route('**/analysis', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>analysis</title>' }),
  );
  await stubAnalyze(page, (route) =>
    route.fulfill({ json: { status: 'success', response: 'Hello', initial_state: null } }),
  );
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Try it Free' }).click();
  await scrollRestsAt(page, '#try');
  const field = page.getByRole('textbox', { name: 'Your app’s address' });
  await waitForIsland(field);
  await field.focus();
  await page.keyboard.type('keyboard.example');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/analysis');
});
