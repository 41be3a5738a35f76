/**
 * The colour tokens of src/styles/global.css as each colour scheme sees them: the light palette
 * is the first `:root` block, the dark one is it with the `prefers-color-scheme: dark` block's
 * values over it. `var()` references are resolved.
 */
export type Palette = Map<string, string>;

function declarations(block: string): [string, string][] {
  return [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]);
}

/** The body of the first `{ … }` after `from` in `css`, without nested blocks. */
function blockAfter(css: string, from: number): string {
  const start = css.indexOf('{', from);
  const end = css.indexOf('}', start);
  return css.slice(start + 1, end);
}

function resolve(palette: Palette): Palette {
  const value = (name: string, seen: string[]): string => {
    const raw = palette.get(name);
    if (raw === undefined) throw new Error(`no token ${name}`);
    if (seen.includes(name)) throw new Error(`tokens refer to each other in a circle: ${seen.join(' → ')}`);
    return raw.replace(/var\((--[\w-]+)\)/g, (_, inner: string) => value(inner, [...seen, name]));
  };
  return new Map([...palette.keys()].map((name) => [name, value(name, [])]));
}

export function readPalettes(globalCss: string): { light: Palette; dark: Palette } {
  const css = globalCss.replace(/\/\*[\s\S]*?\*\//g, '');
  const root = /(^|\})\s*:root\s*\{/.exec(css);
  const media = /@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{/.exec(css);
  if (!root || !media) throw new Error('global.css needs a :root block and a dark :root block');
  const light = new Map(declarations(blockAfter(css, root.index)));
  const dark = new Map([...light, ...declarations(blockAfter(css, media.index + media[0].length - 1))]);
  return { light: resolve(light), dark: resolve(dark) };
}
