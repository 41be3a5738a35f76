import { POLL_TIMEOUT_MS } from '../constants';
import type { ChatMessage } from '../plan/conversation';
import { type PollStep, poll, withDeadline } from '../plan/poll';
import { analysisRequest, readJson } from './client';
import { either, number, object, type Shape, unknown } from './shape.ts';

const taskId: Shape<string | number> = either(
  number,
  (value): value is string => typeof value === 'string' && value !== '',
);
/** What POST /api/chatasync answers: the job's id, as task_id or, from some hosts, id. */
const StartedByTaskId = object({ task_id: taskId });
const StartedById = object({ id: taskId });
/** What a status poll may carry; each field is read as text where text is expected. */
const TaskStatus = object({ status: unknown, response: unknown, error: unknown, state: unknown });

export interface ChatReply {
  response: string;
  state: unknown;
}

export const NO_RESPONSE = 'No response received';

/** POST /api/chatasync: any 2xx (202 included) with a task_id, or id, starts the job. */
async function startTask(conversation: ChatMessage[], currentState: unknown, signal: AbortSignal): Promise<string> {
  const response = await analysisRequest('/api/chatasync', {
    method: 'POST',
    body: { conversation, current_state: currentState ?? null },
    signal,
  });
  if (!response.ok) throw new Error(`Chat request failed with ${response.status}`);
  const data = await readJson(response);
  if (StartedByTaskId(data)) return String(data.task_id);
  if (StartedById(data)) return String(data.id);
  throw new Error('No task_id returned');
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/**
 * One look at GET /api/chatasync/status/{id}: 404 and 500 fail (with the body's status or
 * error), queued and running wait, success or no status at all is the answer, error fails.
 */
export async function checkTask(taskId: string, signal?: AbortSignal): Promise<PollStep<ChatReply>> {
  const response = await analysisRequest(
    `/api/chatasync/status/${encodeURIComponent(taskId)}`,
    signal ? { signal } : {},
  );
  const data = await readJson(response);
  // A body that is no object says nothing: read as one with no fields.
  const body = TaskStatus(data) ? data : { status: undefined, response: undefined, error: undefined, state: undefined };
  if (response.status === 404) throw new Error(text(body.status, 'Task not found'));
  if (response.status === 500) throw new Error(text(body.error, 'Task failed'));
  if (!response.ok) throw new Error(`Task status failed with ${response.status}`);
  const { status } = body;
  if (status === 'error') throw new Error(text(body.error, 'Task failed'));
  if (status === undefined || status === null || status === 'success') {
    return { done: true, value: { response: text(body.response, NO_RESPONSE), state: body.state } };
  }
  // queued, running, or a state this client does not know yet: keep waiting (up to the limit).
  return { done: false };
}

/** A whole chat turn: start the job, then poll it to its end, all within the 120 s limit. */
export async function sendChatTurn(
  conversation: ChatMessage[],
  currentState: unknown,
  signal?: AbortSignal,
): Promise<ChatReply> {
  const startedAt = Date.now();
  const taskId = await withDeadline(
    (deadline) => startTask(conversation, currentState, deadline),
    POLL_TIMEOUT_MS,
    signal,
  );
  return poll((deadline) => checkTask(taskId, deadline), { startedAt, ...(signal ? { signal } : {}) });
}
