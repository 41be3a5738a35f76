/**
 * The dialogs' code, styles and words are fetched while the page is idle (preloaded, not run:
 * see landing.spec.ts) and their island starts, so a click opens a dialog without the network:
 * even when the connection has dropped since the page loaded.
 */
import type { Route } from '@playwright/test';
import { expect, test, waitForDialogs, waitForPageScripts, watchRequests } from './fixtures';

// Its own context: the fixtures' request routing turns Chromium's HTTP cache off, and the cache is
// what this is about. Only the site's own origin is reached here, and offline nothing at all.
test('the dialogs’ files are fetched at idle and every dialog opens offline', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  watchRequests(page);
  await page.goto('/');
  await waitForDialogs(page);
  // The links go in a few at a time, and the dialogs' island starts, with React, only once the last
  // is in: so a click only renders the dialog, and the list read now is whole.
  await expect(page.locator('astro-island[component-url*="ModalRoot"]:not([ssr])')).toHaveCount(1);
  const prefetched = await page
    .locator('link[rel="modulepreload"], link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  for (const dialog of [
    'ModalRoot',
    'Toaster',
    'client',
    'ReservationModal',
    'FeedbackModal',
    'DemoModal',
    'QuizModal',
    'ModalShell',
    'react',
  ]) {
    expect(
      prefetched.some((path) => path.startsWith(`/_astro/${dialog}.`)),
      dialog,
    ).toBe(true);
  }
  expect(prefetched.some((path) => path.endsWith('.css'))).toBe(true);
  // The PDF's library, its fonts and its mark come only once a plan is shown.
  expect(prefetched.some((path) => /jspdf|pdf-assets|\.ttf$/.test(path))).toBe(false);
  // The island applies the dialogs' stylesheets once it starts: the connection drops once they
  // have loaded (a stylesheet cut off offline is reported by React as an uncaught error event).
  const styles = prefetched.filter((path) => path.endsWith('.css'));
  await expect
    .poll(() =>
      page
        .locator('head link[rel="stylesheet"][data-precedence]')
        .evaluateAll((links) =>
          links.flatMap((link) =>
            (link as HTMLLinkElement).sheet ? [new URL((link as HTMLLinkElement).href).pathname] : [],
          ),
        ),
    )
    .toEqual(expect.arrayContaining(styles));

  await context.setOffline(true);
  const opens = async (open: () => Promise<void>, title: string) => {
    await open();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // Styled: the dialog's stylesheet came from the cache too (the browser's own dialog has no animation).
    await expect(dialog).toHaveCSS('animation-name', 'modal-rise');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  await opens(
    () => page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click(),
    'Secure your founder spot',
  );
  await opens(
    () => page.getByRole('button', { name: 'Watch Dave’s session' }).click(),
    'Watch Dave price a bulk order',
  );
  await opens(
    () => page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }).click(),
    'Questions or feedback?',
  );
  await opens(
    () =>
      page.evaluate(() => {
        location.hash = '#test-plan';
      }),
    'Get your free test plan',
  );
  // A toast a dialog raises shows too.
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Please enter a valid email');
  expect(errors).toEqual([]);
  await context.close();
});

// Whatever a dialog needs to show is in the page before the tap (its code run at idle, its
// stylesheets applied, its markup rendered out of sight), so the tap only shows it: the dialog
// shown is the element that was waiting, and nothing it shows is asked of the network or the
// cache after the tap. (What the form starts once shown, its proof of work, comes after.)
test('once the page is idle, a tap on an opener shows its dialog readied before it', async ({ page }) => {
  watchRequests(page);
  await page.goto('/');
  await waitForDialogs(page);
  const { prefetch } = (await (await page.request.get('/dialogs.json')).json()) as { prefetch: string[] };
  const styles = prefetch.filter((file) => file.endsWith('.css'));
  const applied = page.locator('head link[rel="stylesheet"][data-precedence]');
  await expect
    .poll(() => applied.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    .toEqual(expect.arrayContaining(styles));
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  for (const [opener, title] of [
    [page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }), 'Secure your founder spot'],
    [page.getByRole('button', { name: 'Watch Dave’s session' }), 'Watch Dave price a bulk order'],
    [page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }), 'Questions or feedback?'],
  ] as const) {
    const readied = await page.locator('dialog:not([open])').filter({ hasText: title }).elementHandle();
    await opener.click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    expect(await readied.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const needed = new Set(['/dialogs.json', ...prefetch]);
  expect(asked.filter((url) => needed.has(new URL(url).pathname))).toEqual([]);
});

