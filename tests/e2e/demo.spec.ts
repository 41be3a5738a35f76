/** Dave's session in the demo dialog, played, paused and played again on the page's clock. */
import { announcer, openDemo, thought } from './demo-fixtures';
import { expect, test } from './fixtures';

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
  await expect(thought(dialog)).toContainText('Opening the supplier’s site...');
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
  // Dave quotes the two prices only once the calculator has shown them.
  await expect(thought(dialog)).toContainText('$236? Hang on, now it says $1,180.');
  await expect(price).toContainText('Error: Please try again');
  await expect(calculator).toHaveCSS('opacity', '1');

  await runTo(18500);
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(thought(dialog)).toContainText('I’ll call another supplier.');
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
  await expect(thought(dialog)).toContainText('Opening the supplier’s site...');
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

test('Dave’s cursor is drawn where it starts from the first frame, not glided in from a corner', async ({ page }) => {
  const { dialog, runTo } = await openDemo(page);
  const cursor = dialog.locator('.demo-cursor');
  await expect(cursor).toBeVisible();
  const drawn = await cursor.evaluate((element) => ({
    x: Number.parseFloat((element as HTMLElement).style.getPropertyValue('--demo-cursor-x')),
    y: Number.parseFloat((element as HTMLElement).style.getPropertyValue('--demo-cursor-y')),
    transform: getComputedStyle(element).transform,
    moving: element.getAnimations().length,
  }));
  expect(drawn.x).toBeGreaterThan(0);
  expect(drawn.y).toBeGreaterThan(0);
  expect(drawn).toEqual({ ...drawn, transform: `matrix(1, 0, 0, 1, ${drawn.x}, ${drawn.y})`, moving: 0 });
  // From there it moves on to each target, as before.
  await runTo(2500);
  await expect(cursor).not.toHaveAttribute('style', `--demo-cursor-x: ${drawn.x}px; --demo-cursor-y: ${drawn.y}px;`);
});
