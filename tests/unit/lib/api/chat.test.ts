import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkTask, sendChatTurn } from '../../../../src/lib/api/chat';
import { mockNetwork } from '../../../support/mock-network';
import { recordRequests } from '../../../support/recorded-requests';

type Answer = () => Response;
const json =
  (status: number, body: unknown): Answer =>
  () =>
    new HttpResponse(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

const network = mockNetwork();
const requests = recordRequests(network);
/** The analysis host answers a task's status with these, one per look, the last one for good. */
const statusAnswers = (...answers: Answer[]) =>
  network.use(http.get('/api/chatasync/status/:id', () => (answers.length > 1 ? answers.shift() : answers[0])?.()));
const kickoffAnswer = (answer: Answer) => network.use(http.post('/api/chatasync', answer));

afterEach(() => {
  vi.useRealTimers();
});

describe('checkTask: the status rules', () => {
  it.each([
    ['200 queued', json(200, { status: 'queued' }), { done: false }],
    ['200 running', json(200, { status: 'running' }), { done: false }],
    [
      '200 success',
      json(200, { status: 'success', response: 'Hi', state: { a: 1 } }),
      { done: true, value: { response: 'Hi', state: { a: 1 } } },
    ],
    [
      '200 with no status is final',
      json(200, { response: 'Hi' }),
      { done: true, value: { response: 'Hi', state: undefined } },
    ],
    [
      '200 success without a response',
      json(200, { status: 'success' }),
      { done: true, value: { response: 'No response received', state: undefined } },
    ],
    [
      '200 with a body that is not JSON',
      json(200, 'oops'),
      { done: true, value: { response: 'No response received', state: undefined } },
    ],
  ])('%s', async (_, answer, expected) => {
    statusAnswers(answer);
    await expect(checkTask('t1')).resolves.toEqual(expected);
  });

  it.each([
    ['404 with a status', json(404, { status: 'Task expired' }), 'Task expired'],
    ['404 without one', json(404, {}), 'Task not found'],
    ['404 with junk', json(404, 'gone'), 'Task not found'],
    ['500 with an error', json(500, { error: 'Model overloaded' }), 'Model overloaded'],
    ['500 without one', json(500, {}), 'Task failed'],
    ['200 error', json(200, { status: 'error', error: 'Bad state' }), 'Bad state'],
    ['200 error without detail', json(200, { status: 'error' }), 'Task failed'],
    ['another status code', json(502, {}), 'Task status failed with 502'],
  ])('%s fails with "%s"', async (_, answer, message) => {
    statusAnswers(answer);
    await expect(checkTask('t1')).rejects.toThrow(message);
  });

  it('asks for the task by its escaped id with the API key', async () => {
    statusAnswers(json(200, { status: 'running' }));
    await checkTask('a/b c');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/chatasync/status/a%2Fb%20c');
    expect(request?.headers.get('x-api-key')).toBe('local-dev-key');
    expect(request?.headers.get('content-type')).toBe('application/json');
  });
});

describe('sendChatTurn', () => {
  const conversation = [{ role: 'user' as const, content: 'suggest a plan for me' }];

  it.each([
    ['task_id with 202', json(202, { task_id: 'abc' }), 'abc'],
    ['id with 200', json(200, { id: 'abc' }), 'abc'],
    ['a numeric id with 201', json(201, { id: 42 }), '42'],
  ])('starts with %s and polls to the answer', async (_, kickoff, taskId) => {
    vi.useFakeTimers();
    kickoffAnswer(kickoff);
    statusAnswers(
      json(200, { status: 'running' }),
      json(200, { status: 'success', response: 'Done', state: { s: 1 } }),
    );
    const turn = sendChatTurn(conversation, { s: 0 });
    await vi.advanceTimersByTimeAsync(500);
    await expect(turn).resolves.toEqual({ response: 'Done', state: { s: 1 } });
    const [start, ...looks] = requests;
    expect(start?.method).toBe('POST');
    expect(start?.headers.get('x-api-key')).toBe('local-dev-key');
    await expect(start?.json()).resolves.toEqual({ conversation, current_state: { s: 0 } });
    expect(looks.map((look) => new URL(look.url).pathname)).toEqual([
      `/api/chatasync/status/${taskId}`,
      `/api/chatasync/status/${taskId}`,
    ]);
  });

  it.each([
    ['a non-2xx kickoff', json(500, { task_id: 'abc' }), 'Chat request failed with 500'],
    ['no task id', json(202, { status: 'queued' }), 'No task_id returned'],
    ['an empty task id', json(202, { task_id: '' }), 'No task_id returned'],
    ['junk', json(202, '<html>'), 'No task_id returned'],
  ])('fails on %s', async (_, kickoff, message) => {
    kickoffAnswer(kickoff);
    await expect(sendChatTurn(conversation, null)).rejects.toThrow(message);
    expect(requests).toHaveLength(1);
  });
});
