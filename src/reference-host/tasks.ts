/**
 * The chat turns of the reference host run as real asynchronous tasks, so the browser's polling
 * (queued → running → success/error) is exercised exactly as against the production host:
 * a task is queued, starts running after a quarter of the delay, and finishes after the whole
 * delay. Finished tasks are kept for a while to be read, then forgotten; the number kept in
 * memory is bounded so a busy or hostile client cannot grow the process without limit.
 */
import { randomUUID } from 'node:crypto';

export type TaskView<Result> =
  | { status: 'queued' }
  | { status: 'running' }
  | ({ status: 'success' } & Result)
  | { status: 'error'; error: string };

export interface TaskQueueOptions {
  /** Time from submission to the result, in ms. */
  delayMs: number;
  /** How long a finished task can still be read, in ms. */
  ttlMs?: number;
  /** Most tasks held at once, finished or not. */
  maxTasks?: number;
  now?: () => number;
  onJobError?: (error: unknown) => void;
}

export interface TaskQueue<Result extends object> {
  /** Queues a job; null when the queue is full of unfinished tasks. */
  submit(job: () => Result): string | null;
  /** The task's current state; undefined when unknown or expired. */
  get(id: string): TaskView<Result> | undefined;
  size(): number;
}

export const DEFAULT_TASK_DELAY_MS = 800;
export const DEFAULT_TASK_TTL_MS = 10 * 60_000;
export const DEFAULT_MAX_TASKS = 1000;

interface TaskRecord<Result> {
  view: TaskView<Result>;
  finishedAt: number | null;
}

export function createTaskQueue<Result extends object>({
  delayMs,
  ttlMs = DEFAULT_TASK_TTL_MS,
  maxTasks = DEFAULT_MAX_TASKS,
  now = Date.now,
  onJobError = (error) => console.error('[reference host] interviewer failed:', error),
}: TaskQueueOptions): TaskQueue<Result> {
  const tasks = new Map<string, TaskRecord<Result>>();
  const startAfter = Math.floor(delayMs / 4);

  const isExpired = (record: TaskRecord<Result>) => record.finishedAt !== null && now() - record.finishedAt >= ttlMs;

  // Cleaned on every use instead of by a timer: nothing keeps the process alive, and the map
  // never holds more than maxTasks entries to walk.
  function sweep() {
    for (const [id, record] of tasks) if (isExpired(record)) tasks.delete(id);
  }

  /** Makes room by forgetting the oldest finished task (Map keeps insertion order). */
  function evictOldestFinished(): boolean {
    for (const [id, record] of tasks) {
      if (record.finishedAt !== null) {
        tasks.delete(id);
        return true;
      }
    }
    return false;
  }

  function run(record: TaskRecord<Result>, job: () => Result) {
    try {
      record.view = { status: 'success', ...job() };
    } catch (error) {
      onJobError(error);
      record.view = { status: 'error', error: 'The interviewer could not answer this message.' };
    }
    record.finishedAt = now();
  }

  return {
    submit(job) {
      sweep();
      if (tasks.size >= maxTasks && !evictOldestFinished()) return null;
      const id = randomUUID();
      const record: TaskRecord<Result> = { view: { status: 'queued' }, finishedAt: null };
      tasks.set(id, record);
      setTimeout(() => {
        record.view = { status: 'running' };
        setTimeout(() => run(record, job), delayMs - startAfter);
      }, startAfter);
      return id;
    },
    get(id) {
      sweep();
      return tasks.get(id)?.view;
    },
    size() {
      sweep();
      return tasks.size;
    },
  };
}
