/**
 * The chat turns of the reference host run as real asynchronous tasks, so the browser's polling
 * (queued → running → success/error) is exercised exactly as against the production host:
 * a task is queued, starts running after a quarter of the delay, and finishes after the whole
 * delay. Finished tasks are kept for a while to be read, then forgotten. This is the store of
 * turns in memory, on one machine (d1-tasks.ts is the edge's); what both stores share is in
 * task-store.ts, task-settings.ts and task-answer.ts.
 *
 * What one client can cost is bounded:
 * - Time: the answer is computed once, when the task is accepted (a pure function of the request,
 *   linear in its 64 KiB), and the status follows from the clock; no timer runs per task.
 * - Tasks: at most `maxTasksPerClient` (default 20) unfinished tasks per client address; past it
 *   the client is told to retry when its oldest one finishes (429). A visitor has one message in
 *   flight at a time, so 20 leaves room for a whole office behind one address. `maxTasks`
 *   (default 500, finished or not) is a hard cap, shared fairly: when it is reached, a new task
 *   takes the place of the oldest task of the client holding the most (ties: the one whose
 *   oldest task is oldest). A finished task always gives way (it is only kept to be read); an
 *   unfinished one only to a client holding at least two fewer, so many addresses flooding at
 *   their own cap fill the shared cap and then trade places among themselves, while a visitor
 *   holding one or two tasks is always served. When the places are shared evenly (one task from
 *   each of more addresses than there are places), a client holding none still gets one, in the
 *   place of the oldest task of all. Only a client already holding about as many as the others,
 *   all of it unfinished, is refused (503), told to retry when the task that would give way
 *   finishes.
 * - Memory: a task holds its answer only, as the UTF-8 bytes of the JSON the status route sends,
 *   never the conversation it answered. An answer over `maxResultBytes` (default 64 KiB, the
 *   body limit: the browser could not send such a plan back anyway) is stored as an error.
 *   Worst case per task: 64 KiB of answer + under 1 KiB of bookkeeping (an id of 36 characters,
 *   a client address of at most 45, two numbers, its entries in the Map of tasks and in its
 *   client's list) ≈ 65 KiB; × 500 tasks ≈ 33 MiB, the most the tasks can hold whatever
 *   clients send: the fair sharing moves tasks between clients, never past `maxTasks`, and a
 *   client is tracked only while it holds a task (at most `maxTasks` clients, under 100 bytes
 *   each). Making room scans the clients holding tasks once, at most `maxTasks` steps. The rest
 *   of the process is Node's: about 100 MiB RSS at start (type stripping included), the
 *   requests being read (each body at most 64 KiB), and the slack V8 keeps in its heap under
 *   load, which its young generation decides: with Node's default the heap alone grew by 150 MiB
 *   under a flood, so `npm start` and `npm run serve` run Node with `--max-semi-space-size=1`,
 *   which keeps the process under 256 MiB (`npm run bench:host` measures RSS after a flood both
 *   ways).
 */
import { answerJson, secondsUntil, taskView } from './task-answer.ts';
import { type TaskQueueOptions, withTaskDefaults } from './task-settings.ts';
import type { Submission, TaskStore, TaskView } from './task-store.ts';

/** The store of turns on one machine, in memory. */
export interface TaskQueue extends TaskStore {
  /**
   * Accepts a task for `client` unless a cap is reached, and computes its answer right away:
   * the JSON of what `answer` returns, or an error view when it throws or answers too much.
   */
  submit(client: string, answer: () => object): Submission;
  /** The task's current state; undefined when unknown or expired. */
  get(id: string): TaskView | undefined;
  size(): number;
}

interface TaskRecord {
  id: string;
  client: string;
  submittedAt: number;
  finishesAt: number;
  json: Uint8Array<ArrayBuffer>;
}

