import {
  expect,
  expectNoAxeViolations,
  expectProof,
  stubWebhook,
  THROWAWAY_LIST,
  test,
  throwawayListLoaded,
  waitForDialogs,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForDialogs(page);
});

const headerReserve = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Join the wait list' });

test('the landing flow: email, the lead is sent, thank you (which only OK closes)', async ({ page, baseURL }) => {
  const calls = await stubWebhook(page);
  const opener = headerReserve(page);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Your app’s address (optional)').fill('ada-app.example');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' });
  await expect(thanks).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(calls[0]?.contentType).toContain('application/x-www-form-urlencoded');
  expect(calls[0]?.fields).toEqual({
    email: 'ada@example.com',
    url: 'https://ada-app.example/',
    message: 'Expression of interest',
    site: `${baseURL}/`,
    submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    altcha: expect.any(String),
  });
  await expectProof(calls[0]?.fields['altcha']);
  await expectNoAxeViolations(page);

  // Step 4 is blocked against Escape (pressed again too: Chromium lets a second one close a dialog
  // whose cancel event was prevented) and outside clicks.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(thanks).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('button', { name: 'Close' })).toHaveCount(0);

  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  const stored = await page.evaluate(() => localStorage.getItem('testable:leadOutbox'));
  expect(stored).toBeNull();
});

test('an invalid email shows the toast and sends nothing', async ({ page }) => {
  const calls = await stubWebhook(page);
  await headerReserve(page).click();
  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  for (const email of ['', 'ada', 'ada@example', 'ada @example.com']) {
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const toast = page.getByRole('status');
    await expect(toast).toContainText('Please enter a valid email');
    await expect(toast).toContainText('Email is required to secure your spot');
    await expect(dialog).toBeVisible();
    // Told at the field too, which has the focus back (WCAG 3.3.1).
    const field = dialog.getByLabel('Email');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter a valid email');
    await expect(field).toBeFocused();
  }
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a throwaway email service’s address is refused at the field, naming the service; the list comes with the dialog', async ({
  page,
}) => {
  const calls = await stubWebhook(page);
  const fetchedList = () =>
    page.evaluate(
      (pattern) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new RegExp(pattern).test(new URL(entry.name).pathname)),
      THROWAWAY_LIST.source,
    );
  // Neither the page nor the dialogs' prefetch at idle fetches the list: the email field does.
  expect(await fetchedList()).toBe(false);
  const listLoaded = throwawayListLoaded(page);
  await headerReserve(page).click();
  await listLoaded;
  expect(await fetchedList()).toBe(true);

  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  const field = dialog.getByLabel('Email');
  const description =
    'mailinator.com is a throwaway email service, and we’d lose touch with you. Use your work or personal address.';
  await field.fill('ada@inbox.Mailinator.com');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const toast = page.getByRole('status');
  await expect(toast).toContainText('Please use an address you’ll keep');
  await expect(toast).toContainText(description);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(description);
  await expect(field).toBeFocused();
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page);

  await field.fill('ada@example.com');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' })).toBeVisible();
  expect(calls.map((call) => call.fields['email'])).toEqual(['ada@example.com']);
});

test('when the list cannot be fetched the form sends the address on, and the sink’s refusal is told at the field', async ({
  page,
  consoleErrors,
}) => {
  await page.route(THROWAWAY_LIST, (route) => route.abort('internetdisconnected'));
  const calls: string[] = [];
  await page.route('**/api/leads', async (route) => {
    calls.push(new URLSearchParams(route.request().postData() ?? '').get('email') ?? '');
    await route.fulfill({ status: 400, json: { error: 'email is a disposable address.', reason: 'disposable' } });
  });
  const failed = page.waitForEvent('requestfailed', (request) => THROWAWAY_LIST.test(new URL(request.url()).pathname));
  await headerReserve(page).click();
  await failed;
  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await dialog.getByLabel('Email').fill('ada@mailinator.com');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('mailinator.com is a throwaway email service');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByLabel('Email')).toHaveValue('ada@mailinator.com');
  expect(calls).toEqual(['ada@mailinator.com']);
  // The chunk that failed and the sink's 400, as the browser reports them.
  expect(consoleErrors.length).toBeGreaterThan(0);
  consoleErrors.length = 0;
});

