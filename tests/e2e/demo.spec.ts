import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openWithPausedClock, test, waitForDialogs } from './fixtures';

const TITLE = 'Watch Dave price a bulk order';

interface Demo {
  dialog: Locator;
  opener: Locator;
  progress: Locator;
  /** Moves the page's clock on to `ms` after the dialog opened. */
  runTo: (ms: number) => Promise<void>;
  /** axe-core over the page, with the session held still; the clock runs on in real time from here. */
  axe: () => Promise<void>;
}

/**
 * Opens the demo with the page's clock standing still, so only runTo moves the script. The
 * checks below look half a second after each event: the lazily loaded dialog appears within the
 * first 300 ms of page time, and the script starts when it does.
 */
async function openDemo(page: Page): Promise<Demo> {
  await page.clock.install();
  await page.goto('/');
  await waitForDialogs(page);
  // Far enough ahead that a busy machine has not already passed it when the call arrives.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

  const opener = page.getByRole('button', { name: "Watch Dave's session" });
  await openWithPausedClock(page, opener);
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();

  let now = 0;
  // Slices shorter than the gap between two events: the dialog schedules its next timeout only
  // after React has rendered the last event, so one event per slice.
  const runTo = async (ms: number) => {
    while (now < ms) {
      const slice = Math.min(500, ms - now);
      await page.clock.runFor(slice);
      now += slice;
    }
  };
  // axe-core waits on timers of its own, which a paused clock never fires: time flows again
  // (for good, so an audit is each test's last step). The audit takes seconds of real time, and
  // a script running on meanwhile would change what is audited half-way through (a price
  // appearing mid-audit). So the session is held first: a running one is paused with its own
  // control, at the moment the test set up (the clock stands still until then); a finished one
  // has nothing left to run. The audit then waits for every finite animation to end.
  const axe = async () => {
    const pause = dialog.getByRole('button', { name: 'Pause the demo' });
    if ((await pause.count()) > 0) {
      await pause.click();
      await expect(dialog.getByRole('button', { name: 'Resume the demo' })).toBeFocused();
    }
    await expect(dialog.locator('.demo')).toHaveClass(/\bis-still\b/);
    await page.clock.resume();
    await expectNoAxeViolations(page);
  };
  const progress = dialog.getByRole('progressbar', { name: 'Demo progress' });
  return { dialog, opener, progress, runTo, axe };
}

const thought = (dialog: Locator) => dialog.getByRole('figure', { name: 'Dave is thinking' });
const announcer = (dialog: Locator) => dialog.locator('[aria-live="polite"]');

test("Dave's session plays to the end: typed quantity, Calculating..., the changing price, the error, the fade", async ({
  page,
}) => {
  const { dialog, progress, runTo, axe } = await openDemo(page);
  const quantity = dialog.locator('.demo-calc__input');
  const price = dialog.locator('.demo-calc__price');
  const calculator = dialog.locator('.demo-calc');
  await expect(announcer(dialog)).toHaveCount(1);

  await runTo(500);
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(thought(dialog)).toContainText("Opening the supplier's site...");
  await expect(dialog.getByRole('button', { name: 'Pause the demo' })).toBeFocused();

  await runTo(2500);
  await expect(progress).toHaveAttribute('aria-valuenow', '20');
  await expect(thought(dialog)).toContainText('Where do I put the quantity?');
  await expect(quantity).toHaveText('');

  await runTo(3500);
  await expect(quantity).toHaveText('40');
  await expect(quantity).toHaveCSS('border-color', 'rgb(22, 163, 74)');

  await runTo(6500);
  await expect(progress).toHaveAttribute('aria-valuenow', '40');
  await expect(price).toContainText('Calculating...');
  await expect(announcer(dialog)).toContainText('Total price: Calculating...');

  await runTo(9500);
  await expect(progress).toHaveAttribute('aria-valuenow', '60');
  await expect(price).toContainText('$236.00');
  await expect(price).toContainText('Price updated to $1,180.00');
  await expect(announcer(dialog)).toContainText('Price updated to $1,180.00');

  await runTo(13500);
  await expect(progress).toHaveAttribute('aria-valuenow', '80');
  await expect(price).toContainText('Error: Please try again');
  await expect(calculator).toHaveCSS('opacity', '1');

  await runTo(18500);
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(thought(dialog)).toContainText("I'll ring another supplier.");
  await expect(dialog.getByRole('button', { name: 'Watch Again' })).toHaveCount(0);

  await runTo(19500);
  await expect(calculator).toHaveCSS('opacity', '0.5');
  await expect(dialog.locator('.demo__finished')).toContainText('Dave gave up after 18 seconds.');
  await expect(announcer(dialog)).toContainText('Dave gave up after 18 seconds.');
  await expect(dialog.getByRole('button', { name: 'Watch Again' })).toBeVisible();
  await expect(dialog.locator('.demo__finished').getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Replay the demo' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pause the demo' })).toHaveCount(0);
  await axe();
});

// Each readout of the calculator mid-session, half a second after it appears (the finished
// session is audited at the end of the first test).
for (const [at, readout] of [
  [6500, 'Calculating...'],
  [9500, 'Price updated to $1,180.00'],
  [13500, 'Error: Please try again'],
] as const) {
  test(`no axe violations while the session runs: ${readout}`, async ({ page }) => {
    const { dialog, runTo, axe } = await openDemo(page);
    await runTo(at);
    await expect(dialog.locator('.demo-calc__price')).toContainText(readout);
    await expect(dialog.getByRole('button', { name: 'Pause the demo' })).toBeVisible();
    await axe();
    // What was audited is still what the test set up.
    await expect(dialog.locator('.demo-calc__price')).toContainText(readout);
  });
}

test('Watch Again starts the session over', async ({ page }) => {
  const { dialog, progress, runTo } = await openDemo(page);
  await runTo(19500);
  await expect(progress).toHaveAttribute('aria-valuenow', '100');

  await dialog.getByRole('button', { name: 'Watch Again' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(thought(dialog)).toContainText("Opening the supplier's site...");
  await expect(dialog.locator('.demo-calc__price')).not.toContainText('Error');
  await expect(dialog.getByRole('button', { name: 'Watch Again' })).toHaveCount(0);

  await runTo(19500 + 2500);
  await expect(progress).toHaveAttribute('aria-valuenow', '20');
});

test('the replay control starts a finished session over', async ({ page }) => {
  const { dialog, progress, runTo } = await openDemo(page);
  await runTo(19500);
  await dialog.getByRole('button', { name: 'Replay the demo' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(dialog.getByRole('button', { name: 'Pause the demo' })).toBeFocused();
});

test('pause holds the session while time passes; resume carries on', async ({ page }) => {
  const { dialog, progress, runTo } = await openDemo(page);
  await runTo(3500);
  await dialog.getByRole('button', { name: 'Pause the demo' }).click();
  const resume = dialog.getByRole('button', { name: 'Resume the demo' });
  await expect(resume).toBeFocused();

  await runTo(3500 + 20000);
  await expect(progress).toHaveAttribute('aria-valuenow', '20');
  await expect(dialog.locator('.demo-calc__price')).not.toContainText('Calculating...');

  await resume.click();
  await expect(dialog.getByRole('button', { name: 'Pause the demo' })).toBeVisible();
  await runTo(3500 + 20000 + 2000);
  await expect(progress).toHaveAttribute('aria-valuenow', '40');
  await runTo(3500 + 20000 + 3000);
  await expect(dialog.locator('.demo-calc__price')).toContainText('Calculating...');
});

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
