/**
 * `npm run preview:edge`: the built site (npm run build:cloudflare) on Cloudflare's runtime,
 * offline: `migrations/` applied to a local D1 kept in .wrangler/state, then `wrangler pages dev`
 * serving dist/ and functions/ on PORT (default 8788), with the bot check's key of
 * ALTCHA_HMAC_KEY or, unset, one made once and kept in .wrangler/state as on one machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { botCheckKeyBeside } from '../server/bot-check/key-file.ts';
import { WRANGLER, WRANGLER_OFFLINE } from '../server/lead-sink/wrangler-d1.ts';

const STATE = '.wrangler/state';
const env = { ...process.env, ...WRANGLER_OFFLINE };

execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'testable', '--local', '--persist-to', STATE], {
  env,
  stdio: 'inherit',
});
const port = process.env['PORT'] ?? '8788';
const key = botCheckKeyBeside(join(STATE, 'leads'), process.env['ALTCHA_HMAC_KEY']?.trim() ?? '');
const args = ['pages', 'dev', 'dist', '--ip', '127.0.0.1', '--port', port, '--persist-to', STATE];
const server = spawn(WRANGLER, [...args, '--binding', `ALTCHA_HMAC_KEY=${key}`], { env, stdio: 'inherit' });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
