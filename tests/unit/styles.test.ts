// @vitest-environment node
/**
 * Where CSS lives (src/styles/global.css says why): the site-wide sheet holds the tokens and plain
 * elements only, each part imports its own CSS from beside it, and a static .astro component
 * never styles another part's classes from outside.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

function listFiles(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

const CSS_IMPORT = /^import (?:\w+ from )?'([^']+\.css)(?:\?url)?';$/gm;

describe('the CSS of each part', () => {
  it('is imported from beside it, or from src/styles/ when several parts share it', () => {
    const far = listFiles('src', /\.(ts|tsx)$/).flatMap((from) =>
      [...readFileSync(from, 'utf8').matchAll(CSS_IMPORT)]
        .map(([, specifier = '']) => normalize(join(dirname(from), specifier)))
        .filter((target) => dirname(target) !== dirname(from) && !target.startsWith('src/styles/'))
        .map((target) => `${from} → ${target}`),
    );
    expect(far).toEqual([]);
  });

  it('is not written from outside: a .astro style reaches only plain elements (its Markdown) with :global()', () => {
    const reaching = listFiles('src', /\.astro$/).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/:global\(([^)]*)\)/g)]
        .filter(([, selector = '']) => /[.#]/.test(selector))
        .map(([match]) => `${file}: ${match}`),
    );
    expect(reaching).toEqual([]);
  });
});

describe.each(['src/styles/tokens.css', 'src/styles/global.css'])('%s', (file) => {
  it('holds only the design tokens and the base look of elements: no class of any part', () => {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = [...css.matchAll(/([^{};]+)\{/g)].map(([, selector = '']) => selector.trim());
    expect(selectors.some((selector) => selector.startsWith(':root'))).toBe(true);
    expect(selectors.filter((selector) => /\.[a-z]/i.test(selector))).toEqual([]);
  });
});

describe('the type scale', () => {
  // The demo draws another company's app in its own plainer style, and the content editor sizes
  // by its own tokens: those two keep their sizes.
  const OWN_SIZES = ['src/dialogs/demo/demo-calculator.css', 'src/page-scripts/content-editor/brand.css'];

  it('gives every font size on the site: no size is written by hand', () => {
    const handWritten = listFiles('src', /\.(css|astro)$/)
      .filter((file) => !OWN_SIZES.includes(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?<![-\w])font(?:-size)?:\s*([^;]*);/g)]
          .map(([, value = '']) => value)
          .filter((value) => value !== 'inherit' && !value.includes('var(--text-'))
          .map((value) => `${file}: ${value}`),
      );
    expect(handWritten).toEqual([]);
  });
});