// A tap while the page loads, before the dialogs' island has woken, asks for everything its dialog
// needs at once: its code and the files that code imports come with the island, not after it.
// The island and the dialogs' words (whose list the fetch at idle reads) are held, so only the tap
// itself can have asked for the dialog's code.
test('a dialog tapped before its island has woken asks for its code and its parts with the island', async ({
  page,
}) => {
  const held: (() => void)[] = [];
  const hold = (route: Route) => new Promise<void>((release) => held.push(release)).then(() => route.fallback());
  await page.route(/\/_astro\/ModalRoot\.[\w-]+\.js$/, hold);
  await page.route('**/dialogs.json', hold);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Join the wait list' });
  await opener.click();
  for (const file of ['ReservationModal', 'ModalShell'])
    await expect.poll(() => asked.some((path) => path.startsWith(`/_astro/${file}.`)), { message: file }).toBe(true);
  await expect.poll(() => held.length).toBe(2);
  // Meanwhile the opener says it heard the tap (and the dialog's placeholder shows: dialog-placeholder.spec.ts).
  await expect(opener).toHaveAttribute('aria-busy', 'true');
  for (const release of held) release();
  await expect(page.getByRole('dialog', { name: 'Secure your founder spot' }).getByLabel('Email')).toBeVisible();
  await expect(opener).not.toHaveAttribute('aria-busy');
  // The other dialogs' files come once it is here.
  await expect.poll(() => asked.some((path) => path.startsWith('/_astro/QuizModal.'))).toBe(true);
  // It asked for its own stylesheets, which the build lists per dialog, not for every dialog's.
  const { stylesheets } = (await (await page.request.get('/dialogs.json')).json()) as {
    stylesheets: Record<string, string[]>;
  };
  expect(stylesheets['reservation']).toEqual([
    expect.stringMatching(/^\/_astro\/modal-frame\.[\w-]+\.css$/),
    expect.stringMatching(/^\/_astro\/modal\.[\w-]+\.css$/),
  ]);
  expect(stylesheets['demo']).toEqual(expect.arrayContaining([expect.stringMatching(/\/demo-modal\.[\w-]+\.css$/)]));
});

/** Runs in the page before its scripts: notes each dialog's corners at the moment it opens, before that frame is drawn. */
function noteCornersOnOpening() {
  const corners: string[] = [];
  Object.assign(window, { cornersOnOpening: corners });
  new MutationObserver((changes) => {
    for (const { target } of changes)
      if (target instanceof HTMLDialogElement && target.open)
        corners.push(getComputedStyle(target).borderTopLeftRadius);
  }).observe(document, { subtree: true, attributeFilter: ['open'] });
}

// On a slow connection a dialog's code can be here before its frame's stylesheet: it waits for
// it (and so does its placeholder), its opener saying it heard the tap meanwhile, rather than
// drawing its first frame as the browser's own bare box (no rounded corners) and restyling a
// moment later.
test('a dialog whose stylesheet is still on its way shows once it has arrived, styled from its first frame', async ({
  page,
}) => {
  await page.addInitScript(noteCornersOnOpening);
  const { promise: arrived, resolve: release } = Promise.withResolvers<void>();
  await page.route(/\/_astro\/modal-frame\.[\w-]+\.css$/, (route) => arrived.then(() => route.fallback()));
  const codeHere = page.waitForResponse(/\/_astro\/ReservationModal\.[\w-]+\.js$/);
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Join the wait list' });
  await opener.click();
  await codeHere;
  await expect(page.locator('astro-island[component-url*="ModalRoot"]:not([ssr])')).toHaveCount(1);
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  await expect(opener).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Secure your founder spot' }).getByLabel('Email')).toBeVisible();
  // The placeholder, if it showed before the dialog, and the dialog: each from a styled first frame.
  const corners = await page.evaluate(() => (window as unknown as { cornersOnOpening: string[] }).cornersOnOpening);
  expect(corners.length).toBeGreaterThan(0);
  expect(corners).not.toContain('0px');
});

// A dialog whose files cannot be had (the connection dropped before they were fetched) is given
// up, and its opener no longer says it is busy: the tap can be tried again.
test('an opener whose dialog cannot be loaded stops saying it is busy', async ({ page, consoleErrors }) => {
  await page.route(/\/_astro\/ReservationModal\.[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await waitForPageScripts(page);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Join the wait list' });
  await opener.click();
  await expect.poll(() => consoleErrors.some((text) => text.startsWith('A dialog could not be opened'))).toBe(true);
  await expect(opener).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  consoleErrors.length = 0;
});
