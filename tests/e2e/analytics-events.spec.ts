import { cookieSettings, events, recordAcrossPages, test } from './analytics-fixtures';
import {
  expect,
  faqQuestion,
  heroSection,
  landingSection,
  pauseClock,
  scrollRestsAt,
  stubWebhook,
  waitForDialogs,
  waitForFaq,
  waitForIsland,
} from './fixtures';

/** The events the visitor's journeys queue (docs/pages.md "Analytics and consent"); Google is never asked here. */
test.describe('events of the journeys', () => {
  test('every call-to-action click queues button_click with its id', async ({ page }) => {
    await page.goto('/');
    await waitForDialogs(page);
    const clicks = async () => (await events(page, 'button_click')).map(([, params]) => params);

    await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await heroSection(page).getByRole('link', { name: 'Try it Free' }).click();
    await scrollRestsAt(page, '#try');
    await page.getByRole('button', { name: 'Watch Dave’s session' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Not a call to action: no event.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).hover();
    await cookieSettings(page).click();

    expect(await clicks()).toEqual([
      { button_id: 'header-reserve' },
      { button_id: 'hero-try' },
      { button_id: 'demo-card-play' },
      { button_id: 'footer-feedback' },
    ]);
  });

  test('the phone bar and a page-leaving button are tracked too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const recorded = await recordAcrossPages(page);
    await page.route('**/analysis', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>analysis</title>' }),
    );
    await page.goto('/');
    await waitForDialogs(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await bar.getByRole('button', { name: 'Join the wait list' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await bar.getByRole('link', { name: 'Try it Free' }).click();

    await page.goto('/test-execution');
    await page.getByRole('link', { name: 'Go Back to Build Plan' }).click();
    await page.waitForURL('**/analysis');
    const clicks = (await recorded()).filter(([command, name]) => command === 'event' && name === 'button_click');
    expect(clicks.map((entry) => entry[2])).toEqual([
      { button_id: 'mobile-bar-reserve' },
      { button_id: 'mobile-bar-try' },
      { button_id: 'execution-empty-back' },
    ]);
  });

  test('faq_expanded names the question, only when it opens', async ({ page }) => {
    await page.goto('/');
    await waitForFaq(page);
    await faqQuestion(page, 1).click();
    await faqQuestion(page, 1).click();
    await faqQuestion(page, 3).click();
    expect(await events(page, 'faq_expanded')).toEqual([
      ['faq_expanded', { question: 'What if I change my mind?' }],
      ['faq_expanded', { question: 'What if you don’t reach 50 founders?' }],
    ]);
  });

  test('the landing reservation queues reservation_started, then reservation_completed', async ({ page }) => {
    await stubWebhook(page);
    await page.goto('/');
    await waitForDialogs(page);
    await heroSection(page).getByRole('button', { name: 'Join the wait list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' })).toBeVisible();
    const journey = (await events(page)).filter(([name]) => name !== 'page_view' && name !== 'scroll_depth');
    expect(journey).toEqual([
      ['button_click', { button_id: 'hero-reserve' }],
      ['reservation_started', { flow: 'landing' }],
      ['reservation_completed', { flow: 'landing' }],
    ]);
  });

  test('a successful try-it analysis queues conversion before leaving for /analysis', async ({ page }) => {
    const recorded = await recordAcrossPages(page);
    await page.route('**/api/analyze', (route) =>
      route.fulfill({
        json: { status: 'success', response: 'Hello', initial_state: { app_description: { value: 'A shop' } } },
      }),
    );
    await page.route('**/analysis', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>analysis</title>' }),
    );
    await page.goto('/');
    const address = page.getByRole('textbox', { name: 'Your app’s address' });
    await waitForIsland(address);
    await address.fill('shop.example');
    await landingSection(page, 'try').getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/analysis');
    const journey = (await recorded()).filter(
      ([command, name]) => command === 'event' && name !== 'page_view' && name !== 'scroll_depth',
    );
    expect(journey).toEqual([
      ['event', 'button_click', { button_id: 'try-continue' }],
      ['event', 'conversion', { source: 'url_analysis' }],
    ]);
  });

  test('scroll_depth fires at 25, 50, 75 and 100 percent, each once per page view', async ({ page }) => {
    // The page measures the depth on a timer after scrolling (a throttle). With the page's clock
    // held, each step below knows that measurement has run, so "nothing new was sent" is a fact
    // rather than a guess made after a pause.
    await page.clock.install();
    await page.goto('/');
    await waitForDialogs(page);
    await pauseClock(page);
    const depths = async () =>
      (await events(page, 'scroll_depth')).map(([, params]) => (params as { percent: number }).percent);
    /** Scrolls to each ratio of the page in turn, then lets the measurement those scrolls started run. */
    const scrollTo = async (...ratios: number[]) => {
      for (const ratio of ratios) {
        // Resolves on the scroll event, after the page's own listener (added first) has started its timer.
        await page.evaluate(
          (r) =>
            new Promise<void>((resolve) => {
              window.addEventListener('scroll', () => resolve(), { once: true });
              window.scrollTo({
                top: r * (document.documentElement.scrollHeight - window.innerHeight),
                behavior: 'instant',
              });
            }),
          ratio,
        );
      }
      // Far longer than the throttle's interval: the measurement has run when this returns.
      await page.clock.runFor(1000);
    };

    await scrollTo(0.1);
    expect(await depths()).toEqual([]);
    await scrollTo(0.3);
    expect(await depths()).toEqual([25]);
    await scrollTo(0.6);
    expect(await depths()).toEqual([25, 50]);
    await scrollTo(0, 0.6);
    expect(await depths()).toEqual([25, 50]);
    await scrollTo(1);
    expect(await depths()).toEqual([25, 50, 75, 100]);
    await scrollTo(0, 1);
    expect(await depths()).toEqual([25, 50, 75, 100]);
  });
});
