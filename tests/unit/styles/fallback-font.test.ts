// @vitest-environment node
/**
 * The local fonts that stand in for Figtree until it arrives take the same room, so the swap moves
 * nothing: global.css holds exactly the @font-face rules that tools/fallback-font.ts computes from
 * the fonts themselves (Figtree from the file the site serves), and lists those families in order.
 */
import { globSync, readFileSync } from 'node:fs';
import figtreeRegular from '@capsizecss/metrics/figtree';
import figtreeExtraBold from '@capsizecss/metrics/figtree/800';
import { describe, expect, it } from 'vitest';
import { WEB_FONT_FAMILY, WEB_FONT_FILE } from '../../../integrations/web-font';
import {
  FALLBACKS,
  type FontMetrics,
  fallbackOverrides,
  fallbackRules,
  readWebFont,
  WEIGHTS,
} from '../../../tools/fallback-font';

const FIGTREE: FontMetrics = { unitsPerEm: 1000, ascent: 950, descent: -250, lineGap: 0, xWidthAvg: 449 };
const ARIAL: FontMetrics = { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 };
const NO_GAP: FontMetrics = { unitsPerEm: 2048, ascent: 1901, descent: -483, lineGap: 0, xWidthAvg: 1041 };

describe('fallbackOverrides', () => {
  it.each([
    ['the same font', FIGTREE, FIGTREE, { sizeAdjust: 100, ascentOverride: 95, descentOverride: 25 }],
    [
      'a font with a line gap, which is overridden',
      FIGTREE,
      ARIAL,
      { sizeAdjust: 100.7, ascentOverride: 94.3, descentOverride: 24.8, lineGapOverride: 0 },
    ],
    [
      'a wider font, shrunk and its lines kept',
      FIGTREE,
      NO_GAP,
      { sizeAdjust: 88.3, ascentOverride: 107.5, descentOverride: 28.3 },
    ],
  ])('%s', (_, web, local, expected) => {
    expect(fallbackOverrides(web, local)).toEqual(expected);
  });
});

describe('Figtree, read from the file the site serves', () => {
  // Capsize measures its published figures from Google's static instances of the same design.
  it.each([
    [400, figtreeRegular],
    [800, figtreeExtraBold],
  ])('at %s is as wide as Capsize measures it', async (weight, published) => {
    const metrics = await readWebFont(weight);
    expect(Math.round(metrics.xWidthAvg)).toBe(published.xWidthAvg);
    expect(metrics).toMatchObject({
      unitsPerEm: published.unitsPerEm,
      ascent: published.ascent,
      descent: published.descent,
    });
  });
});

const css = readFileSync('src/styles/global.css', 'utf8');

describe('src/styles/global.css', () => {
  it('holds the stand-in rules computed from the fonts now', async () => {
    for (const rule of await fallbackRules()) expect(css).toContain(rule);
  });

  it('lists Figtree, then each stand-in in order, then the system sans-serif', () => {
    const families = [WEB_FONT_FAMILY, ...FALLBACKS.map((fallback) => fallback.family), 'sans-serif'];
    expect(css).toContain(`--font: ${families.join(', ')};`);
  });

  it('loads Figtree from the file whose widths were measured, swapping when it arrives', () => {
    const face = /@font-face \{\n {2}font-family: Figtree;([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(face).toContain('font-display: swap;');
    expect(face).toContain('font-weight: 300 900;');
    expect(face).toContain(`src: url("${WEB_FONT_FILE.replace('node_modules/', '')}");`);
  });

  it('has a stand-in face for every weight the styles set, so no text changes width at the swap', () => {
    const styles = globSync('src/**/*.{css,astro}').map((file) => readFileSync(file, 'utf8'));
    const weights = styles.flatMap((text) =>
      [...text.matchAll(/font-weight: (\d+);/g)].map((match) => Number(match[1])),
    );
    expect(weights.length).toBeGreaterThan(10);
    expect([...new Set(weights)].filter((weight) => !(WEIGHTS as readonly number[]).includes(weight))).toEqual([]);
  });
});
