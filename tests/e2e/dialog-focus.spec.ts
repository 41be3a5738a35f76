/**
 * A dialog opened moves focus once, from its opener straight to where its step starts: the
 * browser's own choice on opening (the first control it finds, the × before the first field) is
 * named up front, so focus does not stop on the × on the way (src/dialogs/shared/use-native-dialog.ts).
 */
import { focusMovesInDialogs, recordFocusInDialogs } from '../support/focus-in-dialogs';
import { expect, test, waitForDialogs, watchRequests } from './fixtures';

test('each dialog opened moves focus once, straight to its first control', async ({ page }) => {
  watchRequests(page);
  await page.goto('/');
  await waitForDialogs(page);
  await page.evaluate(recordFocusInDialogs);
  for (const { open, title, first } of [
    {
      open: page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }),
      title: 'Secure your founder spot',
      first: { role: 'textbox', name: 'Email' },
    },
    {
      open: page.getByRole('button', { name: 'Watch Dave’s session' }),
      title: 'Watch Dave price a bulk order',
      first: { role: 'button', name: 'Pause the demo' },
    },
    {
      open: page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }),
      title: 'Questions or feedback?',
      first: { role: 'textbox', name: 'Your email' },
    },
  ] as const) {
    await open.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole(first.role, { name: first.name }).first()).toBeFocused();
    const focused = await page.evaluate(focusMovesInDialogs);
    expect(focused, title).toEqual({ moves: 1, onActive: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
  }
});
