import { expect, faqQuestion, landingSection, FAQ_QUESTIONS as QUESTIONS, test, waitForFaq } from './fixtures';

test('the FAQ has five questions and opens one answer at a time', async ({ page }) => {
  await page.goto('/');
  await waitForFaq(page);
  const faq = landingSection(page, 'faq');
  await expect(faq.getByRole('heading', { level: 3 })).toHaveText(QUESTIONS);
  const question = (index: 0 | 1 | 2 | 3 | 4) => faqQuestion(page, index);
  const answer = (index: 0 | 1 | 2 | 3 | 4) => faq.getByRole('region', { name: QUESTIONS[index] });
  // Every question, in order, closed.
  await expect(faq.getByRole('button', { expanded: false })).toHaveText(QUESTIONS);

  await question(1).click();
  await expect(question(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(1)).toContainText('full refund anytime before launch');

  await question(3).click();
  await expect(answer(3)).toContainText('everyone is refunded');
  await expect(question(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(1)).toBeHidden();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);

  await question(4).click();
  await expect(answer(4)).toContainText('about 2 hours a day');
  await expect(faq.getByRole('link', { name: 'Get your free test plan' })).toHaveAttribute('href', '#test-plan');

  // Clicking the open question closes it.
  await question(4).click();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);

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
  const question = (index: 0 | 1 | 4) => faqQuestion(page, index);
  await waitForFaq(page);
  await question(0).focus();
  await page.keyboard.press('Enter');
  await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(question(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(question(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(question(4)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(question(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(question(4)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(question(0)).toBeFocused();
});
