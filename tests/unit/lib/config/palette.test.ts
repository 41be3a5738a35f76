// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paletteColor, printColors, readPalettes, withoutComments } from '../../../../src/lib/config/palette';

const DARK = (body: string) => `@media (prefers-color-scheme: dark) {\n  :root {\n${body}\n  }\n}`;

describe('withoutComments', () => {
  it.each([
    ['a /* b */ c', 'a  c'],
    ['/* a */b/* c */', 'b'],
    ['a /* never closed', 'a '],
    ['no comment', 'no comment'],
    ['a /* b /* c */ d */', 'a  d */'],
  ])('%j is %j', (css, kept) => expect(withoutComments(css)).toBe(kept));
});

describe('readPalettes', () => {
  it.each([
    [`:root {\n  --c-a: #fff;\n  --c-b: #0b6e99;\n}\n${DARK('')}`, { '--c-a': '#fff', '--c-b': '#0b6e99' }, {}],
    [
      `:root {\n  /* A comment above */\n  --c-a: #123456;\n  --c-mix: color-mix(in srgb, var(--c-a) 5%, blue);\n}\n${DARK('    --c-a: #eee;')}`,
      { '--c-a': '#123456', '--c-mix': 'color-mix(in srgb, #123456 5%, blue)' },
      { '--c-a': '#eee', '--c-mix': 'color-mix(in srgb, #eee 5%, blue)' },
    ],
    [
      `:root {\n  --c-a: #111;\n  --c-b: var(--c-a);\n}\n${DARK('    --c-a: #222;')}`,
      { '--c-b': '#111' },
      { '--c-b': '#222' },
    ],
  ])('%j', (css, light, darkOverLight) => {
    const palettes = readPalettes(css);
    expect(palettes.light).toMatchObject(light);
    expect(palettes.dark).toMatchObject({ ...light, ...darkOverLight });
  });

  it.each([
    ['body { color: red; }', /a :root block and a dark :root block/],
    [`:root {\n  --c-a: var(--c-b);\n}\n${DARK('')}`, /No token --c-b/],
    [`:root {\n  --c-a: var(--c-b);\n  --c-b: var(--c-a);\n}\n${DARK('')}`, /in a circle/],
  ])('refuses %j', (css, error) => expect(() => readPalettes(css)).toThrow(error));

  it('names the color it lacks', () => {
    expect(() => paletteColor({}, '--c-accent')).toThrow('--c-accent');
  });

  it("gives the PDF the site's petrol accent and ink from src/styles/tokens.css", () => {
    const colors = printColors(readPalettes(readFileSync('src/styles/tokens.css', 'utf8')).light);
    expect(colors.accent).toBe('#0b6e99');
    expect(Object.values(colors).every((color) => /^#[0-9a-f]{3,8}$/i.test(color))).toBe(true);
  });
});
