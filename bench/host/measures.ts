/**
 * The measurements of `npm run bench:host` against one running server: how long a chat body
 * takes to accept, latency under many concurrent visitors, and memory after a flood of the
 * largest answers.
 */
import { DEFAULT_MAX_TASKS, DEFAULT_MAX_TASKS_PER_CLIENT } from '../../server/chat-turns/task-settings.ts';
import { median, percentile } from '../stats.ts';
import {
  type Answer,
  type Client,
  countStatuses,
  createClient,
  loopbackAddress,
  type ServerProcess,
} from './client.ts';
import { largestPlanBody, NORMAL, type Payload } from './payloads.ts';

export const REPEATS = 5;
const POLL_EVERY_MS = 100;
export const FLOOD_BODIES = DEFAULT_MAX_TASKS + 200;
const FLOOD_CONCURRENCY = 50;

export const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const round = (ms: number) => Math.round(ms * 100) / 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p50 and p99 of a kind of request, with how many were sent and how they were answered. */
function summary(answers: Answer[]) {
  const times = answers.map((answer) => answer.ms);
  return {
    requests: answers.length,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
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

/** Many visitors at once for `durationMs`: the latency of their chat posts and status polls. */
export async function load(clients: Client[], durationMs: number) {
  const chats: Answer[] = [];
  const polls: Answer[] = [];
  const until = performance.now() + durationMs;
  await Promise.all(clients.map((client) => visit(client, until, chats, polls)));
  for (const client of clients) client.close();
  const addresses = new Set(clients.map((client) => client.address)).size;
  return {
    clients: clients.length,
    addresses,
    seconds: durationMs / 1000,
    chats: summary(chats),
    polls: summary(polls),
  };
}

/** The measurements that need a client address of their own: one each, or 127.0.0.1 for all. */
export function hostMeasures(port: number, manyAddresses: boolean) {
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

  return { freshClient, timeBody, flood };
}

export type BodyTiming = Awaited<ReturnType<ReturnType<typeof hostMeasures>['timeBody']>>;
export type LoadResult = Awaited<ReturnType<typeof load>>;
export type FloodResult = Awaited<ReturnType<ReturnType<typeof hostMeasures>['flood']>>;