export function createTaskQueue(options: TaskQueueOptions): TaskQueue {
  const { delayMs, ttlMs, maxTasks, maxTasksPerClient, maxResultBytes, now, onJobError } = withTaskDefaults(options);
  // Every task takes the same delay, so the order of submission (the Map's order, and the order
  // of each client's list) is also the order of finishing and of expiring: each clean-up is a
  // walk from the front that stops at the first task still needed, and a client's oldest task
  // is its first.
  const tasks = new Map<string, TaskRecord>();
  const byClient = new Map<string, TaskRecord[]>();

  function forget(record: TaskRecord) {
    tasks.delete(record.id);
    const held = byClient.get(record.client);
    if (!held) return;
    const index = held.indexOf(record);
    if (index >= 0) held.splice(index, 1);
    if (held.length === 0) byClient.delete(record.client);
  }

  function settle(time: number) {
    for (const record of tasks.values()) {
      if (time - record.finishesAt < ttlMs) break;
      forget(record);
    }
  }

  /** The client's tasks that are not finished: the last ones of its list. */
  function unfinishedOf(held: readonly TaskRecord[], time: number): TaskRecord[] {
    let first = held.length;
    while (first > 0 && (held[first - 1] as TaskRecord).finishesAt > time) first -= 1;
    return held.slice(first);
  }

  /** The client holding the most tasks (ties: the oldest first task), with its list. */
  function heaviest(): [string, TaskRecord[]] | undefined {
    let found: [string, TaskRecord[]] | undefined;
    for (const entry of byClient) {
      const [, held] = entry;
      if (
        !found ||
        held.length > found[1].length ||
        (held.length === found[1].length && (held[0]?.submittedAt ?? 0) < (found[1][0]?.submittedAt ?? 0))
      )
        found = entry;
    }
    return found;
  }

  /**
   * Makes room for a task of `client` when every place is taken (see the top of this file), or
   * says when to try again.
   */
  function makeRoom(client: string, time: number): { ok: true } | { ok: false; retryAt: number } {
    const victim = heaviest();
    const oldest = victim?.[1][0];
    if (!victim || !oldest) return { ok: false, retryAt: time + delayMs };
    const finished = oldest.finishesAt <= time;
    const holding = byClient.get(client)?.length ?? 0;
    const lighter = holding + 1 < victim[1].length;
    if (finished || (victim[0] !== client && lighter)) {
      forget(oldest);
      return { ok: true };
    }
    // Shared evenly among more clients than there are places: a client holding none still gets
    // one, in the place of the oldest task of all.
    const oldestOfAll = tasks.values().next().value;
    if (holding === 0 && oldestOfAll) {
      forget(oldestOfAll);
      return { ok: true };
    }
    return { ok: false, retryAt: oldest.finishesAt };
  }

  return {
    submit(client, answer) {
      const time = now();
      settle(time);
      const unfinished = unfinishedOf(byClient.get(client) ?? [], time);
      if (unfinished.length >= maxTasksPerClient) {
        return {
          ok: false,
          limit: 'client',
          retryAfterSeconds: secondsUntil(unfinished[0]?.finishesAt ?? time + delayMs, time),
        };
      }
      if (tasks.size >= maxTasks) {
        const room = makeRoom(client, time);
        if (!room.ok) return { ok: false, limit: 'all', retryAfterSeconds: secondsUntil(room.retryAt, time) };
      }
      const id = crypto.randomUUID();
      const record: TaskRecord = {
        id,
        client,
        submittedAt: time,
        finishesAt: time + delayMs,
        json: answerJson(answer, maxResultBytes, onJobError),
      };
      tasks.set(id, record);
      const held = byClient.get(client);
      if (held) held.push(record);
      else byClient.set(client, [record]);
      return { ok: true, id };
    },
    get(id) {
      const time = now();
      settle(time);
      const record = tasks.get(id);
      return record && taskView(record.submittedAt, time, delayMs, () => record.json);
    },
    size() {
      settle(now());
      return tasks.size;
    },
  };
}
