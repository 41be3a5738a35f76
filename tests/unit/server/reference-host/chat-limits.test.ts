// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_TASKS_PER_CLIENT } from '../../../../server/chat-turns/task-settings';
import { interview } from '../../../../server/interviewer/interviewer';
import { createReferenceHost, type ReferenceHostOptions } from '../../../../server/reference-host/node-host';
import { JSON_HEADERS, readBody } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'reference-host-chat-limits-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const body = JSON.stringify({
  conversation: [
    { role: 'assistant', content: 'Hi! I had a look at https://example.com/. What does your app do?' },
    { role: 'user', content: 'It plans meals' },
  ],
  current_state: null,
});

/** What @hono/node-server hands the app: the socket of the connection. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

function host(options: ReferenceHostOptions = {}) {
  let time = 5_000_000;
  const app = createReferenceHost({ leadsFile: join(dataDir, 'leads.db'), now: () => time, ...options });
  return {
    advance: (ms: number) => (time += ms),
    chat: (address: string) =>
      app.request('/api/chatasync', { method: 'POST', headers: JSON_HEADERS, body }, from(address)),
    status: (id: string) => app.request(`/api/chatasync/status/${id}`, { headers: JSON_HEADERS }, from('192.0.2.1')),
  };
}

describe('chat tasks per client address', () => {
  it(`allows ${DEFAULT_MAX_TASKS_PER_CLIENT} unfinished tasks per address by default, then 429 with Retry-After`, async () => {
    const { chat } = host();
    for (let index = 0; index < DEFAULT_MAX_TASKS_PER_CLIENT; index += 1)
      expect((await chat('203.0.113.7')).status).toBe(202);
    const refused = await chat('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(await readBody(refused)).toEqual({ error: expect.any(String) });
    expect(refused.headers.get('retry-after')).toBe('1');
    // Everyone else is still served.
    expect((await chat('198.51.100.4')).status).toBe(202);
  });

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 one', async () => {
    const { chat } = host({ maxTasksPerClient: 2 });
    expect((await chat('2001:db8:1:2::1')).status).toBe(202);
    expect((await chat('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(202);
    expect((await chat('2001:db8:1:2::3')).status).toBe(429);
    expect((await chat('2001:db8:1:3::1')).status).toBe(202);
    expect((await chat('203.0.113.7')).status).toBe(202);
    expect((await chat('::ffff:203.0.113.7')).status).toBe(202);
    expect((await chat('203.0.113.7')).status).toBe(429);
  });

  it('counts only unfinished tasks: the client is served again once its oldest one is done', async () => {
    const { chat, advance } = host({ maxTasksPerClient: 2, taskDelayMs: 3000 });
    await chat('203.0.113.7');
    advance(1000);
    await chat('203.0.113.7');
    const refused = await chat('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    advance(2000);
    expect((await chat('203.0.113.7')).status).toBe(202);
  });

  it('keeps the global cap as the last resort: 503 with Retry-After, for a client already holding a turn', async () => {
    const { chat } = host({ maxTasks: 3, taskDelayMs: 2000 });
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await chat(address)).status).toBe(202);
    const refused = await chat('203.0.113.3');
    expect(refused.status).toBe(503);
    expect(await readBody(refused)).toEqual({ error: expect.any(String) });
    expect(refused.headers.get('retry-after')).toBe('2');
  });
});

describe('a flood of chat turns from many addresses', () => {
  it('leaves room for real visitors: each of 16 gets its turn accepted and answered', async () => {
    // The sharing rule does not depend on the sizes: a host of 50 tasks, 5 per address, shows it
    // with a tenth of the requests the defaults (500, 20) would take.
    const { chat, status, advance } = host({ taskDelayMs: 800, maxTasks: 50, maxTasksPerClient: 5 });
    // 20 addresses, each keeping as many turns in flight as the host takes from it: twice as
    // many as the host keeps in all.
    const flood = Array.from({ length: 20 }, (_, index) => `198.18.0.${index + 1}`);
    const topUp = async () => {
      for (const address of flood) while ((await chat(address)).status === 202);
    };
    await topUp();

    const visitors = Array.from({ length: 16 }, (_, index) => `203.0.113.${index + 1}`);
    const accepted: string[] = [];
    for (const address of visitors) {
      const response = await chat(address);
      if (response.status === 202) accepted.push(String((await readBody(response))['task_id']));
      await topUp();
    }
    expect(accepted).toHaveLength(16);

    // The flood goes on while the visitors poll, every 100 ms until their answer is due.
    for (let elapsed = 0; elapsed < 800; elapsed += 100) {
      advance(100);
      await topUp();
      for (const id of accepted) expect((await status(id)).status).toBe(200);
    }
    for (const id of accepted) expect(await readBody(await status(id))).toMatchObject({ status: 'success' });
  });
});

describe('what a task holds', () => {
  it('answers the turn when the task is accepted, and serves the same answer to every poll', async () => {
    const interviewer = vi.fn(interview);
    const { chat, status, advance } = host({ interviewer, taskDelayMs: 800 });
    const accepted = await chat('203.0.113.7');
    expect(interviewer).toHaveBeenCalledTimes(1);
    const id = String((await readBody(accepted))['task_id']);
    expect(await readBody(await status(id))).toEqual({ status: 'queued' });
    advance(800);
    const first = await readBody(await status(id));
    expect(first).toEqual({
      status: 'success',
      response: expect.stringMatching(/who uses your app/i),
      state: expect.any(Object),
    });
    expect(await readBody(await status(id))).toEqual(first);
    expect(interviewer).toHaveBeenCalledTimes(1);
  });

  it('reports a turn that throws as the task error, after the delay like any answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { chat, status, advance } = host({
      taskDelayMs: 800,
      interviewer: () => {
        throw new Error('boom');
      },
    });
    const id = String((await readBody(await chat('203.0.113.7')))['task_id']);
    advance(200);
    expect(await readBody(await status(id))).toEqual({ status: 'running' });
    advance(600);
    expect(await readBody(await status(id))).toEqual({ status: 'error', error: expect.any(String) });
  });
});
