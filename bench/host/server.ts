/**
 * The server side of `npm run bench:host`, in a process of its own so that its memory and its
 * event loop are the host's alone: server/site/site-app.ts on a free loopback port, with an empty dist
 * folder and a temporary leads file. Talks to the bench over IPC: it sends `{ port }` once
 * listening, answers "memory" with its memory figures, and ends on "stop" or when the bench goes.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/site/site-app.ts';
import type { ServerMemory } from './client.ts';

function peakRss(): number | null {
  try {
    const kib = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kib === undefined ? null : Number(kib) * 1024;
  } catch {
    return null;
  }
}

const workDir = await mkdtemp(join(tmpdir(), 'bench-host-'));
await writeFile(join(workDir, '404.html'), '');
const app = createApp({ distDir: workDir, referenceHost: { leadsFile: join(workDir, 'leads.db') } });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });

async function stop() {
  server.close();
  await rm(workDir, { recursive: true, force: true });
  process.exit(0);
}

server.once('listening', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message) => {
  if (message === 'stop') void stop();
  if (message === 'memory') {
    const { rss, heapUsed, heapTotal, arrayBuffers } = process.memoryUsage();
    const memory: ServerMemory = { rss, peakRss: peakRss(), heapUsed, heapTotal, arrayBuffers };
    process.send?.({ memory });
  }
});
process.on('disconnect', () => void stop());
