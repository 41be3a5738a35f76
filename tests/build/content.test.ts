// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve('.');
const copy = mkdtempSync(join(tmpdir(), 'testable-content-'));
for (const item of ['src', 'server', 'integrations', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
  cpSync(join(ROOT, item), join(copy, item), { recursive: true });
}
symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** `astro sync` loads and validates every content entry, as the build does, in about a second. */
function syncContent() {
  const astro = join(ROOT, 'node_modules', '.bin', 'astro');
  const run = spawnSync(astro, ['sync'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe('the build with a broken content entry', () => {
  it('passes with the content as it is', () => {
    expect(syncContent()).toMatchObject({ ok: true });
  }, 60_000);

  it('fails, naming the file and the field', () => {
    const file = join(copy, 'src/content/landing/dashboard/win.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('  value: 94', '  value: "ninety"'));
    const { ok, output } = syncContent();
    expect(ok).toBe(false);
    expect(output).toContain('src/content/landing/dashboard/win.yaml');
    expect(output).toContain('completion.value');
  }, 60_000);
});
