/**
 * The site's look, as an email can carry it: fixed colours (an email has no custom properties)
 * taken from the site's tokens, light and dark (src/styles/tokens.css, through site-palette.ts),
 * and the site's typeface with the local fonts it falls back on.
 */
import { type Palette, paletteColor } from '../config/palette.ts';
import { SITE_PALETTE } from '../config/site-palette.ts';

export interface EmailColours {
  /** Around the card: the site's soft band. */
  page: string;
  card: string;
  ink: string;
  muted: string;
  line: string;
  accent: string;
  /** Links in text. */
  link: string;
  /** Text on the accent: the button's label, the mark's tick. */
  onAccent: string;
}

/** A colour an email client of any age reads: six hex digits (#fff is #ffffff). */
export const sixDigitHex = (hex: string) => hex.replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3');

function emailColours(palette: Palette): EmailColours {
  const token = (name: string) => sixDigitHex(paletteColor(palette, name));
  return {
    page: token('--c-bg-soft'),
    card: token('--c-bg-raised'),
    ink: token('--c-ink'),
    muted: token('--c-ink-2'),
    line: token('--c-line'),
    accent: token('--c-accent'),
    link: token('--c-accent-ink'),
    onAccent: token('--c-on-accent'),
  };
}

export const EMAIL_COLOURS = { light: emailColours(SITE_PALETTE.light), dark: emailColours(SITE_PALETTE.dark) };

/**
 * Figtree where the reader has it (an email cannot load the site's file), else Arial or DejaVu
 * Sans, the local fonts the site itself shows until Figtree arrives. Single quotes: it goes into
 * double-quoted style attributes.
 */
export const FONT_STACK = "Figtree, Arial, 'DejaVu Sans', sans-serif";
