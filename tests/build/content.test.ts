// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy';

const project = copyProject();
afterAll(() => project.remove());

// `astro sync` loads and validates every content entry, as the build does, in about a second.
describe('the build with a broken content entry', () => {
  it('passes with the content as it is', () => {
    expect(project.astro('sync')).toMatchObject({ ok: true });
  }, 60_000);

  it('fails, naming the file and the field', () => {
    const path = 'src/content/landing/dashboard/win.yaml';
    project.write(path, readFileSync(join(project.dir, path), 'utf8').replace('  value: 94', '  value: "ninety"'));
    const { ok, output } = project.astro('sync');
    expect(ok).toBe(false);
    expect(output).toContain('src/content/landing/dashboard/win.yaml');
    expect(output).toContain('completion.value');
  }, 60_000);
});
