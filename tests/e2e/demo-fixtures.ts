/** The demo dialog's tests: Dave's session opened on a page whose clock only the test moves. */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openWithPausedClock, pauseClock, waitForDialogs } from './fixtures';

export const TITLE = 'Watch Dave price a bulk order';

export interface Demo {
  dialog: Locator;
  opener: Locator;
  progress: Locator;
  /** Moves the page's clock on to `ms` after the dialog opened. */
  runTo: (ms: number) => Promise<void>;
  /** axe-core over the page (`audit`), with the session held still; the clock runs on in real time from here. */
  axe: (audit?: (page: Page) => Promise<void>) => Promise<void>;
}

/**
 * Opens the demo with the page's clock standing still, so only runTo moves the script. The
 * checks below look half a second after each event: the lazily loaded dialog appears within the
 * first 300 ms of page time, and the script starts when it does.
 */
export async function openDemo(page: Page): Promise<Demo> {
  await page.clock.install();
  await page.goto('/');
  await waitForDialogs(page);
  // The typeface named first: swapped in while the dialog is open, it could move what Dave's
  // cursor points at by a pixel, and the cursor with it.
  await expect(page.locator('html')).toHaveAttribute('data-typeface', '');
  await pauseClock(page);

  const opener = page.getByRole('button', { name: 'Watch Dave’s session' });
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
  const axe = async (audit = expectNoAxeViolations) => {
    const pause = dialog.getByRole('button', { name: 'Pause the demo' });
    if ((await pause.count()) > 0) {
      await pause.click();
      await expect(dialog.getByRole('button', { name: 'Resume the demo' })).toBeFocused();
    }
    await expect(dialog.locator('.demo')).toHaveClass(/\bis-still\b/);
    await page.clock.resume();
    await audit(page);
  };
  const progress = dialog.getByRole('progressbar', { name: 'Demo progress' });
  return { dialog, opener, progress, runTo, axe };
}

export const thought = (dialog: Locator) => dialog.getByRole('figure', { name: 'Dave is thinking' });
export const announcer = (dialog: Locator) => dialog.locator('[aria-live="polite"]');
