/**
 * Runs the real `node server/serve.ts` (with the project's own Node) as a child process, for
 * tests that need what only a process has: its own port, its log, and a death by SIGKILL.
 * Every wait is on an event (the "running at" line, the exit) and bounded by a timeout.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PROJECT_NODE = `${ROOT}node_modules/.bin/node`;
const SERVE = `${ROOT}server/serve.ts`;

export interface ServerProcess {
  child: ChildProcess;
  /** The URL from the server's "running at" line. */
  url: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and waits for the exit (SIGKILL after `timeoutMs`). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server with only PATH and `env` in its environment, in `cwd` (so no stray .env is
 * read), and resolves once it prints where it listens.
 */
export function startServer(env: Record<string, string>, cwd: string, timeoutMs = 15_000): Promise<ServerProcess> {
  const child = spawn(PROJECT_NODE, [SERVE], {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', stopTimeoutMs = 5_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    await exited(child);
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${reason}; server output:\n${output}`));
    };
    const timer = setTimeout(() => fail(`no "running at" line within ${timeoutMs} ms`), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ child, url, output: () => output, stop });
    };
    const onExit = (code: number | null, signal: string | null) =>
      fail(`the server exited (${code ?? signal}) before listening`);
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', onExit);
  });
}
