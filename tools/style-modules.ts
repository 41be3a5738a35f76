/**
 * The modules `npm run styles` writes from the stylesheets that are the one source of the site's
 * look, for what cannot read a stylesheet at run time: the server on Node and on workerd (the
 * console's stylesheet, the emails' fixed colours) and the build (the PDF, the preview image).
 */
import { readPalettes } from '../src/lib/config/palette.ts';
import { minifiedCss } from './minified-css.ts';

export const TOKENS_FILE = 'src/styles/tokens.css';
const CONSOLE_RULES_DIR = 'server/ops/console/styles';
/** The console's rules, in the order they are served: a later rule wins over an earlier one. */
export const CONSOLE_RULES_FILES = ['base', 'controls', 'leads', 'plan', 'pages', 'narrow'].map(
  (part) => `${CONSOLE_RULES_DIR}/${part}.css`,
);
export const PALETTE_MODULE = 'src/lib/config/site-palette.ts';
export const CONSOLE_MODULE = 'server/ops/console/console-stylesheet.ts';

const written = (source: string) => `// Written by \`npm run styles\` from ${source}: edit the source, then run it.\n`;

const quoted = (text: string) => `'${text.replace(/[\\']/g, (match) => `\\${match}`)}'`;

/** An object literal as the repository's formatter writes it, one entry a line. */
const objectLiteral = (entries: Record<string, string | Record<string, string>>, indent = ''): string =>
  `{\n${Object.entries(entries)
    .map(([key, value]) => {
      const name = /^[a-z]+$/.test(key) ? key : quoted(key);
      return `${indent}  ${name}: ${typeof value === 'string' ? quoted(value) : objectLiteral(value, `${indent}  `)},\n`;
    })
    .join('')}${indent}}`;

/** Each module's path and text, from the text of the tokens and of the console's rules, in order. */
export function styleModules(tokensCss: string, consoleParts: readonly string[]): Record<string, string> {
  const palettes = readPalettes(tokensCss);
  return {
    [PALETTE_MODULE]: `${written(TOKENS_FILE)}
/** Every token, light and dark, with each \`var()\` resolved. */
export const SITE_PALETTE = ${objectLiteral(palettes)} as const;

/** The tokens as a stylesheet, for pages the site's build does not make (the console). */
export const TOKENS_CSS =
  ${quoted(minifiedCss(tokensCss))};
`,
    [CONSOLE_MODULE]: `${written(`${CONSOLE_RULES_DIR}/*.css`)}
export const CONSOLE_RULES_CSS =
  ${quoted(minifiedCss(consoleParts.join('\n')))};
`,
  };
}
