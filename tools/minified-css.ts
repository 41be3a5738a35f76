/**
 * A stylesheet as a browser needs it, for the modules `npm run styles` writes (style-modules.ts):
 * the source stays readable, and the module the server serves holds one short line.
 */
import { withoutComments } from '../src/lib/config/palette.ts';

/** A quoted CSS string, double or single, kept as written (the stylesheets escape no quote). */
const QUOTED = /("[^"]*"|'[^']*')/;

/** Outside strings: every run of white space one space, none beside braces, semicolons and commas. */
const collapsed = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/;\}/g, '}');

/** The CSS without comments and without the white space no rule needs. */
export function minifiedCss(css: string): string {
  return withoutComments(css)
    .split(QUOTED)
    .map((part, index) => (index % 2 === 1 ? part : collapsed(part)))
    .join('')
    .trim();
}
