/**
 * The frame of every console page: the document head (its one stylesheet, no script), a skip
 * link, the header with the logo, the console's links and the sign-out button, and the main
 * landmark the page fills. Plain HTML under a CSP that allows no inline style or script.
 */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Where ops-routes.ts serves CONSOLE_CSS. */
export const CONSOLE_CSS_PATH = '/ops/console.css';
export const CONSOLE_NAME = 'Testable operator console';

/** The logo (public/favicon.svg), drawn inline: it is decoration beside the console's name. */
const LOGO = html`<svg class="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><path d="M16 0C28 0 32 4 32 16S28 32 16 32 0 28 0 16 4 0 16 0z" fill="#0b6e99"/><path d="M7.5 16l6.5 7 10.5-12" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="14" cy="11.1" r="3" fill="#ffb547"/></svg>`;

const BRAND = html`${LOGO}<span class="brand-name">Testable <span class="brand-sub">operator console</span></span>`;

export interface PageFrame {
  /** The page's own title, before the console's name. */
  title: string;
  /** The header's link that is this page, if any. */
  current?: 'leads';
  /** Signed in: the header has the console's links and the sign-out button. */
  signedIn: boolean;
  /** A class on <main> for the page's own layout. */
  mainClass?: string;
  body: Html;
}

function consoleHeader(current: PageFrame['current']) {
  const here = (link: PageFrame['current']) => (link === current ? html` aria-current="page"` : '');
  return html`<header class="top">
    <div class="top-inner">
      <a class="brand" href="/ops">${BRAND}</a>
      <nav class="top-nav" aria-label="Console">
        <ul>
          <li><a href="/ops"${here('leads')}>Leads</a></li>
          <li><a href="/ops/api/leads.csv" download>Download CSV</a></li>
        </ul>
      </nav>
      <form class="sign-out" method="post" action="/ops/sign-out">
        <button class="button button-quiet" type="submit">Sign out</button>
      </form>
    </div>
  </header>`;
}

const signedOutHeader = html`<header class="top">
  <div class="top-inner"><span class="brand">${BRAND}</span></div>
</header>`;

export function consolePage({ title, current, signedIn, mainClass, body }: PageFrame): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="light dark">
<title>${title} · ${CONSOLE_NAME}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${CONSOLE_CSS_PATH}">
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
${signedIn ? consoleHeader(current) : signedOutHeader}
<main id="main" tabindex="-1"${mainClass ? html` class="${mainClass}"` : ''}>
${body}
</main>
</body>
</html>`;
}
