// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createTaskQueue, type Submission, type TaskView } from '../../../../server/reference-host/tasks';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const decoded = (view: TaskView | undefined) =>
  view?.status === 'done' ? JSON.parse(new TextDecoder().decode(view.json)) : view;

const idOf = (submission: Submission) => {
  if (!submission.ok) throw new Error(`refused: ${JSON.stringify(submission)}`);
  return submission.id;
};

describe('createTaskQueue', () => {
  it('goes queued → running → done over the delay, and forgets the task after the TTL', () => {
    const { now, advance } = clock();
    const tasks = createTaskQueue({ delayMs: 800, ttlMs: 5000, now });
    const id = idOf(tasks.submit('a', () => ({ status: 'success', response: 'hi' })));
    expect(tasks.get(id)).toEqual({ status: 'queued' });
    advance(199);
    expect(tasks.get(id)).toEqual({ status: 'queued' });
    advance(1);
    expect(tasks.get(id)).toEqual({ status: 'running' });
    advance(599);
    expect(tasks.get(id)).toEqual({ status: 'running' });
    advance(1);
    expect(decoded(tasks.get(id))).toEqual({ status: 'success', response: 'hi' });
    advance(4999);
    expect(tasks.get(id)?.status).toBe('done');
    advance(1);
    expect(tasks.get(id)).toBeUndefined();
    expect(tasks.size()).toBe(0);
  });

  it('computes the answer once, when the task is accepted', () => {
    const answer = vi.fn(() => ({ status: 'success' }));
    const tasks = createTaskQueue({ delayMs: 800, ...clock() });
    const id = idOf(tasks.submit('a', answer));
    expect(answer).toHaveBeenCalledTimes(1);
    tasks.get(id);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('turns a failing answer into an error view, logged once', () => {
    const { now, advance } = clock();
    const onJobError = vi.fn();
    const tasks = createTaskQueue({ delayMs: 10, now, onJobError });
    const id = idOf(
      tasks.submit('a', () => {
        throw new Error('boom');
      }),
    );
    expect(onJobError).toHaveBeenCalledTimes(1);
    expect(tasks.get(id)).toEqual({ status: 'queued' });
    advance(10);
    expect(decoded(tasks.get(id))).toEqual({ status: 'error', error: expect.any(String) });
  });

  it('keeps no answer larger than maxResultBytes: it becomes an error view', () => {
    const { now, advance } = clock();
    const tasks = createTaskQueue({ delayMs: 0, now, maxResultBytes: 100 });
    const small = idOf(tasks.submit('a', () => ({ response: 'x'.repeat(50) })));
    const large = idOf(tasks.submit('a', () => ({ response: 'x'.repeat(101) })));
    advance(0);
    expect(decoded(tasks.get(small))).toEqual({ response: 'x'.repeat(50) });
    const view = tasks.get(large);
    expect(decoded(view)).toEqual({ status: 'error', error: expect.any(String) });
    expect(view?.status === 'done' && view.json.byteLength).toBeLessThanOrEqual(100);
  });

  it('caps the unfinished tasks of one client, telling it when its oldest one finishes', () => {
    const { now, advance } = clock();
    const tasks = createTaskQueue({ delayMs: 2500, now, maxTasksPerClient: 3 });
    for (let index = 0; index < 3; index += 1) {
      idOf(tasks.submit('a', () => ({})));
      advance(100);
    }
    expect(tasks.submit('a', () => ({}))).toEqual({ ok: false, limit: 'client', retryAfterSeconds: 3 });
    expect(tasks.submit('b', () => ({})).ok).toBe(true);
    advance(1000);
    expect(tasks.submit('a', () => ({}))).toEqual({ ok: false, limit: 'client', retryAfterSeconds: 2 });
    // The first one finishes at 2500 ms: room for exactly one more.
    advance(1200);
    expect(tasks.submit('a', () => ({})).ok).toBe(true);
    expect(tasks.submit('a', () => ({})).ok).toBe(false);
  });

  it('refuses anyone only when every task held is unfinished; the oldest finished one makes room', () => {
    const { now, advance } = clock();
    const tasks = createTaskQueue({ delayMs: 1500, now, maxTasks: 2 });
    const first = idOf(tasks.submit('a', () => ({})));
    idOf(tasks.submit('b', () => ({})));
    expect(tasks.submit('c', () => ({}))).toEqual({ ok: false, limit: 'all', retryAfterSeconds: 2 });
    advance(1500);
    idOf(tasks.submit('c', () => ({})));
    expect(tasks.get(first)).toBeUndefined();
    expect(tasks.size()).toBe(2);
  });

  it('never asks to wait less than a second, even with no delay', () => {
    const tasks = createTaskQueue({ delayMs: 0, maxTasksPerClient: 0, ...clock() });
    expect(tasks.submit('a', () => ({}))).toEqual({ ok: false, limit: 'client', retryAfterSeconds: 1 });
  });
});
