/**
 * `npm run bench:host`: how the reference host's chat holds up against what clients can send.
 * Starts the site's server (server/app.ts, an empty dist folder, a temporary leads file) on a
 * free loopback port, in a child process so that the memory and the event loop measured are
 * the server's alone and not the load generator's, then measures:
 * - the time to accept the worst 64 KiB chat bodies (each turn is answered on acceptance, so
 *   this is the interviewer's time) against a normal one, median of several;
 * - p50/p99 latency of chat posts and status polls under 200 concurrent clients, each from its
 *   own loopback address, then all from one address (where the per-client cap answers 429);
 * - RSS after a flood of the largest chat answers a client can make the host keep, on that
 *   server and on a fresh one whose Node runs with a 1 MiB young generation.
 * Prints a table and writes reports/bench-host.json. Measures; asserts nothing. Ends itself.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import {
  DEFAULT_MAX_TASKS,
  DEFAULT_MAX_TASKS_PER_CLIENT,
  DEFAULT_TASK_DELAY_MS,
} from '../server/reference-host/tasks.ts';
import {
  type Answer,
  type Client,
  canUseManyAddresses,
  countStatuses,
  createClient,
  loopbackAddress,
  type ServerProcess,
  startServer,
} from './bench-host-client.ts';
import { ADVERSARIAL, largestPlanBody, NORMAL, type Payload } from './bench-host-payloads.ts';
import { median, percentile } from './stats.ts';

const REPEATS = 5;
const CLIENTS = 200;
const LOAD_MS = 10_000;
const ONE_ADDRESS_MS = 3_000;
const POLL_EVERY_MS = 100;
const FLOOD_BODIES = DEFAULT_MAX_TASKS + 200;
const FLOOD_CONCURRENCY = 50;
// V8 grows its young generation up to 16 MiB a half under allocation-heavy load; this is the
// setting compared against it.
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=1'];

// Whatever happens, the bench ends.
setTimeout(() => {
  console.error('bench:host took longer than 90 s; stopping.');
  process.exit(1);
}, 90_000).unref();

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const round = (ms: number) => Math.round(ms * 100) / 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The host runs with its defaults: an 800 ms task, 20 unfinished tasks per address, 1000 in all.
const server = await startServer();
const { port } = server;
const started = await server.memory();
const manyAddresses = await canUseManyAddresses(port);
const addressOf = (index: number) => (manyAddresses ? loopbackAddress(index) : '127.0.0.1');
let nextAddress = 0;
const freshClient = () => createClient(port, addressOf(nextAddress++));

/** Median time to accept a body, over REPEATS posts from a fresh address each (no cap in the way). */
async function timeBody(payload: Payload) {
  const answers: Answer[] = [];
  for (let index = 0; index < REPEATS; index += 1) {
    const client = freshClient();
    answers.push(await client.send('POST', '/api/chatasync', payload.body));
    client.close();
  }
  return {
    payload: payload.name,
    bodyKiB: round(Buffer.byteLength(payload.body) / 1024),
    medianMs: round(median(answers.map((answer) => answer.ms))),
    maxMs: round(Math.max(...answers.map((answer) => answer.ms))),
    statuses: countStatuses(answers),
  };
}

/** One visitor: post a turn, poll its status until it is done, again, until the time is up. */
async function visit(client: Client, until: number, chats: Answer[], polls: Answer[]) {
  while (performance.now() < until) {
    const posted = await client.send('POST', '/api/chatasync', NORMAL.body);
    chats.push(posted);
    if (posted.status !== 202) {
      await sleep(POLL_EVERY_MS);
      continue;
    }
    const id = (JSON.parse(posted.body) as { task_id: string }).task_id;
    for (;;) {
      await sleep(POLL_EVERY_MS);
      const poll = await client.send('GET', `/api/chatasync/status/${id}`);
      polls.push(poll);
      if (!poll.body.includes('"status":"queued"') && !poll.body.includes('"status":"running"')) break;
    }
  }
}

async function load(clients: Client[], durationMs: number) {
  const chats: Answer[] = [];
  const polls: Answer[] = [];
  const until = performance.now() + durationMs;
  await Promise.all(clients.map((client) => visit(client, until, chats, polls)));
  for (const client of clients) client.close();
  const summary = (answers: Answer[]) => ({
    requests: answers.length,
    p50Ms: round(
      percentile(
        answers.map((answer) => answer.ms),
        0.5,
      ),
    ),
    p99Ms: round(
      percentile(
        answers.map((answer) => answer.ms),
        0.99,
      ),
    ),
    statuses: countStatuses(answers),
  });
  const addresses = new Set(clients.map((client) => client.address)).size;
  return {
    clients: clients.length,
    addresses,
    seconds: durationMs / 1000,
    chats: summary(chats),
    polls: summary(polls),
  };
}

