// @vitest-environment node
/**
 * The chat turns on the edge (server/chat-turns/d1-tasks.ts), on a local D1 in workerd: the
 * same statuses over the clock as in memory, the same limits, and a turn found by any isolate.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d1Tasks } from '../../../../server/chat-turns/d1-tasks';
import type { TaskStore } from '../../../../server/chat-turns/task-store';
import { openLocalD1 } from '../../../support/lead-stores';

const dir = mkdtempSync(join(tmpdir(), 'd1-tasks-'));
let d1: Awaited<ReturnType<typeof openLocalD1>>;
beforeAll(async () => {
  d1 = await openLocalD1(dir);
}, 60_000);
afterAll(async () => {
  await d1?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

let time = 1_000_000;
const now = () => time;
const decode = (view: Awaited<ReturnType<TaskStore['get']>>) =>
  view?.status === 'done' ? JSON.parse(new TextDecoder().decode(view.json)) : view;
const idOf = async (submission: ReturnType<TaskStore['submit']>) => {
  const result = await submission;
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.id;
};

describe('chat turns in D1', () => {
  it('go queued → running → done over the delay, readable by another isolate, then forgotten', async () => {
    const tasks = d1Tasks(d1.db, { delayMs: 800, ttlMs: 10_000, now });
    const id = await idOf(tasks.submit('a', () => ({ status: 'success', response: 'hi' })));
    // Another isolate: another store over the same database.
    const elsewhere = d1Tasks(d1.db, { delayMs: 800, ttlMs: 10_000, now });
    expect(await elsewhere.get(id)).toEqual({ status: 'queued' });
    time += 300;
    expect(await elsewhere.get(id)).toEqual({ status: 'running' });
    time += 500;
    expect(decode(await elsewhere.get(id))).toEqual({ status: 'success', response: 'hi' });
    time += 10_000;
    expect(await elsewhere.get(id)).toBeUndefined();
    expect(await tasks.get('no-such-task')).toBeUndefined();
  });

  it('cap the unfinished turns of one client (429), and give a client holding none the oldest place', async () => {
    time += 100_000;
    const tasks = d1Tasks(d1.db, { delayMs: 60_000, ttlMs: 1_000, now, maxTasks: 3, maxTasksPerClient: 2 });
    await idOf(tasks.submit('flood-1', () => ({})));
    time += 10;
    await idOf(tasks.submit('flood-1', () => ({})));
    expect(await tasks.submit('flood-1', () => ({}))).toEqual({ ok: false, limit: 'client', retryAfterSeconds: 60 });
    time += 10;
    await idOf(tasks.submit('flood-2', () => ({})));
    // Every place taken by unfinished turns: a client holding one waits, a newcomer gets in.
    expect(await tasks.submit('flood-2', () => ({}))).toMatchObject({ ok: false, limit: 'all' });
    time += 10;
    const visitor = await idOf(tasks.submit('ada', () => ({ status: 'success' })));
    expect(await tasks.get(visitor)).toEqual({ status: 'queued' });
  });

  it('keep an answer that throws or is too large as an error view', async () => {
    time += 100_000;
    const tasks = d1Tasks(d1.db, { delayMs: 0, now, maxResultBytes: 100, onJobError: () => undefined });
    const failing = await idOf(
      tasks.submit('a', () => {
        throw new Error('no');
      }),
    );
    const large = await idOf(tasks.submit('a', () => ({ response: 'x'.repeat(200) })));
    expect(decode(await tasks.get(failing))).toMatchObject({ status: 'error' });
    expect(decode(await tasks.get(large))).toMatchObject({ status: 'error' });
  });
});
