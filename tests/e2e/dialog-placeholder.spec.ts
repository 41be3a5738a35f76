/**
 * A dialog tapped before its files are here (the first seconds of a visit on a slow phone) shows
 * its placeholder from the next frame: the dialog's frame, its title and a line saying it is
 * opening (docs/pages.md). The dialog then takes its place; closing the placeholder gives the tap
 * up. A dialog readied at idle never shows the placeholder. The dialogs' island and words are
 * held here, as a slow connection holds them, so that the tap comes before them.
 */
import type { Page, Route } from '@playwright/test';
import { focusMovesInDialogs, recordFocusInDialogs } from '../support/focus-in-dialogs';
import {
  expect,
  expectNoAxeViolationsInEachScheme,
  test,
  waitForDialogs,
  waitForDialogsReadied,
  watchRequests,
} from './fixtures';

/** Holds the dialogs' island and their words until `release()`. */
async function holdDialogs(page: Page) {
  const held: (() => void)[] = [];
  const hold = (route: Route) => new Promise<void>((release) => held.push(release)).then(() => route.fallback());
  await page.route(/\/_astro\/ModalRoot\.[\w-]+\.js$/, hold);
  await page.route('**/dialogs.json', hold);
  return {
    whileHeld: () => expect.poll(() => held.length).toBe(2),
    release: () => {
      for (const release of held.splice(0)) release();
    },
  };
}

/** The landing page once its scripts have applied the dialogs' frame stylesheet, loaded as the load event comes. */
async function openLoading(page: Page) {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/modal-frame.'))))
    .toBe(true);
}

const placeholder = (page: Page) => page.locator('dialog[data-placeholder]');
const opener = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Join the wait list' });

test('a dialog tapped before its files are here shows its placeholder, then itself in its place', async ({ page }) => {
  const dialogs = await holdDialogs(page);
  await openLoading(page);
  await opener(page).click();
  await dialogs.whileHeld();

  const shown = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('data-placeholder');
  await expect(shown).toHaveAttribute('aria-busy', 'true');
  await expect(shown.getByRole('status')).toHaveText('Opening...');
  await expect(shown.getByRole('button', { name: 'Close' })).toBeVisible();
  // Styled as every dialog is, from its first frame: the frame's stylesheet has loaded.
  await expect(shown).not.toHaveCSS('border-top-left-radius', '0px');
  await expect(shown).toBeFocused();
  await expectNoAxeViolationsInEachScheme(page);

  // From the placeholder, focus goes straight to the dialog's first field.
  await page.evaluate(recordFocusInDialogs);
  dialogs.release();
  await expect(shown.getByLabel('Email')).toBeVisible();
  await expect(shown).not.toHaveAttribute('data-placeholder');
  await expect(placeholder(page)).not.toHaveAttribute('open');
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(shown.getByLabel('Email')).toBeFocused();
  expect(await page.evaluate(focusMovesInDialogs)).toEqual({ moves: 1, onActive: true });
  await expect(opener(page)).not.toHaveAttribute('aria-busy');
  // Already on screen, it does not rise into place a second time.
  await expect(shown).toHaveCSS('animation-name', 'none');
  // Closed, it gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
});

for (const how of ['Escape', 'its close button'] as const)
  test(`a placeholder closed with ${how} gives the tap up: nothing opens once the files are here`, async ({ page }) => {
    const dialogs = await holdDialogs(page);
    await openLoading(page);
    await opener(page).click();
    await expect(page.getByRole('dialog', { name: 'Secure your founder spot' })).toBeVisible();
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener(page)).not.toHaveAttribute('aria-busy');

    dialogs.release();
    await waitForDialogs(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The tap can be made again, and opens the dialog itself.
    await opener(page).click();
    await expect(page.getByRole('dialog', { name: 'Secure your founder spot' }).getByLabel('Email')).toBeVisible();
  });

test('the quiz opened from its address while the page loads shows its placeholder, then the quiz', async ({ page }) => {
  const dialogs = await holdDialogs(page);
  await page.goto('/#test-plan');
  const quiz = page.getByRole('dialog', { name: 'Get your free test plan' });
  await expect(quiz).toHaveAttribute('data-placeholder');
  await expect(quiz).toBeVisible();
  dialogs.release();
  await expect(quiz.getByLabel(/^Your app.s address/)).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
});

/** Runs in the page before its scripts: notes every time the placeholder opens. */
function notePlaceholderOpenings() {
  const openings: string[] = [];
  Object.assign(window, { placeholderOpenings: openings });
  new MutationObserver((changes) => {
    for (const { target } of changes)
      if (target instanceof HTMLDialogElement && target.open && target.dataset['placeholder'] !== undefined)
        openings.push(target.textContent ?? '');
  }).observe(document, { subtree: true, attributeFilter: ['open'] });
}

test('a dialog readied at idle opens at once, never through its placeholder', async ({ page }) => {
  await page.addInitScript(notePlaceholderOpenings);
  watchRequests(page);
  await page.goto('/');
  await waitForDialogs(page);
  await waitForDialogsReadied(page);
  for (const [open, title] of [
    [opener(page), 'Secure your founder spot'],
    [page.getByRole('button', { name: 'Watch Dave’s session' }), 'Watch Dave price a bulk order'],
    [page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }), 'Questions or feedback?'],
  ] as const) {
    await open.click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(
    await page.evaluate(() => (window as unknown as { placeholderOpenings: string[] }).placeholderOpenings),
  ).toEqual([]);
});
