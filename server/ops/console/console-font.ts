/**
 * The console's typeface: the site's own, Figtree. Its file is hashed under /_astro/ for the
 * pages, a name the server cannot know; the build also writes it here (integrations/console-font.ts),
 * under a name that stays. Until it arrives, and where it cannot load, the local fonts the site
 * itself falls back on.
 */
export const CONSOLE_FONT_PATH = '/fonts/figtree.woff2';

export const CONSOLE_FONT_CSS = `@font-face {
  font-family: Figtree;
  font-weight: 300 900;
  font-display: swap;
  src: url("${CONSOLE_FONT_PATH}") format("woff2");
}
`;
