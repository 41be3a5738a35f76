/**
 * Renders the link-preview image (public/og.png, 1200×630) and the home-screen icon
 * (public/apple-touch-icon.png, 180×180) from the brand and the hero copy: `npm run images`.
 * Run it again after changing the headline, the price, the launch month, the colours or the mark,
 * and once the launch month has passed (the line under the price then says its undated words).
 * The words are set in the site's own typeface, Figtree, from the file the site serves (given to
 * the browser as data, so nothing depends on the fonts of the machine); the render stops rather
 * than fall back to another font.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { WEB_FONT_FILE } from '../integrations/web-font.ts';
import { paletteColor } from '../src/lib/config/palette.ts';
import { SITE_PALETTE } from '../src/lib/config/site-palette.ts';
import { fillCopy, siteFacts } from '../src/lib/content/site-facts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const hero = parse(readFileSync('src/content/landing/hero.yaml', 'utf8'));
const site = parse(readFileSync('src/content/site/site.yaml', 'utf8'));
const company = parse(readFileSync('src/content/site/company.yaml', 'utf8'));
const mark = readFileSync('public/favicon.svg', 'utf8');
const font = readFileSync(WEB_FONT_FILE).toString('base64');
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const token = (name: string) => paletteColor(SITE_PALETTE.light, name);

/** The hero's availability line as the landing page says it today: the launch month while it is ahead. */
const availability = fillCopy(String(hero.availability), siteFacts(String(site.launchMonth), company));

const ink = token('--c-ink');
const ink2 = token('--c-ink-2');
const line = token('--c-line');
const tone = (passed: boolean) =>
  passed
    ? `color:${token('--c-good')};background:${token('--c-good-soft')}`
    : `color:${token('--c-bad')};background:${token('--c-bad-soft')}`;
type Run = { persona: string; goal: string; passed: boolean; result: string };
// The hero's picture of the product, as the page draws it: an example run in a browser window.
const runs = (hero.preview.runs as Run[])
  .map(
    (
      run,
      index,
    ) => `<div style="display:flex;align-items:center;gap:14px;padding:15px 8px;${index ? `border-top:1px solid ${line}` : ''}">
      <span style="flex:none;display:grid;place-items:center;width:36px;height:36px;border-radius:50%;font-weight:800;font-size:18px;${tone(run.passed)}">${run.passed ? '✓' : '!'}</span>
      <span style="flex:1;line-height:1.3"><b style="display:block">${escapeHtml(run.persona)}</b><span style="color:${ink2}">${escapeHtml(run.goal)}</span></span>
      <span style="flex:none;padding:4px 12px;border-radius:999px;font-size:15px;font-weight:700;${tone(run.passed)}">${escapeHtml(run.result)}</span>
    </div>`,
  )
  .join('');
const card = `<div style="width:500px;flex:none;border:1px solid ${line};border-radius:18px;background:#fff;overflow:hidden;font-size:17px;
  box-shadow:0 2px 4px rgb(15 23 42 / 0.05),0 30px 60px -24px rgb(15 23 42 / 0.3)">
  <div style="display:flex;align-items:center;gap:7px;padding:12px 18px;background:${token('--c-bg-soft')};border-bottom:1px solid ${line}">
    ${'<i style="width:12px;height:12px;border-radius:50%;background:#cbd5e1"></i>'.repeat(3)}
    <span style="margin-left:12px;padding:2px 14px;border-radius:999px;background:#fff;border:1px solid ${line};font-size:15px;color:${ink2}">${escapeHtml(hero.preview.address)}</span>
  </div>
  <div style="display:flex;justify-content:space-between;align-items:center;padding:16px 22px 6px">
    <span style="padding:3px 12px;border-radius:999px;background:${token('--c-accent-soft')};color:${token('--c-accent-ink')};font-weight:600;font-size:16px">${escapeHtml(hero.preview.label)}</span>
    <b style="font-size:16px">${escapeHtml(hero.preview.summary)}</b>
  </div>
  <div style="padding:0 14px 8px">${runs}</div>
</div>`;
const og = `<!doctype html><html><head><style>
  @font-face { font-family: Figtree; font-weight: 300 900; src: url(data:font/woff2;base64,${font}) format("woff2"); }
  body { margin: 0; font-family: Figtree; color: ${ink}; }
</style></head><body>
<div style="width:1200px;height:630px;box-sizing:border-box;padding:64px 64px 64px 72px;display:flex;align-items:center;gap:40px;
  background:radial-gradient(900px 560px at 96% -10%,${token('--c-accent-soft')},transparent 72%),linear-gradient(#fff,${token('--c-bg-soft')})">
  <div style="flex:1;height:100%;display:flex;flex-direction:column;justify-content:space-between">
    <div style="display:flex;align-items:center;gap:16px;font-size:38px;font-weight:800;letter-spacing:-0.02em">
      <div style="width:56px;height:56px">${mark}</div>${escapeHtml(site.name)}
    </div>
    <div style="font-size:60px;font-weight:800;line-height:1.04;letter-spacing:-0.035em;text-wrap:balance">${escapeHtml(hero.headline)}</div>
    <div style="font-size:26px;font-weight:600;color:${ink2};line-height:1.35">
      <span style="font-size:40px;font-weight:800;color:${token('--c-accent-ink')}">${escapeHtml(hero.price.amount)}</span>
      ${escapeHtml(hero.price.qualifier)}<br>${escapeHtml(availability)}
    </div>
  </div>
  ${card}
</div></body></html>`;

// A full square: iOS rounds the corners itself, and would paint transparent ones black.
const icon = `<!doctype html><html><body style="margin:0;width:180px;height:180px;background:${token('--c-accent')}">${mark.replace('<svg ', '<svg width="180" height="180" ')}</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [html, path, width, height] of [
  [og, 'public/og.png', 1200, 630],
  [icon, 'public/apple-touch-icon.png', 180, 180],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  const figtree = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('800 72px Figtree');
  });
  if (!figtree) throw new Error(`Figtree did not load for ${path}`);
  // A palette of 256 colours: the same picture in a third of the bytes.
  await sharp(await page.screenshot())
    .png({ palette: true, quality: 95, effort: 10 })
    .toFile(path);
  await page.close();
}
await browser.close();
console.log('Wrote public/og.png and public/apple-touch-icon.png');
