import {
  expect,
  expectNoAxeViolations,
  expectProof,
  stubWebhook,
  test,
  throwawayListLoaded,
  waitForDialogs,
} from './fixtures';

test('the footer feedback form sends email and message as a "Feedback form" lead', async ({ page, baseURL }) => {
  const calls = await stubWebhook(page);
  await page.goto('/');
  await waitForDialogs(page);
  const opener = page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Questions or feedback?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Your email').fill('ada@example.com');
  await dialog.getByLabel('Message').fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Message').fill('Does it <b>work</b> with Vue?');
  await dialog.getByLabel('Your email').fill('   ');
  await expect(send).toBeDisabled();

  // The browser's own email check stops a malformed address.
  await dialog.getByLabel('Your email').fill('ada-at-example');
  await send.click();
  await expect(dialog).toBeVisible();
  expect(await dialog.getByLabel('Your email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
    true,
  );
  expect(calls).toEqual([]);

  await dialog.getByLabel('Your email').fill('ada@example.com');
  await send.click();
  await expect(page.getByRole('status')).toContainText('Your message is on its way');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(calls).toHaveLength(1);
  expect(calls[0]?.fields).toEqual({
    email: 'ada@example.com',
    url: 'Feedback form',
    message: 'Does it <b>work</b> with Vue?',
    site: `${baseURL}/`,
    submission_id: expect.any(String),
    altcha: expect.any(String),
  });
  await expectProof(calls[0]?.fields['altcha']);
});

test('feedback that cannot be sent stays in the form with a message', async ({ page, consoleErrors }) => {
  await page.route('**/api/leads', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await waitForDialogs(page);
  await page.getByRole('link', { name: 'Questions or feedback?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Questions or feedback?' });
  await dialog.getByLabel('Your email').fill('ada@example.com');
  await dialog.getByLabel('Message').fill('Hello');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  await expect(dialog.getByLabel('Message')).toHaveValue('Hello');
  consoleErrors.length = 0;
});

test('a misspelt provider gets a hint once the visitor moves on, accepted by keyboard', async ({ page }) => {
  const calls = await stubWebhook(page);
  await page.goto('/');
  await waitForDialogs(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Questions or feedback?' });
  const email = dialog.getByLabel('Your email');
  await email.pressSequentially('grace@gmial.com');
  const suggestion = dialog.getByRole('button', { name: 'grace@gmail.com' });
  await expect(suggestion).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Message')).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/^Did you mean grace@gmail\.com/);
  await expectNoAxeViolations(page);
  // The hint sits between the two fields: one step back reaches it.
  await page.keyboard.press('Shift+Tab');
  await expect(suggestion).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue('grace@gmail.com');
  await expect(email).toBeFocused();
  await expect(suggestion).toHaveCount(0);
  await dialog.getByLabel('Message').fill('Hello');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Your message is on its way');
  expect(calls.map((call) => call.fields['email'])).toEqual(['grace@gmail.com']);
});

test('a throwaway email service’s address is refused at the field, naming the service, and nothing is sent', async ({
  page,
}) => {
  const calls = await stubWebhook(page);
  await page.goto('/');
  await waitForDialogs(page);
  const listLoaded = throwawayListLoaded(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }).click();
  await listLoaded;
  const dialog = page.getByRole('dialog', { name: 'Questions or feedback?' });
  const email = dialog.getByLabel('Your email');
  await email.fill('grace@guerrillamail.com');
  await dialog.getByLabel('Message').fill('Does it work with Vue?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    'guerrillamail.com is a throwaway email service, so our reply would never reach you. Please use your work or personal address.',
  );
  await expect(email).toBeFocused();
  await expect(dialog.getByLabel('Message')).toHaveValue('Does it work with Vue?');
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page);

  await email.fill('grace@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Your message is on its way');
  expect(calls.map((call) => call.fields['email'])).toEqual(['grace@example.com']);
});
