/**
 * The console's one stylesheet, served by ops-routes.ts at /ops/console.css (the CSP allows
 * styles from the site's own origin only: no inline style anywhere): the site's typeface
 * (console-font.ts), the site's tokens, light and dark (src/styles/tokens.css), and the console's
 * own rules (styles/*.css), a table that becomes a stack of cards on a narrow screen.
 */
import { TOKENS_CSS } from '../../../src/lib/config/site-palette.ts';
import { CONSOLE_FONT_CSS } from './console-font.ts';
import { CONSOLE_RULES_CSS } from './console-stylesheet.ts';

export const CONSOLE_CSS = [CONSOLE_FONT_CSS, TOKENS_CSS, CONSOLE_RULES_CSS].join('\n');
