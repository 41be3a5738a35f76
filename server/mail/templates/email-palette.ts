/**
 * The site's look, as an email can carry it: fixed colours (an email has no custom properties)
 * taken from the tokens of src/styles/global.css, light and dark, and the site's typeface with
 * the local fonts it falls back on. tests/unit/server/mail/templates.test.ts checks that each
 * colour is still its token's.
 */

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

export const EMAIL_COLOURS: { light: EmailColours; dark: EmailColours } = {
  light: {
    page: '#f6f7fb',
    card: '#ffffff',
    ink: '#0f172a',
    muted: '#475569',
    line: '#e2e8f0',
    accent: '#0b6e99',
    link: '#075272',
    onAccent: '#ffffff',
  },
  dark: {
    page: '#0a1020',
    card: '#1a2438',
    ink: '#e2e8f0',
    muted: '#a3b1c6',
    line: '#334155',
    accent: '#4fb3e3',
    link: '#8fd3f4',
    onAccent: '#0f172a',
  },
};

/** The token of global.css each colour is, in both schemes. */
export const COLOUR_TOKENS: Record<keyof EmailColours, string> = {
  page: '--c-bg-soft',
  card: '--c-bg-raised',
  ink: '--c-ink',
  muted: '--c-ink-2',
  line: '--c-line',
  accent: '--c-accent',
  link: '--c-accent-ink',
  onAccent: '--c-on-accent',
};

/**
 * Figtree where the reader has it (an email cannot load the site's file), else Arial or DejaVu
 * Sans, the local fonts the site itself shows until Figtree arrives. Single quotes: it goes into
 * double-quoted style attributes.
 */
export const FONT_STACK = "Figtree, Arial, 'DejaVu Sans', sans-serif";
