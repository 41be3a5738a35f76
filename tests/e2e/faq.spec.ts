import { expect, test, waitForIsland } from './fixtures';

const QUESTIONS = [
  'Why reserve a spot before Testable is built?',
  'What if I change my mind?',
  'When will it be ready?',
  "What if you don't reach 50 founders?",
  'Can I download the test plan for free?',
] as const;

test('the FAQ has five questions and opens one answer at a time', async ({ page }) => {
  await page.goto('/');
  await waitForIsland(page, '#faq-q0');
  const faq = page.locator('#faq');
  await expect(faq.getByRole('heading', { level: 3 })).toHaveText(QUESTIONS);
  const question = (index: number) => faq.locator(`#faq-q${index}`);
  const answer = (index: 0 | 1 | 2 | 3 | 4) => faq.getByRole('region', { name: QUESTIONS[index] });
  for (const [index, text] of QUESTIONS.entries()) {
    await expect(question(index)).toHaveText(text);
    await expect(question(index)).toHaveAttribute('aria-expanded', 'false');
  }

  await question(1).click();
  await expect(question(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(1)).toContainText('full refund anytime before launch');

  await question(3).click();
  await expect(answer(3)).toContainText('everyone is refunded');
  await expect(question(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(1)).toBeHidden();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

  await question(4).click();
  await expect(answer(4)).toContainText('about 2 hours a day');
  await expect(faq.getByRole('link', { name: 'Get your free test plan' })).toHaveAttribute('href', '#test-plan');

  // Clicking the open question closes it.
  await question(4).click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  const dataLayer = await page.evaluate(() =>
    JSON.stringify((window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))),
  );
  expect(JSON.parse(dataLayer)).toEqual(
    expect.arrayContaining([
      ['event', 'faq_expanded', { question: QUESTIONS[1] }],
      ['event', 'faq_expanded', { question: QUESTIONS[3] }],
      ['event', 'faq_expanded', { question: QUESTIONS[4] }],
    ]),
  );
});

test('the FAQ works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await waitForIsland(page, '#faq-q0');
  await page.locator('#faq-q0').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#faq-q0')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#faq-q1')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('#faq-q1')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#faq-q0')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(page.locator('#faq-q4')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#faq-q0')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#faq-q4')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.locator('#faq-q0')).toBeFocused();
});
