/**
 * A throwaway copy of the project (node_modules linked, not copied), for tests that run Astro
 * itself on changed files without touching the real ones.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve('.');
const PROJECT = ['src', 'public', 'server', 'integrations', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

export interface ProjectCopy {
  dir: string;
  /** Writes a file, by its path from the project's root. */
  write(path: string, text: string): void;
  /** Runs the project's `astro` with these arguments in the copy. */
  astro(...args: string[]): { ok: boolean; output: string };
  remove(): void;
}

export function copyProject(): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), 'testable-copy-'));
  for (const item of PROJECT) cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    write(path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    astro(...args) {
      const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'astro'), args, {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
