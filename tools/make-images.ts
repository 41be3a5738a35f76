/**
 * Renders the link-preview image (public/og.png) and the home-screen icon
 * (public/apple-touch-icon.png) from the brand and the hero copy: `npm run images`.
 * Run it again after changing the headline or the price.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const hero = parse(readFileSync('src/content/landing/hero.yaml', 'utf8'));
const site = parse(readFileSync('src/content/site/site.yaml', 'utf8'));
const mark = readFileSync('public/favicon.svg', 'utf8');
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const og = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,sans-serif;color:#0f172a;background:radial-gradient(900px 500px at 90% -10%,#e0e7ff,transparent 70%),linear-gradient(#fff,#f6f7fb)">
  <div style="display:flex;align-items:center;gap:18px;font-size:40px;font-weight:800;letter-spacing:-0.02em">
    <div style="width:64px;height:64px">${mark}</div>${escapeHtml(site.name)}
  </div>
  <div style="font-size:68px;font-weight:800;line-height:1.08;letter-spacing:-0.03em;max-width:1000px;text-wrap:balance">${escapeHtml(hero.headline)}</div>
  <div style="display:flex;gap:20px;align-items:baseline;font-size:32px;color:#475569;white-space:nowrap">
    <span style="font-size:44px;font-weight:800;color:#3730a3">${escapeHtml(hero.price.amount)}</span>
    <span>${escapeHtml(hero.price.qualifier)}</span><span>·</span><span>${escapeHtml(hero.availability)}</span>
  </div>
</div></body></html>`;

const icon = `<!doctype html><html><body style="margin:0;width:180px;height:180px">${mark.replace('<svg ', '<svg width="180" height="180" ')}</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [html, path, width, height] of [
  [og, 'public/og.png', 1200, 630],
  [icon, 'public/apple-touch-icon.png', 180, 180],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path });
  await page.close();
}
await browser.close();
console.log('Wrote public/og.png and public/apple-touch-icon.png');