/** FLOOD_BODIES of the largest answer, FLOOD_CONCURRENCY at a time, 20 per address: the task store fills up. */
async function flood(target: ServerProcess) {
  const body = largestPlanBody();
  const answers: Answer[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < FLOOD_BODIES) {
      const index = sent++;
      const client = createClient(target.port, addressOf(10_000 + Math.floor(index / DEFAULT_MAX_TASKS_PER_CLIENT)));
      answers.push(await client.send('POST', '/api/chatasync', body));
      client.close();
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, worker));
  const memory = await target.memory();
  return {
    bodyKiB: round(Buffer.byteLength(body) / 1024),
    statuses: countStatuses(answers),
    rssMiB: mib(memory.rss),
    peakRssMiB: memory.peakRss === null ? null : mib(memory.peakRss),
    heapUsedMiB: mib(memory.heapUsed),
    heapTotalMiB: mib(memory.heapTotal),
    arrayBuffersMiB: mib(memory.arrayBuffers),
  };
}

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

const report = {
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
};

const line = (cells: (string | number | null)[], widths: number[]) =>
  cells.map((cell, index) => String(cell ?? '?').padEnd(widths[index] ?? 10)).join('  ');
const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

console.log(`\nreference host bench: Node ${report.node}, ${report.cpus} CPUs, task delay ${report.taskDelayMs} ms\n`);
const bodyWidths = [66, 6, 10, 7, 8];
console.log(
  line(['chat body (POST /api/chatasync, answered on acceptance)', 'KiB', 'median ms', 'max ms', 'status'], bodyWidths),
);
for (const row of bodies)
  console.log(line([row.payload, row.bodyKiB, row.medianMs, row.maxMs, statusText(row.statuses)], bodyWidths));

const loadWidths = [66, 9, 7, 7, 20];
console.log(
  `\n${line(['load (each client: post a turn, poll every 100 ms until done)', 'requests', 'p50 ms', 'p99 ms', 'statuses'], loadWidths)}`,
);
for (const result of [spread, oneAddress]) {
  const label = `${result.clients} clients, ${result.addresses} address${result.addresses === 1 ? '' : 'es'}, ${result.seconds} s`;
  for (const [kind, figures] of [
    ['chat posts', result.chats],
    ['status polls', result.polls],
  ] as const) {
    console.log(
      line(
        [`${label}: ${kind}`, figures.requests, figures.p50Ms, figures.p99Ms, statusText(figures.statuses)],
        loadWidths,
      ),
    );
  }
}
if (!manyAddresses)
  console.log('(this system refused loopback source addresses other than 127.0.0.1: every client shared one address)');

const memoryWidths = [66, 7, 9, 10, 11, 13];
console.log(
  `\n${line([`server memory, MiB (flood: ${FLOOD_BODIES} bodies of ${floodAfterLoad.bodyKiB} KiB)`, 'RSS', 'peak RSS', 'heap used', 'heap total', 'array buffers'], memoryWidths)}`,
);
const memoryRow = (
  label: string,
  rss: number,
  peak: number | null,
  memory: { heapUsed: number; heapTotal: number; arrayBuffers: number },
) =>
  console.log(
    line([label, rss, peak, mib(memory.heapUsed), mib(memory.heapTotal), mib(memory.arrayBuffers)], memoryWidths),
  );
memoryRow('default Node: at start', mib(started.rss), null, started);
memoryRow('default Node: after the bodies above', mib(afterBodies.rss), null, afterBodies);
memoryRow('default Node: after the load', mib(afterLoad.rss), null, afterLoad);
const floodRow = (label: string, result: typeof floodAfterLoad) =>
  console.log(
    line(
      [
        `${label} (${statusText(result.statuses)})`,
        result.rssMiB,
        result.peakRssMiB,
        result.heapUsedMiB,
        result.heapTotalMiB,
        result.arrayBuffersMiB,
      ],
      memoryWidths,
    ),
  );
floodRow('default Node: after the flood', floodAfterLoad);
memoryRow(`${SMALL_YOUNG_GENERATION.join(' ')}: at start`, mib(smallStarted.rss), null, smallStarted);
floodRow(`${SMALL_YOUNG_GENERATION.join(' ')}: after the flood`, floodSmall);

await mkdir('reports', { recursive: true });
await writeFile('reports/bench-host.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwritten to reports/bench-host.json');
process.exit(0);
