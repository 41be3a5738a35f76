/**
 * How much a flood of slow uploads costs the site's server, with and without its connection
 * limits (server/site/connection-limits.ts): opens up to 19,000 sockets (the per-process file limit
 * here is 20,000) that each send a lead's head and the start of its body and then nothing, from
 * one loopback address and then from 250, and reports the server's RSS once they are all open,
 * how many the server closed at once, and how long a new visitor from another address waits for
 * an answer meanwhile. Usage: `node bench/host/slow-upload-flood.ts [sockets]`. Linux only (it reads
 * /proc and connects from many loopback addresses). Measures; asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

const SOCKETS = Number(process.argv[2] ?? 19_000);
const HEAD =
  'POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\nemail=';

const rssMiB = (pid: number) => {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kib) / 1024);
};

async function startServer(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--max-semi-space-size=1', 'bench/host/slow-upload-server.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
  });
  return { child, port };
}

/** The time for a visitor from 127.0.9.9 to get an answer (or the error it got). */
function visit(port: number): Promise<string> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.9.9' });
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer in 30 s')));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', (error) =>
      resolve(`failed after ${Math.round(performance.now() - started)} ms: ${error.message}`),
    );
    socket.on('close', () => {
      if (answer) resolve(`${answer.slice(0, 12)} in ${Math.round(performance.now() - started)} ms`);
    });
    socket.end('GET /api/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  });
}

async function flood(label: string, args: string[], addresses: number) {
  const { child, port } = await startServer(args);
  const pid = child.pid as number;
  const atStart = rssMiB(pid);
  const sockets: Socket[] = [];
  let closedEarly = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SOCKETS }, async (_, index) => {
      const n = index % addresses;
      const localAddress = addresses === 1 ? '127.0.0.2' : `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
      const socket = connect({ port, host: '127.0.0.1', localAddress });
      sockets.push(socket);
      socket.on('close', () => (closedEarly += 1));
      await new Promise<void>((resolve) => {
        socket.once('connect', () => socket.write(HEAD, () => resolve()));
        socket.once('error', () => {
          failed += 1;
          resolve();
        });
      });
    }),
  );
  const openedMs = Math.round(performance.now() - started);
  const visitor = await visit(port);
  const rss = rssMiB(pid);
  console.log(
    `${label}, ${addresses} address(es): ${SOCKETS} sockets tried in ${openedMs} ms, ${closedEarly} closed by the server, ${failed} failed to connect; RSS ${atStart} → ${rss} MiB; a visitor from another address: ${visitor}`,
  );
  for (const socket of sockets) socket.destroy();
  child.kill('SIGKILL');
}

for (const addresses of [1, 250]) {
  await flood('Node defaults (before)', ['--node-defaults'], addresses);
  await flood('connection limits (npm run serve)', [], addresses);
}
process.exit(0);
