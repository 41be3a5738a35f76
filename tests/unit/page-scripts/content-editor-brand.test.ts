// @vitest-environment node
/**
 * The content editor (/admin) in the site's colours (src/page-scripts/content-editor/brand.css),
 * readable: every accent it sets meets WCAG AA (4.5:1) against what it is drawn with, in the light
 * and the dark theme, hover and pressed included (which axe, auditing the page at rest, never sees).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hslToHex } from '../../support/contrast';

const brand = readFileSync('src/page-scripts/content-editor/brand.css', 'utf8');
const site = readFileSync('src/styles/tokens.css', 'utf8');

/** The custom properties set by the rule whose selector is exactly `selector`. */
function propertiesOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule for ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]),
  );
}

const light = propertiesOf(brand, 'html:root:not([data-theme="dark"])');
const dark = propertiesOf(brand, 'html:root[data-theme="dark"]');
const tokens = propertiesOf(site, ':root');

// Sveltia UI's backgrounds (its app shell): hsl(210 5% L) in the light theme, hsl(210 10% L) in the dark.
const LIGHT_BACKGROUNDS = [100, 98, 95, 92, 84].map((lightness) => hslToHex(210, 5, lightness));
const DARK_BACKGROUNDS = [8, 10, 13, 16, 26].map((lightness) => hslToHex(210, 10, lightness));

describe('the editor’s colours', () => {
  it('are the site’s accent and its ink, not the editor’s blue', () => {
    expect(light['--sui-primary-accent-color']).toBe(tokens['--c-accent']);
    expect(light['--sui-primary-accent-color-dark']).toBe(tokens['--c-accent-ink']);
    expect(dark['--sui-primary-accent-color']).toBe(tokens['--c-accent']);
  });

  describe.each([
    ['light', light, LIGHT_BACKGROUNDS],
    ['dark', dark, DARK_BACKGROUNDS],
  ])('in the %s theme', (_, colours, backgrounds) => {
    // A primary button: its text (the "inverted" colour) on the accent, hovered (-light) or pressed (-dark).
    it.each(['--sui-primary-accent-color', '--sui-primary-accent-color-light', '--sui-primary-accent-color-dark'])(
      'button text on %s meets AA',
      (button) => {
        const text = colours['--sui-primary-accent-color-inverted'] ?? '';
        expect(contrastRatio(text, colours[button] ?? '')).toBeGreaterThanOrEqual(4.5);
      },
    );

    it.each(backgrounds)('accent text on the background %s meets AA', (background) => {
      expect(contrastRatio(colours['--sui-primary-accent-color-text'] ?? '', background)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
