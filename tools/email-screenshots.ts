/**
 * Pictures of every email for the docs (docs/screenshots/email-<name>-<scheme>.png): the
 * templates' real output with the preview pages' example links, the words of src/content/emails/
 * and the company of src/content/site/, at 600 px wide (and at 390 and 1280 px, named
 * email-<name>-<width>-<scheme>.png) in the light and the dark colour scheme,
 * as a mail client that follows the reader's scheme shows it. Set in this machine's fonts, as a
 * reader without Figtree sees it. Run it after changing an email's words or look:
 * `npm run screenshots:emails` (SITE_URL: the site the links name, default https://testable.dev).
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { CONFIRMATION_COPY, OPERATOR_NOTICE_COPY } from '../src/lib/emails/email-copy.ts';
import { EXAMPLE_EMAILS, exampleEmail } from '../src/lib/emails/example-emails.ts';
import { emailSender } from '../src/lib/emails/rendered-email.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const OUT_DIR = process.env['OUT_DIR'] ?? 'docs/screenshots';
const SITE_URL = process.env['SITE_URL'] ?? 'https://testable.dev';
/**
 * The width most mail clients give a message, around the email's 560 px card, then a phone's and a
 * desktop's, as the site's own screenshots are taken.
 */
const WIDTHS = [600, 390, 1280];

const site = parse(readFileSync('src/content/site/site.yaml', 'utf8'));
const company = parse(readFileSync('src/content/site/company.yaml', 'utf8'));
const input = {
  siteUrl: SITE_URL,
  sender: emailSender(site.name, company),
  confirmation: CONFIRMATION_COPY,
  notice: OPERATOR_NOTICE_COPY,
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });
try {
  for (const name of EXAMPLE_EMAILS) {
    const { html } = exampleEmail(name, input);
    for (const [width, colorScheme] of WIDTHS.flatMap((width) =>
      (['light', 'dark'] as const).map((scheme) => [width, scheme] as const),
    )) {
      const page = await browser.newPage({
        viewport: { width, height: 400 },
        colorScheme,
        deviceScaleFactor: 1,
      });
      // The email loads nothing: any request would be a mistake in the template.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load' });
      const png = await page.screenshot({ fullPage: true });
      // The mail client's width keeps the names the docs show; the others are named by their width.
      const path = `${OUT_DIR}/email-${name}${width === WIDTHS[0] ? '' : `-${width}`}-${colorScheme}.png`;
      await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(path);
      console.log(path);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
