/**
 * The chat turns on the edge, in D1 (migrations/0002_chat_tasks.sql): a status poll may reach
 * another isolate than the one that accepted the turn, and finds it there. As in memory
 * (tasks.ts), the answer is computed when the turn is accepted and its status follows from the
 * clock, so nothing runs between polls; the limits are the same: `maxTasksPerClient` unfinished
 * turns per client address (429), and `maxTasks` kept in all, where a finished turn gives way to
 * a new one, and to a client holding none the oldest turn of all does; a client holding some is
 * told to wait (503) until the oldest finishes. (The finer sharing among heavy clients of
 * tasks.ts is left to memory.) Turns past their time to be read are deleted by the next submission.
 */

import type { D1Like } from '../sql/d1-runner.ts';
import { answerJson, secondsUntil, taskView } from './task-answer.ts';
import { type TaskQueueOptions, withTaskDefaults } from './task-settings.ts';
import type { TaskStore } from './task-store.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

interface Counts {
  held: number;
  unfinished: number;
  firstUnfinished: number | null;
}

export function d1Tasks(db: D1Like, options: TaskQueueOptions): TaskStore {
  const { delayMs, ttlMs, maxTasks, maxTasksPerClient, maxResultBytes, now, onJobError } = withTaskDefaults(options);
  const query = async <Row>(sql: string, ...values: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...values)
        .all<Row>()
    ).results;
  const run = (sql: string, ...values: unknown[]) =>
    db
      .prepare(sql)
      .bind(...values)
      .run();

  return {
    async submit(client, answer) {
      const time = now();
      await run('DELETE FROM chat_tasks WHERE finishes_at <= ?1', time - ttlMs);
      const [mine] = await query<Counts>(
        `SELECT count(*) AS held, coalesce(sum(finishes_at > ?2), 0) AS unfinished,
           min(CASE WHEN finishes_at > ?2 THEN finishes_at END) AS firstUnfinished
         FROM chat_tasks WHERE client = ?1`,
        client,
        time,
      );
      if ((mine?.unfinished ?? 0) >= maxTasksPerClient)
        return {
          ok: false,
          limit: 'client',
          retryAfterSeconds: secondsUntil(mine?.firstUnfinished ?? time + delayMs, time),
        };
      const [all] = await query<{ n: number }>('SELECT count(*) AS n FROM chat_tasks');
      if ((all?.n ?? 0) >= maxTasks) {
        // A finished turn is only kept to be read: the oldest gives way. To a client holding none,
        // the oldest turn of all does, finished or not.
        const freed = await run(
          'DELETE FROM chat_tasks WHERE id = (SELECT id FROM chat_tasks WHERE finishes_at <= ?1 ORDER BY finishes_at LIMIT 1)',
          (mine?.held ?? 0) === 0 ? Number.MAX_SAFE_INTEGER : time,
        );
        if ((freed.meta.changes ?? 0) === 0) {
          const [next] = await query<{ at: number | null }>('SELECT min(finishes_at) AS at FROM chat_tasks');
          return { ok: false, limit: 'all', retryAfterSeconds: secondsUntil(next?.at ?? time + delayMs, time) };
        }
      }
      const id = crypto.randomUUID();
      const json = decoder.decode(answerJson(answer, maxResultBytes, onJobError));
      await run(
        'INSERT INTO chat_tasks (id, client, submitted_at, finishes_at, json) VALUES (?1, ?2, ?3, ?4, ?5)',
        id,
        client,
        time,
        time + delayMs,
        json,
      );
      return { ok: true, id };
    },
    async get(id) {
      const time = now();
      const [task] = await query<{ submitted_at: number; json: string }>(
        'SELECT submitted_at, json FROM chat_tasks WHERE id = ?1 AND finishes_at > ?2',
        id,
        time - ttlMs,
      );
      return task && taskView(task.submitted_at, time, delayMs, () => encoder.encode(task.json));
    },
  };
}
