/** What the page benchmarks share: the throttling, the phone, the stored plan the app pages show. */
import type { Browser, Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { TRADE_BUYERS, v } from '../../tests/support/plans.ts';

/** Lighthouse's mobile preset: a slow 4G connection and a CPU four times slower than this one. */
export const MOBILE = throttling.mobileSlow4G;
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** A fresh browser context as a phone: its width, touch, and mobile viewport rules. */
export const phoneContext = (browser: Browser) =>
  browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });

/** Applies MOBILE to `page` through the DevTools protocol, from now on. */
export async function throttle(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.requestLatencyMs,
    downloadThroughput: (MOBILE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadThroughputKbps * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier });
}

/** /analysis and /test-execution show the browser's own plan: measure them with one in place. */
export const STORED_PLAN: Record<string, string> = {
  'testable:devUrl': 'https://mulch-shop.example/',
  'testable:conversation': JSON.stringify([{ role: 'assistant', content: 'Hi! What does your app do?' }]),
  'testable:planState': JSON.stringify({
    app_description: v('An online shop for landscaping supplies'),
    user_types: [TRADE_BUYERS],
  }),
};

/** Runs in the page (addInitScript / evaluate), so it takes its data as an argument. */
export function seedStorage(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
}
