/**
 * `npm run bench:host`: how the reference host's chat holds up against what clients can send.
 * Starts the site's server (server/site/site-app.ts, an empty dist folder, a temporary leads file) on a
 * free loopback port, in a child process so that the memory and the event loop measured are
 * the server's alone and not the load generator's, then measures:
 * - the time to accept the worst 64 KiB chat bodies (each turn is answered on acceptance, so
 *   this is the interviewer's time) against a normal one, median of several;
 * - p50/p99 latency of chat posts and status polls under 200 concurrent clients, each from its
 *   own loopback address, then all from one address (where the per-client cap answers 429);
 * - RSS after a flood of the largest chat answers a client can make the host keep, on that
 *   server and on a fresh one whose Node runs with a 1 MiB young generation.
 * - the interviewer's own time per turn, in process (bench/host/turns.ts): a simple answer,
 *   "suggest a plan for me", 64 KiB answers;
 * Then the lead soak (bench/host/leads.ts): a million stored leads, `npm run leads` over
 * them, a restart, padded leads through the route, and the import of a 600 MiB legacy file.
 * Prints a table and writes reports/bench-host.json. Measures; asserts nothing. Ends itself.
 *   npm run bench:host                  everything (several minutes: the soak writes about 2 GB)
 *   npm run bench:host -- --leads-only  the lead soak alone, merged into an existing report
 *   npm run bench:host -- --turns-only  the interviewer's time per turn alone, likewise
 *   npm run bench:host -- --stores-only the lead stores (node:sqlite, local D1) and the server
 *                                       under another process's write lock alone, likewise;
 *                                       --server-root=DIR also measures another checkout's server
 *   npm run bench:host -- --reader-only the page reader alone (bench/host/reader.ts), likewise
 *   npm run bench:host -- --legacy-mib=150  a smaller legacy file to import (default 600 MiB)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { DEFAULT_TASK_DELAY_MS } from '../../server/chat-turns/task-settings.ts';
import { canUseManyAddresses, createClient, startServer } from './client.ts';
import { leadSoak } from './leads.ts';
import { printLeadSoak } from './leads-report.ts';
import { FLOOD_BODIES, hostMeasures, load, mib, REPEATS } from './measures.ts';
import { ADVERSARIAL, NORMAL } from './payloads.ts';
import { benchReader, printReader } from './reader.ts';
import { printHostReport } from './report.ts';
import { printStores, storeThroughput, underHeldLock } from './stores.ts';
import { printTurns, timeTurns } from './turns.ts';

const CLIENTS = 200;
const LOAD_MS = 10_000;
const ONE_ADDRESS_MS = 3_000;
// V8 grows its young generation up to 16 MiB a half under allocation-heavy load; this is the
// setting compared against it.
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=1'];

const REPORT = 'reports/bench-host.json';
const LEADS_ONLY = process.argv.includes('--leads-only');
const TURNS_ONLY = process.argv.includes('--turns-only');
const STORES_ONLY = process.argv.includes('--stores-only');
const READER_ONLY = process.argv.includes('--reader-only');
const otherRoot = process.argv.find((arg) => arg.startsWith('--server-root='))?.slice('--server-root='.length);
const legacyMiBArgument = Number(
  /^--legacy-mib=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--legacy-mib=')) ?? '')?.[1],
);
const SOAK_OPTIONS =
  Number.isSafeInteger(legacyMiBArgument) && legacyMiBArgument > 0 ? { legacyMiB: legacyMiBArgument } : {};
const CHAT_BUDGET_MS = 90_000;
// The soak writes and reads about 2 GB; on a slow shared disk that takes minutes.
const SOAK_BUDGET_MS = 600_000;

// Whatever happens, the bench ends.
const budgetMs = (LEADS_ONLY ? 0 : CHAT_BUDGET_MS) + SOAK_BUDGET_MS;
setTimeout(() => {
  console.error(`bench:host took longer than ${budgetMs / 1000} s; stopping.`);
  process.exit(1);
}, budgetMs).unref();

async function writeReport(report: Record<string, unknown>) {
  await mkdir('reports', { recursive: true });
  await writeFile(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten to ${REPORT}`);
}

/** The last full run's figures, with `part` measured anew. */
async function mergeIntoReport(part: Record<string, unknown>) {
  const previous = await readFile(REPORT, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, unknown>)
    .catch(() => ({}));
  await writeReport({ ...previous, node: process.version, ...part });
  process.exit(0);
}

