import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { trustedProxiesFrom } from './http/trusted-proxies.ts';
import { mailHookupFromEnv } from './mail/node-mailer-env.ts';
import { prepareReferenceHost, referenceHostOptionsFromEnv } from './reference-host/node-host.ts';
import { serveWithLimits } from './site/connection-limits.ts';
import { DEFAULT_HOST, listenUrl } from './site/listen-url.ts';
import { createApp } from './site/site-app.ts';

// The same .env that the build read, so the reference host checks the key the pages send.
if (existsSync('.env')) process.loadEnvFile('.env');

const port = Number(process.env['PORT'] ?? 4321);
const distDir = resolve(process.env['DIST_DIR'] ?? 'dist');
const hostname = process.env['HOST']?.trim() || DEFAULT_HOST;

/** The host's options; a mail setting half made stops the start, naming the variables at fault. */
function hostOptions() {
  if (process.env['REFERENCE_HOST'] === 'off') return false;
  const mail = mailHookupFromEnv(process.env, distDir);
  return { ...referenceHostOptionsFromEnv(process.env), ...(mail ? { mail } : {}) };
}
/** The app, once the lead database is ready: an older release's leads are imported now, never inside a visitor's request. */
async function start() {
  const proxies = process.env['TRUST_PROXY']?.trim() ? trustedProxiesFrom(process.env['TRUST_PROXY']) : undefined;
  const referenceHost = hostOptions();
  const app = createApp({ distDir, referenceHost });
  if (referenceHost) await prepareReferenceHost(referenceHost);
  // The emails name their sender and site from the build: a dist/ without them stops here, not at the first lead.
  if (referenceHost !== false) await referenceHost.mail?.site();
  return { app, proxies };
}
const { app, proxies } = await start().catch((error: unknown) => {
  console.error(`Testable did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// With deadlines and connection caps, since HOST may expose it to anyone (site/connection-limits.ts).
const server = serveWithLimits({ fetch: app.fetch, port, hostname, proxies }, (info) => {
  console.log(`Testable is running at ${listenUrl(info.address, info.port)}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
