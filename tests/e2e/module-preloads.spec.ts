import { expect, test, waitForPageScripts } from './fixtures';

// A page's module scripts are tiny entries importing the shared page chunk; the build preloads
// that chunk (integrations/module-preloads.ts), so it is requested as the HTML is read, not one
// round trip after an entry arrives. Each entry is held here until the chunk has been requested:
// without the preload the page's scripts would never run.
for (const path of ['/', '/privacy', '/404.html']) {
  test(`${path} requests what its scripts import together with them`, async ({ page }) => {
    let chunkRequested: () => void = () => {};
    const requested = new Promise<void>((resolve) => {
      chunkRequested = resolve;
    });
    page.on('request', (request) => {
      if (/\/_astro\/page\.[\w-]+\.js$/.test(request.url())) chunkRequested();
    });
    await page.route(/\/_astro\/[\w-]+\.astro_astro_type_script_[\w.-]+\.js$/, async (route) => {
      await requested;
      await route.continue();
    });
    await page.goto(path);
    await waitForPageScripts(page);
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloads.some((href) => /^\/_astro\/page\.[\w-]+\.js$/.test(href))).toBe(true);
  });
}
