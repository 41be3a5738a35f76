/**
 * The child processes of the lead soak in `npm run bench:host`: each measured step runs in a
 * process of its own, so that its time and memory are that step's alone. A child still running
 * when the bench stops (its time budget) is stopped with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const NODE = process.execPath;
const CHILD = join(ROOT, 'bench/host/leads-child.ts');

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Runs a command in the project's folder to its end; its stdout counted (not kept, but for its
 * first 64 KiB), its stderr kept.
 */
export async function run(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let outputBytes = 0;
  let rows = 0;
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    outputBytes += chunk.length;
    // A row ends with CRLF; a line break inside a quoted cell is a bare LF.
    for (let at = chunk.indexOf(0x0d); at !== -1; at = chunk.indexOf(0x0d, at + 1)) rows += 1;
    if (stdout.length < 64 * 1024) stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, outputBytes, rows, stdout, stderr };
}

/** One measured step of bench/host/leads-child.ts; what it measured, from its last line of JSON. */
export async function measureInChild(args: string[], execArgv: string[] = []): Promise<Record<string, unknown>> {
  const result = await run(NODE, [...execArgv, CHILD, ...args]);
  if (result.code !== 0) throw new Error(`leads-child ${args[0]} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
}
