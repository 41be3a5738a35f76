/**
 * The site's palette as src/styles/tokens.css gives it: the light scheme is its `:root` block, the
 * dark one is that with the `prefers-color-scheme: dark` block's values over it, each `var()`
 * resolved. Read when `npm run styles` writes site-palette.ts, so that what is drawn outside the
 * pages (the console, the emails, the link-preview image, the plan's PDF) takes its colors from
 * the one place the site keeps them.
 */

/** Every token of one scheme, by custom property name. */
export type Palette = Readonly<Record<string, string>>;

/** CSS without its comments, found by position: no pattern to backtrack over what a stylesheet holds. */
export function withoutComments(css: string): string {
  let kept = '';
  let from = 0;
  for (let start = css.indexOf('/*'); start >= 0; start = css.indexOf('/*', from)) {
    kept += css.slice(from, start);
    const end = css.indexOf('*/', start + 2);
    from = end < 0 ? css.length : end + 2;
  }
  return kept + css.slice(from);
}

/** The custom properties a block declares, in order: each `--name: value` between semicolons. */
function declarations(block: string): [string, string][] {
  return block.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim();
    return colon > 0 && name.startsWith('--') ? [[name, declaration.slice(colon + 1).trim()] as [string, string]] : [];
  });
}

/** The body of the first `{ … }` after `from` in `css`, without nested blocks. */
function blockAfter(css: string, from: number): string {
  const start = css.indexOf('{', from);
  return css.slice(start + 1, css.indexOf('}', start));
}

function resolve(tokens: Map<string, string>): Palette {
  const value = (name: string, seen: string[]): string => {
    const raw = tokens.get(name);
    if (raw === undefined) throw new Error(`No token ${name} in src/styles/tokens.css`);
    if (seen.includes(name)) throw new Error(`Tokens refer to each other in a circle: ${seen.join(' → ')}`);
    return raw.replace(/var\((--[\w-]+)\)/g, (_, inner: string) => value(inner, [...seen, name]));
  };
  return Object.fromEntries([...tokens.keys()].map((name) => [name, value(name, [])]));
}

export function readPalettes(tokensCss: string): { light: Palette; dark: Palette } {
  const css = withoutComments(tokensCss);
  const root = /(^|\})\s*:root\s*\{/.exec(css);
  const media = /@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{/.exec(css);
  if (!root || !media) throw new Error('The tokens need a :root block and a dark :root block');
  const light = new Map(declarations(blockAfter(css, root.index)));
  const dark = new Map([...light, ...declarations(blockAfter(css, media.index + media[0].length - 1))]);
  return { light: resolve(light), dark: resolve(dark) };
}

/** One color of the palette; a name it lacks is an error, said with the name. */
export function paletteColor(palette: Palette, name: string): string {
  const value = palette[name];
  if (!value) throw new Error(`No color ${name} in src/styles/tokens.css`);
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
export function printColors(palette: Palette): PrintColors {
  return {
    accent: paletteColor(palette, '--c-accent'),
    accentSoft: paletteColor(palette, '--c-accent-soft'),
    ink: paletteColor(palette, '--c-ink'),
    ink2: paletteColor(palette, '--c-ink-2'),
    line: paletteColor(palette, '--c-line'),
  };
}
