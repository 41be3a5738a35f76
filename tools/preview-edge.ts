/**
 * `npm run preview:edge`: the built site (npm run build:cloudflare) on Cloudflare's runtime,
 * offline: `migrations/` applied to a local D1 kept in .wrangler/state, then `wrangler pages dev`
 * serving dist/ and functions/ on PORT (default 8788).
 */
import { execFileSync, spawn } from 'node:child_process';
import { WRANGLER, WRANGLER_OFFLINE } from '../server/lead-sink/wrangler-d1.ts';

const STATE = '.wrangler/state';
const env = { ...process.env, ...WRANGLER_OFFLINE };

execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'testable', '--local', '--persist-to', STATE], {
  env,
  stdio: 'inherit',
});
const port = process.env['PORT'] ?? '8788';
const server = spawn(WRANGLER, ['pages', 'dev', 'dist', '--ip', '127.0.0.1', '--port', port, '--persist-to', STATE], {
  env,
  stdio: 'inherit',
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
