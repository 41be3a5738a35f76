// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lightPalette, paletteColor, printColors } from '../../../../src/lib/config/palette';

describe('lightPalette', () => {
  it.each([
    [
      ':root {\n  --c-a: #fff;\n  --c-b: #0b6e99;\n}',
      [
        ['--c-a', '#fff'],
        ['--c-b', '#0b6e99'],
      ],
    ],
    [
      ':root {\n  /* A comment above */\n  --c-a: #123456;\n  --c-mix: color-mix(in srgb, red 5%, blue);\n}',
      [['--c-a', '#123456']],
    ],
    [':root {\n  --c-a: #111;\n}\n:root[data-theme="dark"] {\n  --c-a: #eee;\n}', [['--c-a', '#111']]],
    ['body { color: red; }', []],
  ])('%j', (css, colors) => expect([...lightPalette(css)]).toEqual(colors));

  it('names the color it lacks', () => {
    expect(() => paletteColor(new Map(), '--c-accent')).toThrow('--c-accent');
  });

  it("gives the PDF the site's petrol accent and ink from src/styles/global.css", () => {
    const colors = printColors(lightPalette(readFileSync('src/styles/global.css', 'utf8')));
    expect(colors.accent).toBe('#0b6e99');
    expect(Object.values(colors).every((color) => /^#[0-9a-f]{3,8}$/i.test(color))).toBe(true);
  });
});
