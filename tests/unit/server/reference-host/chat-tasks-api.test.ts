// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReferenceHost } from '../../../../server/reference-host/app';
import { isPlanComplete, parsePlanState } from '../../../../src/lib/plan/plan';
import { chatBody, getJson, leadsFileForAll, postJson, readBody } from './helpers';

const leadsFile = leadsFileForAll('reference-host-chat-');

describe('chat tasks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function kickoff(app: ReturnType<typeof createReferenceHost>, content = 'A shop for garden tools') {
    const response = await postJson(
      app,
      '/api/chatasync',
      chatBody(content, { app_description: { value: '' }, user_types: [] }),
    );
    expect(response.status).toBe(202);
    const body = await readBody(response);
    expect(body).toEqual({ task_id: expect.any(String) });
    return String(body['task_id']);
  }

  const status = async (app: ReturnType<typeof createReferenceHost>, id: string) => {
    const response = await getJson(app, `/api/chatasync/status/${id}`);
    return { code: response.status, body: await readBody(response) };
  };

  it('goes queued → running → success over the default 800 ms', async () => {
    const app = createReferenceHost({ leadsFile });
    const id = await kickoff(app);
    expect(await status(app, id)).toEqual({ code: 200, body: { status: 'queued' } });
    await vi.advanceTimersByTimeAsync(199);
    expect((await status(app, id)).body).toEqual({ status: 'queued' });
    await vi.advanceTimersByTimeAsync(1);
    expect((await status(app, id)).body).toEqual({ status: 'running' });
    await vi.advanceTimersByTimeAsync(599);
    expect((await status(app, id)).body).toEqual({ status: 'running' });
    await vi.advanceTimersByTimeAsync(1);
    const done = await status(app, id);
    expect(done.code).toBe(200);
    expect(done.body).toEqual({
      status: 'success',
      response: expect.stringMatching(/who uses your app/i),
      state: expect.any(Object),
    });
    expect(parsePlanState(done.body['state'])?.app_description).toEqual({ value: 'A shop for garden tools' });
  });

  it('follows the configured delay', async () => {
    const app = createReferenceHost({ leadsFile, taskDelayMs: 40 });
    const id = await kickoff(app);
    await vi.advanceTimersByTimeAsync(10);
    expect((await status(app, id)).body).toEqual({ status: 'running' });
    await vi.advanceTimersByTimeAsync(30);
    expect((await status(app, id)).body['status']).toBe('success');
  });

  it('answers 404 {"status":"Task not found"} for an unknown task', async () => {
    const app = createReferenceHost({ leadsFile });
    expect(await status(app, 'no-such-task')).toEqual({ code: 404, body: { status: 'Task not found' } });
  });

  it('forgets a finished task after 10 minutes', async () => {
    const app = createReferenceHost({ leadsFile });
    const id = await kickoff(app);
    await vi.advanceTimersByTimeAsync(800);
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect((await status(app, id)).code).toBe(200);
    await vi.advanceTimersByTimeAsync(1);
    expect(await status(app, id)).toEqual({ code: 404, body: { status: 'Task not found' } });
  });

  it('reports an interviewer failure as status error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createReferenceHost({
      leadsFile,
      interviewer: () => {
        throw new Error('boom');
      },
    });
    const id = await kickoff(app);
    await vi.advanceTimersByTimeAsync(800);
    expect(await status(app, id)).toEqual({ code: 200, body: { status: 'error', error: expect.any(String) } });
  });

  it('holds a bounded number of tasks: 503 while all are unfinished, the oldest finished one makes room', async () => {
    const app = createReferenceHost({ leadsFile, maxTasks: 2 });
    const first = await kickoff(app);
    await kickoff(app);
    const full = await postJson(app, '/api/chatasync', chatBody('x'));
    expect(full.status).toBe(503);
    expect(await readBody(full)).toEqual({ error: expect.any(String) });
    await vi.advanceTimersByTimeAsync(800);
    await kickoff(app);
    expect((await status(app, first)).code).toBe(404);
  });

  it('runs a whole interview through the HTTP API to a complete plan', async () => {
    const app = createReferenceHost({ leadsFile, taskDelayMs: 0 });
    const analyzed = await readBody(await postJson(app, '/api/analyze', { url: 'https://example.com/' }));
    const conversation = [{ role: 'assistant', content: String(analyzed['response']) }];
    let state: unknown = analyzed['initial_state'];
    for (const answer of [
      'Plans meals',
      'Parents',
      'Busy parents',
      'Ana',
      '38',
      'Female',
      'Nurse',
      'Tired',
      'iPhone 13',
      'Plan a week of dinners',
    ]) {
      conversation.push({ role: 'user', content: answer });
      const id = String(
        (await readBody(await postJson(app, '/api/chatasync', { conversation, current_state: state })))['task_id'],
      );
      await vi.runAllTimersAsync();
      const result = (await status(app, id)).body;
      expect(result['status']).toBe('success');
      conversation.push({ role: 'assistant', content: String(result['response']) });
      state = result['state'];
    }
    expect(isPlanComplete(parsePlanState(state))).toBe(true);
    expect(conversation.at(-1)?.content).toMatch(/Start Test/);
  });
});