if (TURNS_ONLY) {
  const turns = timeTurns();
  printTurns(turns);
  await mergeIntoReport({ turnsMeasuredAt: new Date().toISOString(), turns });
}

/** The stores' figures, and the server under a held lock: this checkout's, and another's if named. */
async function measureStores() {
  const stores = await storeThroughput();
  const locks: Record<string, Awaited<ReturnType<typeof underHeldLock>>> = { 'this checkout': await underHeldLock() };
  if (otherRoot) locks[otherRoot] = await underHeldLock(otherRoot);
  printStores(stores, locks);
  return { stores, underHeldLock: locks };
}

if (READER_ONLY) {
  const reader = await benchReader();
  printReader(reader);
  await mergeIntoReport({ reader });
}

if (STORES_ONLY) await mergeIntoReport({ storesMeasuredAt: new Date().toISOString(), ...(await measureStores()) });

if (LEADS_ONLY) {
  const leads = await leadSoak(SOAK_OPTIONS);
  printLeadSoak(leads);
  await mergeIntoReport({ leadsMeasuredAt: new Date().toISOString(), leads });
}

const turns = timeTurns();

// The host runs with its defaults: an 800 ms task, 20 unfinished tasks per address, 1000 in all.
const server = await startServer();
const { port } = server;
const started = await server.memory();
const manyAddresses = await canUseManyAddresses(port);
const { freshClient, timeBody, flood } = hostMeasures(port, manyAddresses);

// The first requests pay for compiling the code they run; a real server is past that.
for (let index = 0; index < REPEATS; index += 1) {
  const client = freshClient();
  await client.send('POST', '/api/chatasync', NORMAL.body);
  client.close();
}
const bodies = [];
for (const payload of [NORMAL, ...ADVERSARIAL]) bodies.push(await timeBody(payload));
const afterBodies = await server.memory();
const spread = await load(Array.from({ length: CLIENTS }, freshClient), LOAD_MS);
const oneAddress = await load(
  Array.from({ length: CLIENTS }, () => createClient(port, '127.0.0.1')),
  ONE_ADDRESS_MS,
);
const afterLoad = await server.memory();
const floodAfterLoad = await flood(server);
server.stop();
const smallServer = await startServer(SMALL_YOUNG_GENERATION);
const smallStarted = await smallServer.memory();
const floodSmall = await flood(smallServer);
smallServer.stop();

const leads = await leadSoak(SOAK_OPTIONS);
const stores = await measureStores();
const reader = await benchReader();

const report = {
  ...stores,
  measuredAt: new Date().toISOString(),
  node: process.version,
  cpus: availableParallelism(),
  taskDelayMs: DEFAULT_TASK_DELAY_MS,
  manyAddresses,
  bodies,
  load: { spread, oneAddress },
  memory: {
    floodBodies: FLOOD_BODIES,
    defaultNode: {
      rssAtStartMiB: mib(started.rss),
      rssAfterBodiesMiB: mib(afterBodies.rss),
      rssAfterLoadMiB: mib(afterLoad.rss),
      afterFlood: floodAfterLoad,
    },
    smallYoungGeneration: {
      execArgv: SMALL_YOUNG_GENERATION,
      rssAtStartMiB: mib(smallStarted.rss),
      afterFlood: floodSmall,
    },
  },
  turns,
  leads,
  reader,
};

printTurns(turns);
printHostReport(report, {
  started,
  afterBodies,
  afterLoad,
  floodAfterLoad,
  smallYoungGeneration: SMALL_YOUNG_GENERATION,
  smallStarted,
  floodSmall,
});
printLeadSoak(leads);
printReader(reader);

await writeReport(report);
process.exit(0);
