/**
 * The frame every email shares, and the parts its card is made of (docs/emails.md, "How they
 * look"). Written for mail clients rather than browsers: tables for layout, every style inline,
 * one <style> block for what only a media query can say (a phone's width, the dark scheme) and
 * for Outlook.com's dark mode. The wordmark is text, so the email reads the same with images
 * off; nothing is loaded from anywhere. Without CSS at all, it is a heading, paragraphs and links
 * in order. Every value that goes into the markup is escaped here or in escape-html.ts.
 */
import { COPY_LOCALE } from '../constants.ts';
import { EMAIL_COLOURS, FONT_STACK } from './email-palette.ts';
import { escapeHtml } from './escape-html.ts';
import { oneLine, plainText } from './rendered-email.ts';

const LIGHT = EMAIL_COLOURS.light;
const DARK = EMAIL_COLOURS.dark;
/** The card's width: a column a phone shows whole, and a line of text under 70 characters. */
export const CARD_WIDTH = 560;

const font = (weight: number, size: number, lineHeight: string) =>
  `font:${weight} ${size}px/${lineHeight} ${FONT_STACK}`;

/** What only a <style> block can say. Clients that drop it keep the light look of the inline styles. */
const STYLE = `
:root{color-scheme:light dark;supported-color-schemes:light dark}
body{margin:0;padding:0;width:100%;-webkit-text-size-adjust:100%;text-size-adjust:100%}
a{color:${LIGHT.link}}
@media (max-width:600px){
.email-card{padding:28px 22px!important}
.email-heading{font-size:24px!important}
}
@media (prefers-color-scheme:dark){
.email-page{background-color:${DARK.page}!important}
.email-card{background-color:${DARK.card}!important;border-color:${DARK.line}!important}
.email-ink{color:${DARK.ink}!important}
.email-muted{color:${DARK.muted}!important}
.email-link{color:${DARK.link}!important}
.email-rule{border-color:${DARK.line}!important}
.email-accent{background-color:${DARK.accent}!important}
.email-on-accent{color:${DARK.onAccent}!important}
}
[data-ogsc] .email-ink{color:${DARK.ink}!important}
[data-ogsc] .email-muted{color:${DARK.muted}!important}
[data-ogsc] .email-link{color:${DARK.link}!important}
[data-ogsc] .email-on-accent{color:${DARK.onAccent}!important}
[data-ogsb] .email-accent{background-color:${DARK.accent}!important}
`.trim();

/** The email's stylesheet, as its <style> element holds it (the preview pages allow it by its hash). */
export const EMAIL_STYLE = STYLE;

export interface EmailFrame {
  /** The language of the words (the site's COPY_LOCALE). */
  lang: string;
  /** The subject, as the document's title. */
  title: string;
  /** What inboxes show after the subject; hidden in the email. */
  preheader: string;
  /** The product's name, drawn as the wordmark. */
  product: string;
  /** The card's HTML, made of the parts below. */
  card: string;
  /** The lines under the card, as HTML. */
  footer: readonly string[];
}

/** The wordmark: the mark (a tick on the accent, as in the logo) and the name, both text. */
function wordmark(product: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td class="email-accent email-on-accent" width="28" height="28" align="center" valign="middle" style="width:28px;height:28px;border-radius:9px;background-color:${LIGHT.accent};color:${LIGHT.onAccent};${font(700, 16, '28px')};">&#10003;</td><td class="email-ink" style="padding-left:10px;${font(800, 21, '28px')};letter-spacing:-0.02em;color:${LIGHT.ink};">${escapeHtml(product)}</td></tr></table>`;
}

