/**
 * The site's typeface, Figtree (one variable file, self-hosted: src/styles/global.css), and the
 * local fonts that stand in for it until it arrives, resized so that the swap moves nothing. For
 * each local font, size-adjust makes its average letter as wide as Figtree's (the average of
 * English text, weighted by how often each character occurs, as Capsize measures it), and the
 * ascent, descent and line-gap overrides give it Figtree's vertical metrics. Each stand-in has one
 * face for every weight the site sets (400 to 800), each matched
 * against Figtree at that weight: a face matched at one weight and shown at another changes width
 * at the swap, and a link or button that changes width moves its neighbours.
 *
 * The figures come from the real fonts: Figtree from the very file the site serves, DejaVu Sans
 * from this machine (Debian's, the font Chromium uses here), Arial and Roboto from Capsize's
 * measured metrics (neither is installed here). `node tools/fallback-font.ts` prints the rules
 * that global.css holds; tests/unit/styles/fallback-font.test.ts checks that they still match.
 *
 * Every rule is paid for in the first flight of every page, so there are two stand-ins: Arial
 * (Windows, macOS, iOS) and DejaVu Sans (Linux, where it is nearly always installed, and the
 * lab's Chromium). Android's Roboto is left to itself: its regular is within 1% of Figtree's
 * widths, its bold 4% narrower than Figtree at 800.
 */
import { readFileSync } from 'node:fs';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import * as fontkit from 'fontkit';
import wawoff2 from 'wawoff2';
import { WEB_FONT_FILE } from '../integrations/web-font.ts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/';

/** What a face's size and line need: in units of its em. */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Below the baseline: negative, as fonts store it. */
  descent: number;
  lineGap: number;
  /** The average advance of English text (Capsize's xWidthAvg). */
  xWidthAvg: number;
}

/**
 * How often each character occurs in English text: Capsize's weighting for its latin subset
 * (@capsizecss/unpack), so that the figures computed here compare with its published ones.
 */
const LATIN_WEIGHTS: Record<string, number> = {
  ' ': 0.154,
  e: 0.0922,
  t: 0.0672,
  a: 0.0668,
  i: 0.0588,
  n: 0.0578,
  o: 0.0571,
  r: 0.0526,
  s: 0.0469,
  h: 0.0351,
  l: 0.0304,
  d: 0.0298,
  c: 0.0232,
  u: 0.0207,
  m: 0.0181,
  f: 0.017,
  p: 0.0163,
  g: 0.0155,
  y: 0.0123,
  b: 0.0114,
  w: 0.011,
  ',': 0.0083,
  '.': 0.0079,
  v: 0.0076,
  '0': 0.0053,
  k: 0.0046,
  T: 0.0041,
  S: 0.0041,
  A: 0.004,
  '|': 0.0038,
  C: 0.0031,
  '2': 0.0026,
  M: 0.0025,
  x: 0.0025,
  '1': 0.0023,
  P: 0.0023,
  I: 0.0022,
  '[': 0.0021,
  B: 0.002,
  '-': 0.0018,
  U: 0.0016,
  '5': 0.0015,
  R: 0.0015,
  F: 0.0015,
  "'": 0.0014,
  N: 0.0014,
  H: 0.0013,
  D: 0.0013,
  L: 0.0012,
  '"': 0.0012,
  W: 0.0012,
  z: 0.0011,
  G: 0.0011,
  E: 0.0011,
  '3': 0.001,
  '(': 0.001,
  ')': 0.001,
  j: 0.0009,
  J: 0.0009,
  O: 0.0009,
  '4': 0.0008,
  q: 0.0008,
  ':': 0.0008,
  '6': 0.0007,
  '8': 0.0007,
  ']': 0.0007,
  K: 0.0007,
  '=': 0.0007,
  '9': 0.0006,
  '7': 0.0005,
  V: 0.0005,
  Y: 0.0003,
  $: 0.0002,
  Z: 0.0002,
  Q: 0.0001,
  á: 0.0001,
  é: 0.0001,
  '/': 0.0001,
  '%': 0.0001,
  ';': 0.0001,
  X: 0.0001,
};

/** The weighted average advance of English text, from a font's own advances. */
export function averageWidth(advanceOf: (character: string) => number): number {
  return Object.entries(LATIN_WEIGHTS).reduce((sum, [character, weight]) => sum + advanceOf(character) * weight, 0);
}

