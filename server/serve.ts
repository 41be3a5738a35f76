import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { serveWithLimits } from './connection-limits.ts';
import { DEFAULT_HOST, listenUrl } from './listen-url.ts';

// The same .env that the build read, so the reference host checks the key the pages send.
if (existsSync('.env')) process.loadEnvFile('.env');

const port = Number(process.env['PORT'] ?? 4321);
const distDir = resolve(process.env['DIST_DIR'] ?? 'dist');
const hostname = process.env['HOST']?.trim() || DEFAULT_HOST;

// With deadlines and connection caps, since HOST may expose it to anyone (connection-limits.ts).
const server = serveWithLimits({ fetch: createApp({ distDir }).fetch, port, hostname }, (info) => {
  console.log(`Testable is running at ${listenUrl(info.address, info.port)}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
