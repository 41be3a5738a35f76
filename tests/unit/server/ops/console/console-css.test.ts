// @vitest-environment node
/**
 * The console's stylesheet is the site's palette and the console's own rules: the rules write no
 * colour of their own, and every token they read is the site's (src/styles/tokens.css) or one
 * they set themselves, so the site's colours, light and dark, are the console's.
 */
import { describe, expect, it } from 'vitest';
import { CONSOLE_CSS } from '../../../../../server/ops/console/console-css';
import { CONSOLE_RULES_CSS } from '../../../../../server/ops/console/console-stylesheet';
import { SITE_PALETTE, TOKENS_CSS } from '../../../../../src/lib/config/site-palette';

const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\(/gi;

describe('the console’s stylesheet', () => {
  it('writes no colour of its own', () => {
    expect(CONSOLE_RULES_CSS.match(COLOUR_LITERAL)).toBeNull();
  });

  it('reads only the site’s tokens and its own', () => {
    const own = new Set([...CONSOLE_RULES_CSS.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name));
    const read = new Set([...CONSOLE_RULES_CSS.matchAll(/var\((--[\w-]+)\)/g)].map(([, name = '']) => name));
    const unknown = [...read].filter((name) => !own.has(name) && !(name in SITE_PALETTE.light));
    expect(unknown).toEqual([]);
  });

  it('is the typeface, the site’s tokens and the console’s rules, in that order', () => {
    const tokensAt = CONSOLE_CSS.indexOf(TOKENS_CSS);
    expect(CONSOLE_CSS.indexOf('@font-face')).toBeLessThan(tokensAt);
    expect(tokensAt).toBeLessThan(CONSOLE_CSS.indexOf(CONSOLE_RULES_CSS));
  });
});