test('the invalid-email toast goes when step 1 does: it never sits over the thanks', async ({ page }) => {
  await stubWebhook(page);
  await headerReserve(page).click();
  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await dialog.getByLabel('Email').fill('ada@example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Please enter a valid email');
  // Corrected by keyboard alone: the focus is already in the field.
  await page.keyboard.type('.com');
  await expect(dialog.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' })).toBeVisible();
  await expect(page.getByRole('status')).not.toContainText('Please enter a valid email');
});

test('Escape, the close button and an outside click close step 1 and reset it', async ({ page }) => {
  const opener = headerReserve(page);
  for (const close of [
    () => page.keyboard.press('Escape'),
    () => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click(),
    () => page.mouse.click(5, 5),
  ]) {
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
    await dialog.getByLabel('Email').fill('half-typed@');
    await close();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
  await opener.click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue('');
});

test('Tab and Shift+Tab wrap around inside the dialog', async ({ page }) => {
  await headerReserve(page).click();
  const dialog = page.getByRole('dialog');
  const email = dialog.getByLabel('Email');
  const close = dialog.getByRole('button', { name: 'Close' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(email).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Your app’s address (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(submit).toBeFocused();
});

test('a honeypot-filled submission is dropped silently while the visitor sees success', async ({ page }) => {
  const calls = await stubWebhook(page);
  await headerReserve(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('bot@example.com');
  // What a form-filling bot does: the field is never displayed, so no person can.
  await dialog.locator('input[name="hp_field"]').evaluate((input: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'http://spam.example');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a lead that fails on the network is kept, retried when back online, and delivered once', async ({
  page,
  consoleErrors,
}) => {
  let failing = true;
  const delivered: Record<string, string>[] = [];
  await page.route('**/api/leads', async (route) => {
    if (failing) return route.abort('internetdisconnected');
    delivered.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')));
    return route.fulfill({ status: 200, body: '' });
  });
  await headerReserve(page).click();
  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toContainText('couldn’t reach our server');
  await expect(dialog).toBeVisible();

  // The visitor tries again while still offline: the queued lead is replaced, not duplicated.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  const queued = JSON.parse((await page.evaluate(() => localStorage.getItem('testable:leadOutbox'))) ?? '[]');
  expect(queued).toHaveLength(1);
  expect(queued[0]).toMatchObject({ email: 'ada@example.com', message: 'Expression of interest' });

  failing = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => delivered.length).toBe(1);
  expect(delivered[0]?.['submission_id']).toBe(queued[0].submission_id);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('testable:leadOutbox'))).toBeNull();
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((text) => /Could not reach the lead webhook|ERR_INTERNET_DISCONNECTED/.test(text))).toBe(
    true,
  );
  consoleErrors.length = 0;
});

test('a lead still waiting is delivered on the next page load, with a proof of work solved for it then', async ({
  page,
}) => {
  const waiting = [
    {
      email: 'grace@example.com',
      url: '',
      message: 'Expression of interest',
      site: 'http://localhost/',
      submission_id: '3b2b5d6e-1111-4222-8333-944455556666',
      attempts: 3,
      nextAttemptAt: 0,
    },
  ];
  await page.evaluate((outbox) => localStorage.setItem('testable:leadOutbox', JSON.stringify(outbox)), waiting);
  const calls = await stubWebhook(page);
  await page.reload();
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]?.fields).toEqual({
    email: 'grace@example.com',
    url: '',
    message: 'Expression of interest',
    site: 'http://localhost/',
    submission_id: '3b2b5d6e-1111-4222-8333-944455556666',
    altcha: expect.any(String),
  });
  // Left by a release before the bot check: the page that finds it solves it a proof first.
  await expectProof(calls[0]?.fields['altcha']);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('testable:leadOutbox'))).toBeNull();
});

test('the reservation works by keyboard alone', async ({ page }) => {
  const calls = await stubWebhook(page);
  const opener = headerReserve(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  // Typed once the field has the focus, as a visitor does: a dialog tapped before it is readied
  // shows its placeholder first (a busy machine), and that takes no text.
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused();
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' });
  await expect(thanks.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(calls).toHaveLength(1);
});
