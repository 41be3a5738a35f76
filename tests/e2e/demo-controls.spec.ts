/** The demo dialog's controls: keyboard and focus, closing, reduced motion, a phone's width. */
import { openDemo } from './demo-fixtures';
import { expect, test } from './fixtures';

test('the keyboard reaches every control and nothing behind the dialog; Escape closes it, focus returns', async ({
  page,
}) => {
  const { dialog, opener, runTo } = await openDemo(page);
  await runTo(19500);
  const replay = dialog.getByRole('button', { name: 'Replay the demo' });
  await expect(replay).toBeFocused();
  for (const name of ['Close', 'Watch Again']) {
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.locator('.demo__finished').getByRole('button', { name })).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator('.modal__close')).toBeFocused();
  // Everything else on the page is inert: Tab never lands on it.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      return active && active !== document.body && !active.closest('dialog') ? active.outerHTML : null;
    });
    expect(outside).toBeNull();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the Close button of the finished session closes the dialog', async ({ page }) => {
  const { dialog, opener, runTo } = await openDemo(page);
  await runTo(19500);
  await dialog.locator('.demo__finished').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('with reduced motion the same steps play, without the glide and the fades', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { dialog, progress, runTo } = await openDemo(page);
  await runTo(6500);
  await expect(progress).toHaveAttribute('aria-valuenow', '40');
  await expect(dialog.locator('.demo-calc__price')).toContainText('Calculating...');
  for (const selector of ['.demo-cursor', '.demo-calc', '.demo__progress-fill']) {
    const seconds = await dialog
      .locator(selector)
      .evaluate((element) =>
        Math.max(...getComputedStyle(element).transitionDuration.split(',').map(Number.parseFloat)),
      );
    expect(seconds, selector).toBeLessThan(0.001);
  }
  await runTo(19500);
  await expect(dialog.locator('.demo-calc')).toHaveCSS('opacity', '0.5');
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dialog fits the width without horizontal scrolling', async ({ page }) => {
    const { dialog, runTo } = await openDemo(page);
    for (const at of [9500, 19500]) {
      await runTo(at);
      const box = await dialog.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
      const overflow = await dialog.evaluate((element) => ({
        dialog: element.scrollWidth - element.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(overflow).toEqual({ dialog: 0, page: 0 });
    }
    await expect(dialog.getByRole('button', { name: 'Watch Again' })).toBeInViewport();
  });
});