/** The whole document around a card. */
export function emailDocument({ lang, title, preheader, product, card, footer }: EmailFrame): string {
  const footerLines = footer
    .map(
      (line) =>
        `<p class="email-muted" style="margin:0 0 8px;${font(400, 13, '1.6')};color:${LIGHT.muted};">${line}</p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no, date=no, address=no, email=no, url=no">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body class="email-page" style="margin:0;padding:0;background-color:${LIGHT.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" class="email-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${LIGHT.page};">
<tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:${CARD_WIDTH}px;">
<tr><td style="padding:0 4px 24px;">${wordmark(product)}</td></tr>
<tr><td class="email-card" style="padding:40px 40px 36px;background-color:${LIGHT.card};border:1px solid ${LIGHT.line};border-radius:14px;">
${card}
</td></tr>
<tr><td style="padding:24px 4px 0;">${footerLines}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The short line above the heading that says what the email is about, in the accent's ink. */
export const eyebrowHtml = (text: string): string =>
  `<p class="email-link" style="margin:0 0 10px;${font(700, 13, '1.4')};letter-spacing:0.06em;text-transform:uppercase;color:${LIGHT.link};">${escapeHtml(text)}</p>`;

/** The card's heading. */
export const headingHtml = (text: string): string =>
  `<h1 class="email-ink email-heading" style="margin:0 0 16px;${font(800, 28, '1.2')};letter-spacing:-0.02em;color:${LIGHT.ink};">${escapeHtml(text)}</h1>`;

/** A paragraph of HTML (already escaped: text through escapeHtml or fillHtml); `small` for the notes. */
export const paragraphHtml = (html: string, { small = false, muted = false } = {}): string =>
  `<p class="${muted ? 'email-muted' : 'email-ink'}" style="margin:0 0 16px;${font(400, small ? 14 : 16, '1.6')};color:${muted ? LIGHT.muted : LIGHT.ink};">${html}</p>`;

/** A link in running text; `href` is an address from safeUrl(). */
export const linkHtml = (label: string, href: string): string =>
  `<a class="email-link" href="${escapeHtml(href)}" style="color:${LIGHT.link};text-decoration:underline;">${escapeHtml(label)}</a>`;

/** The address itself as a link, for a client that shows no button: it breaks anywhere rather than widen the card. */
export const bareLinkHtml = (href: string): string =>
  `<a class="email-link" href="${escapeHtml(href)}" style="color:${LIGHT.link};text-decoration:underline;word-break:break-all;">${escapeHtml(href)}</a>`;

/** The call to action: a link drawn as the site's primary button, which stays a link without CSS. */
export const buttonHtml = (label: string, href: string): string =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:28px 0 20px;"><tr><td class="email-accent" align="center" bgcolor="${LIGHT.accent}" style="border-radius:8px;background-color:${LIGHT.accent};"><a class="email-on-accent" href="${escapeHtml(href)}" style="display:inline-block;padding:14px 28px;${font(700, 16, '20px')};color:${LIGHT.onAccent};text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a></td></tr></table>`;

/** A thin line across the card, between what it is about and the way out. */
export const ruleHtml = (): string =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:12px 0 20px;"><tr><td class="email-rule" style="border-top:1px solid ${LIGHT.line};font-size:0;line-height:0;">&nbsp;</td></tr></table>`;

/** What makes one email, past its frame: its words, its card's blocks and its plain text's. */
export interface EmailParts {
  /** The subject, and the eyebrow and heading that open the card and the plain text. */
  words: { subject: string; eyebrow: string; heading: string };
  preheader: string;
  /** The wordmark's name. */
  product: string;
  /** The card's blocks after its eyebrow and heading, as HTML. */
  card: readonly string[];
  footer: readonly string[];
  /** The plain text's blocks after the wordmark, eyebrow and heading. */
  text: readonly string[];
}

/** An email's subject, HTML and plain text, each opening the same way: wordmark, eyebrow, heading. */
export function composeEmail({ words, preheader, product, card, footer, text }: EmailParts) {
  const subject = oneLine(words.subject);
  return {
    subject,
    html: emailDocument({
      lang: COPY_LOCALE,
      title: subject,
      preheader,
      product,
      card: [eyebrowHtml(words.eyebrow), headingHtml(words.heading), ...card].join('\n'),
      footer,
    }),
    text: plainText([product, `${words.eyebrow}\n${words.heading}`, ...text]),
  };
}
