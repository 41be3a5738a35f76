// @vitest-environment node
/**
 * The site's colours, light and dark: every colour is a token of src/styles/tokens.css, and every
 * pair of tokens the parts put together meets WCAG 2.2 AA (4.5:1 for text, 3:1 for large text
 * and for what identifies a control or shows focus) in both palettes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPalettes } from '../../../src/lib/config/palette';
import { contrastRatio } from '../../support/contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000', '#fff', 21],
    ['#fff', '#fff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#ffffff', '#767676', 4.54],
    ['#0b6e99', '#fff', 5.67],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('refuses a colour it cannot read as opaque', () => {
    expect(() => contrastRatio('rgb(0 0 0 / 0.5)', '#fff')).toThrow(/not an opaque hex colour/);
  });
});

const TEXT = 4.5;
const LARGE_TEXT = 3;
const NON_TEXT = 3;

/** [foreground, background, minimum, where the parts put them together] */
const PAIRS: [string, string, number, string][] = [
  ['--c-ink', '--c-bg', TEXT, 'text on the page and on cards'],
  ['--c-ink', '--c-bg-soft', TEXT, 'text on the soft bands and chips'],
  ['--c-ink', '--c-bg-raised', TEXT, 'text in dialogs and the phone menu'],
  ['--c-ink-2', '--c-bg', TEXT, 'secondary text'],
  ['--c-ink-2', '--c-bg-soft', TEXT, 'secondary text on the soft bands, the footer, the metrics'],
  ['--c-ink-2', '--c-bg-raised', TEXT, 'secondary text in dialogs'],
  ['--c-accent-ink', '--c-bg', TEXT, 'links and accent text'],
  ['--c-accent-ink', '--c-bg-soft', TEXT, 'links on the soft bands'],
  ['--c-accent-ink', '--c-bg-raised', TEXT, 'accent text in dialogs (the quiz)'],
  ['--c-accent-ink', '--c-accent-soft', TEXT, 'the eyebrow, labels and the fix box heading'],
  ['--c-ink', '--c-accent-soft', TEXT, "the fix box, Dave's thought, a chosen quiz option"],
  ['--c-ink-2', '--c-accent-soft', TEXT, "a chosen quiz option's hint"],
  ['--c-on-accent', '--c-accent', TEXT, 'primary buttons, the visitor’s chat bubbles'],
  ['--c-on-accent', '--c-accent-ink', TEXT, 'a primary button under the pointer'],
  ['--c-good', '--c-good-soft', TEXT, 'good pills and outcomes'],
  ['--c-bad', '--c-bad-soft', TEXT, 'bad pills, the try-it error'],
  ['--c-ink', '--c-bad-soft', TEXT, "the demo's closing message"],
  ['--c-bad', '--c-bg-raised', TEXT, 'a field’s error in a dialog'],
  ['--c-bad', '--c-bg', TEXT, 'the demo calculator’s error'],
  ['--c-warn-ink', '--c-warn-soft', TEXT, 'the dialogs’ alert, the demo price note'],
  ['--c-inverse-ink', '--c-inverse-bg', TEXT, 'toasts, tooltips, the skip link, the consent choices'],
  ['--c-inverse-ink', '--c-inverse-bg-hover', TEXT, 'a consent choice under the pointer'],
  ['--c-inverse-ink-2', '--c-inverse-bg', TEXT, 'a toast’s description'],
  ['--c-demo-title', '--c-good-soft', TEXT, "the demo supplier's title, at the top of its page"],
  ['--c-demo-title', '--c-bg', TEXT, "the demo supplier's title"],
  ['--c-on-picture', '--c-demo-button', TEXT, "the demo supplier's button"],
  ['--c-on-picture', '--c-demo-button-pressed', TEXT, "the demo supplier's button, pressed"],
  ['--c-on-picture', '--c-avatar-demo-from', LARGE_TEXT, "an avatar's initial (large, bold)"],
  ['--c-on-picture', '--c-avatar-story-from', LARGE_TEXT, "an avatar's initial (large, bold)"],
  ['--c-accent', '--c-bg', NON_TEXT, 'the focus ring on the page'],
  ['--c-accent', '--c-bg-soft', NON_TEXT, 'the focus ring on the soft bands'],
  ['--c-accent', '--c-bg-raised', NON_TEXT, 'the focus ring in dialogs'],
  ['--c-control-line', '--c-bg', NON_TEXT, 'a field’s border'],
  ['--c-control-line', '--c-bg-raised', NON_TEXT, 'a field’s border in a dialog'],
  ['--c-control-line', '--c-bg-soft', NON_TEXT, 'the split view’s handle'],
  ['--c-bad', '--c-bg', NON_TEXT, 'a refused field’s border'],
  ['--c-demo-filled-line', '--c-bg', NON_TEXT, "the demo calculator's filled field"],
  ['--c-bg', '--c-bad', TEXT, "the console's erase button"],
];

const palettes = readPalettes(readFileSync('src/styles/tokens.css', 'utf8'));

describe.each(Object.entries(palettes))('the %s palette', (_scheme, palette) => {
  it.each(PAIRS)('%s on %s is at least %s:1 (%s)', (foreground, background, minimum) => {
    const ratio = contrastRatio(palette[foreground] ?? foreground, palette[background] ?? background);
    expect(ratio).toBeGreaterThanOrEqual(minimum);
  });
});

function listFiles(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

// The content editor (its page and the brand it puts on Sveltia CMS) styles the editor, not the site.
const NOT_THE_SITE = [join('src', 'pages', 'admin.astro'), join('src', 'page-scripts', 'content-editor')];
const PARTS = listFiles('src', /\.(css|astro|tsx)$/).filter(
  (file) => file !== join('src', 'styles', 'tokens.css') && !NOT_THE_SITE.some((path) => file.startsWith(path)),
);
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\(/gi;
// The browser colours its own bar from a literal: a <meta> cannot read a custom property.
const THEME_COLOR_META = /<meta name="theme-color"[^>]*>/g;

describe('the parts', () => {
  it('write no colour of their own: each is a token, so the dark palette reaches it', () => {
    const literals = PARTS.flatMap((file) =>
      (readFileSync(file, 'utf8').replace(THEME_COLOR_META, '').match(COLOUR_LITERAL) ?? []).map(
        (literal) => `${file}: ${literal}`,
      ),
    );
    expect(literals).toEqual([]);
  });
});
