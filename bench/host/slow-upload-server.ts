/**
 * The server side of bench/host/slow-upload-flood.ts: server/site/site-app.ts on a free loopback port, with an
 * empty dist folder and a temporary leads file, either as `npm run serve` runs it (with the
 * connection limits) or, with `--node-defaults`, on a plain Node HTTP server (what it ran on
 * before the limits). Prints its port, then serves until killed.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveWithLimits } from '../../server/site/connection-limits.ts';
import { createApp } from '../../server/site/site-app.ts';

const workDir = await mkdtemp(join(tmpdir(), 'slow-upload-'));
const app = createApp({ distDir: workDir, referenceHost: { leadsFile: join(workDir, 'leads.jsonl') } });
const options = { fetch: app.fetch, port: 0, hostname: '127.0.0.1' };
// One line per cut-off upload would flood the output the bench reads.
console.warn = () => undefined;
const server = process.argv.includes('--node-defaults') ? serve(options) : serveWithLimits(options);
server.once('listening', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
