/**
 * The landing sections are not laid out until they come near the screen, and take
 * their stand-ins' room meanwhile (src/components/Section.astro): heights measured at build time
 * by tools/stand-ins.ts. Where a stand-in is its section's height, a link lands on its section
 * and nothing moves when the sections above are laid out on the way back.
 */
import type { Page } from '@playwright/test';
import { sectionHeights } from '../../tools/stand-in-css';
import { expect, scrollRestsAt, test } from './fixtures';

/** Each section's stand-in height, by id, as its stylesheet gives it. */
function standIns(): Record<string, number> {
  return Object.fromEntries(
    [...document.querySelectorAll<HTMLElement>('.section')].map((section) => [
      section.id,
      Number.parseFloat(getComputedStyle(section).containIntrinsicHeight.replace('auto', '')),
    ]),
  );
}

/** The page in its own typeface, which the stand-ins were measured in. */
async function openInTypeface(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-typeface', '');
}

/** Holds back the requests for `url` until released, as a slow connection would. */
function holdRequests(page: Page, url: RegExp): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}

/** Follows the in-page link to `hash` as a tap does, whether the page's own scripts run yet or not. */
const follow = (page: Page, hash: string) =>
  page.evaluate((target) => document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`)?.click(), hash);

const standInsAreHeights = async (page: Page) => {
  await openInTypeface(page);
  const given = await page.evaluate(standIns);
  const heights = await page.evaluate(sectionHeights);
  expect(Object.keys(heights).length).toBeGreaterThan(3);
  for (const [id, height] of Object.entries(heights))
    expect({ id, standIn: given[id] }).toEqual({ id, standIn: Math.round(height * 10) / 10 });
};

test("on a desktop, every section's stand-in is its height (else: npm run stand-ins)", async ({ page }) => {
  await standInsAreHeights(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("every section's stand-in is its height (else: npm run stand-ins)", async ({ page }) => {
    await standInsAreHeights(page);
  });

  test('opened at a section’s address, the page is put there at once; its links then scroll smoothly', async ({
    page,
  }) => {
    // A smooth scroll from the top would pass every section above, laying each out on the way.
    await page.addInitScript(() => {
      const seen: number[] = [];
      Object.assign(window, { scrollsSeen: seen });
      addEventListener('scroll', () => seen.push(window.scrollY), { capture: true, passive: true });
    });
    await page.goto('/#faq');
    await scrollRestsAt(page, '#faq');
    const { seen, at, screen } = await page.evaluate(() => ({
      seen: (window as unknown as { scrollsSeen: number[] }).scrollsSeen,
      at: window.scrollY,
      screen: window.innerHeight,
    }));
    expect(seen.filter((y) => y < at - screen)).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior))
      .toBe('smooth');
  });

  test('arrived at the FAQ by its address, scrolling back lands where asked: nothing above moves', async ({ page }) => {
    // The sections above the FAQ have never been near the screen: each is laid out on the way back.
    await page.goto('/#faq');
    await expect(page.locator('html')).toHaveAttribute('data-typeface', '');
    await scrollRestsAt(page, '#faq');
    for (const top of [300, 1500, 2500, 3200, 4500]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      // Two frames: the sections come near the screen in the first and are laid out for the next.
      const after = await page.evaluate(async () => {
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
        return window.scrollY;
      });
      expect(after).toBe(top);
    }
  });

  test('a link followed before the page scripts run lands on its section', async ({ page }) => {
    const pageScripts = holdRequests(page, /\/_astro\/page\.[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await follow(page, '#faq');
    await scrollRestsAt(page, '#faq');
    pageScripts.release();
  });
});
