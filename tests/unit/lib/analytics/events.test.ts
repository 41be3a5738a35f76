// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUTTON_IDS, isButtonId } from '../../../../src/lib/analytics/events';

/** Every data-track="..." in the source, with the file it is in. */
const usages = globSync('src/**/*.{astro,tsx}').flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/data-track=(?:"([^"]*)"|\{?'([^']*)'\}?)/g)].map((match) => ({
    file,
    id: match[1] ?? match[2] ?? '',
  })),
);

describe('button_click ids', () => {
  it('are kebab-case', () => {
    for (const id of BUTTON_IDS) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('every data-track in src is in the one list', () => {
    expect(usages.length).toBeGreaterThan(0);
    for (const { file, id } of usages) expect(isButtonId(id), `${file}: data-track="${id}"`).toBe(true);
  });

  it('every listed id is used, exactly once', () => {
    expect(usages.map(({ id }) => id).sort()).toEqual([...BUTTON_IDS].sort());
  });

  it.each([
    ['hero-reserve', true],
    ['toString', false],
    ['', false],
    [undefined, false],
    ['Hero-Reserve', false],
  ])('isButtonId(%j) → %s', (value, expected) => {
    expect(isButtonId(value)).toBe(expected);
  });
});