/**
 * The descriptors that make `local` stand in for `web`, in percent to one decimal (0.05% of a
 * 1,120 px line is half a pixel). The line gap is overridden only where the local font has one.
 */
export interface Overrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride?: number;
}

const percent = (value: number) => Math.round(value * 1000) / 10;

/**
 * The browser scales a face's glyphs and its overridden metrics by size-adjust, so the overrides
 * are the web font's metrics divided by it.
 */
export function fallbackOverrides(web: FontMetrics, local: FontMetrics): Overrides {
  const scale = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(web.ascent / web.unitsPerEm / scale),
    descentOverride: percent(-web.descent / web.unitsPerEm / scale),
    ...(local.lineGap !== 0 && { lineGapOverride: percent(web.lineGap / web.unitsPerEm / scale) }),
  };
}

interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
  getVariation(settings: Record<string, number>): FontkitFont;
}

function metricsOf(font: FontkitFont): FontMetrics {
  const { unitsPerEm, ascent, descent, lineGap } = font;
  const xWidthAvg = averageWidth((character) => font.glyphForCodePoint(character.codePointAt(0) ?? 0).advanceWidth);
  return { unitsPerEm, ascent, descent, lineGap, xWidthAvg };
}

/** Figtree at one weight, from the woff2 file the site serves (fontkit reads a variable TTF). */
export async function readWebFont(weight: number): Promise<FontMetrics> {
  const ttf = Buffer.from(await wawoff2.decompress(readFileSync(WEB_FONT_FILE)));
  return metricsOf((fontkit.create(ttf) as FontkitFont).getVariation({ wght: weight }));
}

function readLocalFont(path: string): FontMetrics {
  return metricsOf(fontkit.create(readFileSync(path)) as FontkitFont);
}

/** The weights the site's styles set, each with a face of its own in every stand-in. */
export const WEIGHTS = [400, 500, 600, 700, 800] as const;
export type Weight = (typeof WEIGHTS)[number];

/** A stand-in family: its name in CSS, and the local font and its metrics for each weight. */
export interface Fallback {
  family: string;
  face: (weight: Weight) => { local: string[]; metrics: () => FontMetrics };
}

/** Regular up to 500, bold from 600: the faces every system has. */
const isBold = (weight: Weight) => weight >= 600;

/** In the order the page lists them: a browser skips a family none of whose local fonts it has. */
export const FALLBACKS: Fallback[] = [
  {
    family: 'Figtree Arial',
    face: (weight) =>
      isBold(weight) ? { local: ['Arial Bold'], metrics: () => arialBold } : { local: ['Arial'], metrics: () => arial },
  },
  {
    family: 'Figtree DejaVu',
    face: (weight) =>
      isBold(weight)
        ? { local: ['DejaVu Sans Bold'], metrics: () => readLocalFont(`${DEJAVU}DejaVuSans-Bold.ttf`) }
        : { local: ['DejaVu Sans'], metrics: () => readLocalFont(`${DEJAVU}DejaVuSans.ttf`) },
  },
];

const cssName = (name: string) => (/^[a-z][a-z -]*$/i.test(name) ? name : `"${name}"`);

/** The @font-face rule of one stand-in face, as global.css writes it. */
export function fontFaceRule(family: string, weight: Weight, local: string[], overrides: Overrides): string {
  return [
    '@font-face {',
    `  font-family: ${family};`,
    `  font-weight: ${weight};`,
    `  src: ${local.map((name) => `local(${cssName(name)})`).join(', ')};`,
    `  size-adjust: ${overrides.sizeAdjust}%;`,
    `  ascent-override: ${overrides.ascentOverride}%;`,
    `  descent-override: ${overrides.descentOverride}%;`,
    ...(overrides.lineGapOverride === undefined ? [] : [`  line-gap-override: ${overrides.lineGapOverride}%;`]),
    '}',
  ].join('\n');
}

/** Every stand-in rule, computed from the fonts now. */
export async function fallbackRules(): Promise<string[]> {
  const web = await Promise.all(WEIGHTS.map(readWebFont));
  return FALLBACKS.flatMap(({ family, face }) =>
    WEIGHTS.map((weight, index) => {
      const { local, metrics } = face(weight);
      return fontFaceRule(family, weight, local, fallbackOverrides(web[index] as FontMetrics, metrics()));
    }),
  );
}

if (import.meta.main) console.log((await fallbackRules()).join('\n'));
