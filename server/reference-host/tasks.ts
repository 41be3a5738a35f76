/**
 * The chat turns of the reference host run as real asynchronous tasks, so the browser's polling
 * (queued → running → success/error) is exercised exactly as against the production host:
 * a task is queued, starts running after a quarter of the delay, and finishes after the whole
 * delay. Finished tasks are kept for a while to be read, then forgotten.
 *
 * What one client can cost is bounded:
 * - Time: the answer is computed once, when the task is accepted (a pure function of the request,
 *   linear in its 64 KiB), and the status follows from the clock; no timer runs per task.
 * - Tasks: at most `maxTasksPerClient` (default 20) unfinished tasks per client address; past it
 *   the client is told to retry when its oldest one finishes (429). A visitor has one message in
 *   flight at a time, so 20 leaves room for a whole office behind one address. `maxTasks`
 *   (default 500, finished or not) is the last resort (503): the oldest finished task makes room
 *   for a new one, and only when every task is unfinished is a new one refused.
 * - Memory: a task holds its answer only, as the UTF-8 bytes of the JSON the status route sends,
 *   never the conversation it answered. An answer over `maxResultBytes` (default 64 KiB, the
 *   body limit: the browser could not send such a plan back anyway) is stored as an error.
 *   Worst case per task: 64 KiB of answer + under 1 KiB of bookkeeping (an id of 36 characters,
 *   a client address of at most 45, two numbers, the Map entry) ≈ 65 KiB; × 500 tasks
 *   ≈ 33 MiB, the most the tasks can hold whatever clients send. The rest of the process is
 *   Node's: about 100 MiB RSS at start (type stripping included), the requests being read (each
 *   body at most 64 KiB), and the slack V8 keeps in its heap under load, which its young
 *   generation decides: with Node's default the heap alone grew by 150 MiB under a flood, so
 *   `npm start` and `npm run serve` run Node with `--max-semi-space-size=1`, which keeps the
 *   process under 256 MiB (`npm run bench:host` measures RSS after a flood both ways).
 */
import { randomUUID } from 'node:crypto';
import { MAX_BODY_BYTES } from './guards.ts';

/** What a status poll sees: the final JSON (success or error view) only once the delay is over. */
export type TaskView = { status: 'queued' } | { status: 'running' } | { status: 'done'; json: Uint8Array<ArrayBuffer> };

export type Submission = { ok: true; id: string } | { ok: false; limit: 'client' | 'all'; retryAfterSeconds: number };

export interface TaskQueueOptions {
  /** Time from submission to the result, in ms. */
  delayMs: number;
  /** How long a finished task can still be read, in ms. */
  ttlMs?: number;
  /** Most tasks held at once, finished or not. */
  maxTasks?: number;
  /** Most unfinished tasks of one client address. */
  maxTasksPerClient?: number;
  /** Largest answer kept, in bytes of JSON. */
  maxResultBytes?: number;
  now?: () => number;
  onJobError?: (error: unknown) => void;
}

export interface TaskQueue {
  /**
   * Accepts a task for `client` unless a cap is reached, and computes its answer right away:
   * the JSON of what `answer` returns, or an error view when it throws or answers too much.
   */
  submit(client: string, answer: () => object): Submission;
  /** The task's current state; undefined when unknown or expired. */
  get(id: string): TaskView | undefined;
  size(): number;
}

export const DEFAULT_TASK_DELAY_MS = 800;
export const DEFAULT_TASK_TTL_MS = 10 * 60_000;
export const DEFAULT_MAX_TASKS = 500;
export const DEFAULT_MAX_TASKS_PER_CLIENT = 20;

interface TaskRecord {
  client: string;
  submittedAt: number;
  finishesAt: number;
  json: Uint8Array<ArrayBuffer>;
}

const encoder = new TextEncoder();

const errorView = (error: string) => encoder.encode(JSON.stringify({ status: 'error', error }));
const FAILED = errorView('The interviewer could not answer this message.');
const TOO_LARGE = errorView('The answer would be larger than the host keeps; start a new plan.');

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

export function createTaskQueue({
  delayMs,
  ttlMs = DEFAULT_TASK_TTL_MS,
  maxTasks = DEFAULT_MAX_TASKS,
  maxTasksPerClient = DEFAULT_MAX_TASKS_PER_CLIENT,
  maxResultBytes = MAX_BODY_BYTES,
  now = Date.now,
  onJobError = (error) => console.error('[reference host] interviewer failed:', error),
}: TaskQueueOptions): TaskQueue {
  // Every task takes the same delay, so the order of submission (the Map's order, and the
  // queue of unfinished ones) is also the order of finishing and of expiring: each clean-up is
  // a walk from the front that stops at the first task still needed.
  const tasks = new Map<string, TaskRecord>();
  const unfinished: TaskRecord[] = [];
  const unfinishedByClient = new Map<string, number>();
  const startAfter = Math.floor(delayMs / 4);

  function settle(time: number) {
    for (let first = unfinished[0]; first && first.finishesAt <= time; first = unfinished[0]) {
      unfinished.shift();
      const count = (unfinishedByClient.get(first.client) ?? 1) - 1;
      if (count > 0) unfinishedByClient.set(first.client, count);
      else unfinishedByClient.delete(first.client);
    }
    for (const [id, record] of tasks) {
      if (time - record.finishesAt < ttlMs) break;
      tasks.delete(id);
    }
  }

  /** Makes room by forgetting the oldest task, if it is finished. */
  function evictOldestFinished(time: number): boolean {
    const oldest = tasks.entries().next();
    if (oldest.done || oldest.value[1].finishesAt > time) return false;
    tasks.delete(oldest.value[0]);
    return true;
  }

  function answerOf(answer: () => object): Uint8Array<ArrayBuffer> {
    try {
      const json = encoder.encode(JSON.stringify(answer()));
      return json.byteLength <= maxResultBytes ? json : TOO_LARGE;
    } catch (error) {
      onJobError(error);
      return FAILED;
    }
  }

  return {
    submit(client, answer) {
      const time = now();
      settle(time);
      if ((unfinishedByClient.get(client) ?? 0) >= maxTasksPerClient) {
        const oldest = unfinished.find((record) => record.client === client);
        return {
          ok: false,
          limit: 'client',
          retryAfterSeconds: secondsUntil(oldest?.finishesAt ?? time + delayMs, time),
        };
      }
      if (tasks.size >= maxTasks && !evictOldestFinished(time)) {
        return {
          ok: false,
          limit: 'all',
          retryAfterSeconds: secondsUntil(unfinished[0]?.finishesAt ?? time + delayMs, time),
        };
      }
      const id = randomUUID();
      const record: TaskRecord = { client, submittedAt: time, finishesAt: time + delayMs, json: answerOf(answer) };
      tasks.set(id, record);
      unfinished.push(record);
      unfinishedByClient.set(client, (unfinishedByClient.get(client) ?? 0) + 1);
      return { ok: true, id };
    },
    get(id) {
      const time = now();
      settle(time);
      const record = tasks.get(id);
      if (!record) return undefined;
      const elapsed = time - record.submittedAt;
      if (elapsed < startAfter) return { status: 'queued' };
      if (elapsed < delayMs) return { status: 'running' };
      return { status: 'done', json: record.json };
    },
    size() {
      settle(now());
      return tasks.size;
    },
  };
}
