// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDING_SECTIONS } from '../../../src/components/landing-sections';

describe('the landing sections', () => {
  it('each have a heading file, and each heading file a section: none shows nowhere', () => {
    const files = readdirSync('src/content/landing/sections').map((file) => file.replace(/\.yaml$/, ''));
    expect(LANDING_SECTIONS.map(({ id }) => id).sort()).toEqual(files.sort());
  });

  it('have anchors that are unique and fit a URL fragment', () => {
    const ids = LANDING_SECTIONS.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });
});
