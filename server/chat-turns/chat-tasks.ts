/**
 * The HTTP side of the chat tasks: accepting a turn (202 with its id, or why not with the
 * seconds to wait in Retry-After) and answering a status poll with the stored JSON as it is.
 */
import type { Context } from 'hono';
import { clientAddress } from '../http/client-address.ts';
import type { InterviewTurn } from '../interviewer/interviewer.ts';
import type { TaskStore } from './task-store.ts';

/** Queues one chat turn for the client that sent it; the turn is computed now, inside the queue. */
export async function acceptChatTurn(c: Context, tasks: TaskStore, turn: () => InterviewTurn): Promise<Response> {
  const submission = await tasks.submit(clientAddress(c), () => ({ status: 'success', ...turn() }));
  if (submission.ok) return c.json({ task_id: submission.id }, 202);
  const headers = { 'Retry-After': String(submission.retryAfterSeconds) };
  return submission.limit === 'client'
    ? c.json({ error: 'Too many chat messages in progress from your address; wait for an answer first.' }, 429, headers)
    : c.json({ error: 'Too many chat tasks in progress; try again shortly.' }, 503, headers);
}

/** GET /api/chatasync/status/:taskId. */
export async function chatTaskStatus(c: Context, tasks: TaskStore, id: string): Promise<Response> {
  const task = await tasks.get(id);
  if (!task) return c.json({ status: 'Task not found' }, 404);
  if (task.status !== 'done') return c.json({ status: task.status });
  return c.body(task.json, 200, { 'Content-Type': 'application/json' });
}
