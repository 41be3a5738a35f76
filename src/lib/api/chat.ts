import { POLL_TIMEOUT_MS } from '../constants';
import { isRecord } from '../is-record';
import type { ChatMessage } from '../plan/conversation';
import { type PollStep, poll, withDeadline } from '../plan/poll';
import { analysisRequest, readJson } from './client';

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
  const id = isRecord(data) ? (data['task_id'] ?? data['id']) : undefined;
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') throw new Error('No task_id returned');
  return String(id);
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
  const body = isRecord(data) ? data : {};
  if (response.status === 404) throw new Error(text(body['status'], 'Task not found'));
  if (response.status === 500) throw new Error(text(body['error'], 'Task failed'));
  if (!response.ok) throw new Error(`Task status failed with ${response.status}`);
  const status = body['status'];
  if (status === 'error') throw new Error(text(body['error'], 'Task failed'));
  if (status === undefined || status === null || status === 'success') {
    return { done: true, value: { response: text(body['response'], NO_RESPONSE), state: body['state'] } };
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
