import { expect, test, waitForPageScripts } from './fixtures';

// Pages whose first view needs no script: their scripts are requested only after the first
// contentful paint (src/page-scripts/run-after-paint.js), so the first paint waits for the HTML alone.
for (const path of ['/', '/privacy', '/404.html']) {
  test(`${path} requests no script before its first paint, and runs its scripts after it`, async ({ page }) => {
    await page.goto(path);
    await waitForPageScripts(page);
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(scriptStarts.length).toBeGreaterThan(0);
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(firstPaint);
  });
}

test('a click on a dialog opener before the page’s scripts have loaded opens the dialog once they have', async ({
  page,
}) => {
  let release: () => void = () => {};
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/*.js', async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Secure your founder spot' })).toBeVisible();
  // Held once, replayed once: one page_view, one click counted.
  const clicks = await page.evaluate(
    () => (window.dataLayer ?? []).filter((entry) => (entry as unknown[])[1] === 'button_click').length,
  );
  expect(clicks).toBe(1);
});
