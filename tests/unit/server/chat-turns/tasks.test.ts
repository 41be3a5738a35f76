// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Submission, TaskView } from '../../../../server/chat-turns/task-store';
import { createTaskQueue } from '../../../../server/chat-turns/tasks';

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

  it('refuses a client holding a task while every task held is unfinished; the oldest finished one makes room', () => {
    const { now, advance } = clock();
    const tasks = createTaskQueue({ delayMs: 1500, now, maxTasks: 2 });
    const first = idOf(tasks.submit('a', () => ({})));
    idOf(tasks.submit('b', () => ({})));
    expect(tasks.submit('b', () => ({}))).toEqual({ ok: false, limit: 'all', retryAfterSeconds: 2 });
    advance(1500);
    idOf(tasks.submit('b', () => ({})));
    expect(tasks.get(first)).toBeUndefined();
    expect(tasks.size()).toBe(2);
  });

  it('gives a client holding none a place while one task from each of more clients fills every place', () => {
    const { now, advance } = clock();
    // 520 addresses against 500 places, at a hundredth of the scale: 6 addresses, 5 places.
    const tasks = createTaskQueue({ delayMs: 60_000, now, maxTasks: 5 });
    const flood = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map((client) => {
      advance(10);
      return tasks.submit(client, () => ({}));
    });
    expect(flood.every((submission) => submission.ok)).toBe(true);
    for (const visitor of ['ada', 'bo', 'cy']) {
      advance(10);
      expect(tasks.submit(visitor, () => ({})).ok).toBe(true);
    }
    // The oldest gave way each time, and the visitors' turns are still there.
    expect(tasks.size()).toBe(5);
    expect(flood.slice(0, 4).map((submission) => tasks.get(idOf(submission)))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  describe('sharing the global cap fairly when it is reached', () => {
    /** A queue of 6 places filled by `holdings` (client → tasks, submitted in that order). */
    function filled(holdings: [string, number][], { finishedBefore = 0 } = {}) {
      const { now, advance } = clock();
      const tasks = createTaskQueue({ delayMs: 1000, now, maxTasks: 6, ttlMs: 60_000 });
      const ids = new Map<string, string[]>();
      for (const [client, count] of holdings) {
        for (let index = 0; index < count; index += 1) {
          ids.set(client, [...(ids.get(client) ?? []), idOf(tasks.submit(client, () => ({})))]);
          advance(100);
        }
      }
      advance(finishedBefore);
      const held = (client: string) => (ids.get(client) ?? []).filter((id) => tasks.get(id) !== undefined).length;
      return { tasks, held, ids };
    }

    it.each<[string, [string, number][], number, string, boolean, string | null]>([
      // label, holdings, ms after the last submission, new task's client, accepted, client that gave way
      [
        'a newcomer takes the place of the heaviest client’s oldest unfinished task',
        [
          ['flood', 5],
          ['bo', 1],
        ],
        0,
        'ada',
        true,
        'flood',
      ],
      [
        'a light client does too',
        [
          ['flood', 4],
          ['bo', 2],
        ],
        0,
        'bo',
        true,
        'flood',
      ],
      [
        'the heaviest is the one that gives way, not the oldest task',
        [
          ['bo', 1],
          ['flood', 5],
        ],
        0,
        'ada',
        true,
        'flood',
      ],
      [
        'a newcomer takes from the first of two equally heavy clients',
        [
          ['a', 3],
          ['b', 3],
        ],
        0,
        'c',
        true,
        'a',
      ],
      [
        'a client one short of the heaviest, all unfinished, is refused',
        [
          ['a', 3],
          ['b', 2],
          ['c', 1],
        ],
        0,
        'b',
        false,
        null,
      ],
      [
        'the heaviest client itself is refused while all it holds is unfinished',
        [
          ['a', 4],
          ['b', 2],
        ],
        0,
        'a',
        false,
        null,
      ],
      [
        'the heaviest client’s finished task gives way to it',
        [
          ['a', 4],
          ['b', 2],
        ],
        900,
        'a',
        true,
        'a',
      ],
      [
        'a finished task gives way to a client of equal holding',
        [
          ['a', 3],
          ['b', 3],
        ],
        900,
        'b',
        true,
        'a',
      ],
    ])('%s', (_label, holdings, finishedBefore, client, accepted, gaveWay) => {
      const { tasks, held } = filled(holdings, { finishedBefore });
      const before = new Map(holdings.map(([name]) => [name, held(name)]));
      const submission = tasks.submit(client, () => ({}));
      expect(submission.ok).toBe(accepted);
      expect(tasks.size()).toBe(6);
      for (const [name] of holdings) {
        const expected = (before.get(name) ?? 0) - (name === gaveWay ? 1 : 0);
        expect([name, held(name)]).toEqual([name, expected]);
      }
    });

    it('tells a refused client to retry when the task that would give way finishes', () => {
      const { tasks } = filled([
        ['a', 4],
        ['b', 2],
      ]);
      // a's first task was submitted 600 ms ago and takes 1000 ms.
      expect(tasks.submit('a', () => ({}))).toEqual({ ok: false, limit: 'all', retryAfterSeconds: 1 });
    });

    it('never holds more than maxTasks, and never refuses a client holding none, or two fewer than another', () => {
      const step = fc.record({
        client: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
        wait: fc.constantFrom(0, 0, 0, 50, 300, 1200),
      });
      fc.assert(
        fc.property(fc.array(step, { minLength: 10, maxLength: 120, size: 'max' }), (steps) => {
          const { now, advance } = clock();
          const tasks = createTaskQueue({ delayMs: 1000, now, maxTasks: 8, maxTasksPerClient: 5, ttlMs: 5000 });
          const ids: [string, string][] = [];
          for (const { client, wait } of steps) {
            advance(wait);
            const counts = new Map<string, number>();
            for (const [owner, id] of ids) if (tasks.get(id)) counts.set(owner, (counts.get(owner) ?? 0) + 1);
            const submission = tasks.submit(client, () => ({}));
            if (submission.ok) ids.push([client, submission.id]);
            else if (submission.limit === 'all') {
              const mine = counts.get(client) ?? 0;
              expect(mine).toBeGreaterThan(0);
              expect(Math.max(...counts.values())).toBeLessThan(mine + 2);
            }
            expect(tasks.size()).toBeLessThanOrEqual(8);
          }
        }),
      );
    });
  });

  it('never asks to wait less than a second, even with no delay', () => {
    const tasks = createTaskQueue({ delayMs: 0, maxTasksPerClient: 0, ...clock() });
    expect(tasks.submit('a', () => ({}))).toEqual({ ok: false, limit: 'client', retryAfterSeconds: 1 });
  });
});
