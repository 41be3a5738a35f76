/**
 * The settings of the chat turns and their defaults, in one place for both stores of turns
 * (tasks.ts in memory, d1-tasks.ts on the edge), so that they bound a client the same way.
 */
import { MAX_BODY_BYTES } from '../http/guards.ts';

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

export const DEFAULT_TASK_DELAY_MS = 800;
export const DEFAULT_TASK_TTL_MS = 10 * 60_000;
export const DEFAULT_MAX_TASKS = 500;
export const DEFAULT_MAX_TASKS_PER_CLIENT = 20;

export const defaultJobError = (error: unknown) => console.error('[reference host] interviewer failed:', error);

/**
 * The settings with their defaults, for either store of turns. The largest answer kept defaults
 * to the body limit: the browser could not send a larger plan back anyway.
 */
export const withTaskDefaults = ({
  delayMs,
  ttlMs = DEFAULT_TASK_TTL_MS,
  maxTasks = DEFAULT_MAX_TASKS,
  maxTasksPerClient = DEFAULT_MAX_TASKS_PER_CLIENT,
  maxResultBytes = MAX_BODY_BYTES,
  now = Date.now,
  onJobError = defaultJobError,
}: TaskQueueOptions): Required<TaskQueueOptions> => ({
  delayMs,
  ttlMs,
  maxTasks,
  maxTasksPerClient,
  maxResultBytes,
  now,
  onJobError,
});
