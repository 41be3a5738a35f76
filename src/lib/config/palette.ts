/**
 * The light palette as src/styles/global.css gives it (its first `:root` block): read at build
 * time, so that what is drawn outside the page (the link-preview image, the plan's PDF) takes its
 * colors from the one place the site keeps them.
 */

/** Every hex color the first `:root` block of the stylesheet declares, by custom property name. */
export function lightPalette(css: string): Map<string, string> {
  const start = css.indexOf(':root {');
  const rootBlock = start < 0 ? '' : css.slice(start, css.indexOf('}', start));
  return new Map(
    rootBlock
      .split(';')
      // A declaration is the last line of what stands before its ";" (a comment may be above it).
      .map((piece) => /^\s*(--[\w-]+):\s*(#[0-9a-f]{3,8})$/i.exec(piece.split('\n').at(-1) ?? ''))
      .flatMap((match) => (match?.[1] && match[2] ? [[match[1], match[2]] as const] : [])),
  );
}

/** One color of the palette; a name it lacks is an error, said with the name. */
export function paletteColor(palette: ReadonlyMap<string, string>, name: string): string {
  const value = palette.get(name);
  if (!value) throw new Error(`No color ${name} in src/styles/global.css`);
  return value;
}

/** The colors the plan's PDF draws with. */
export interface PrintColors {
  accent: string;
  accentSoft: string;
  ink: string;
  ink2: string;
  line: string;
}

/** The PDF's colors, from the palette (astro.config.mjs hands them to the browser code). */
export function printColors(palette: ReadonlyMap<string, string>): PrintColors {
  return {
    accent: paletteColor(palette, '--c-accent'),
    accentSoft: paletteColor(palette, '--c-accent-soft'),
    ink: paletteColor(palette, '--c-ink'),
    ink2: paletteColor(palette, '--c-ink-2'),
    line: paletteColor(palette, '--c-line'),
  };
}
