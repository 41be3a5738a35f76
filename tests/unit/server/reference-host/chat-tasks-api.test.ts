// @vitest-environment node
/**
 * The chat turns through the HTTP API, on both stores of turns: in memory (one machine) and in
 * D1 (the edge, a local D1 on workerd). The clock is the host's own (`now`), so both follow it.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTHING_ALLOWED } from '../../../../server/app-reader/address';
import { createNodeFetchHop } from '../../../../server/app-reader/node-fetch';
import { d1Tasks } from '../../../../server/chat-turns/d1-tasks';
import { d1Store } from '../../../../server/lead-sink/d1-store';
import { leadSink } from '../../../../server/lead-sink/sink';
import { createHost } from '../../../../server/reference-host/host';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { type ReferenceHostOptions, taskOptions } from '../../../../server/reference-host/options';
import { isPlanComplete, parsePlanState } from '../../../../src/lib/plan/plan';
import { leadsFileForAll } from '../../../support/lead-database';
import { openLocalD1 } from '../../../support/lead-stores';
import { chatBody, getJson, postJson, readBody } from './helpers';

const leadsFile = leadsFileForAll('reference-host-chat-');
const d1Dir = mkdtempSync(join(tmpdir(), 'reference-host-chat-d1-'));
let d1: Awaited<ReturnType<typeof openLocalD1>> | undefined;
beforeAll(async () => {
  d1 = await openLocalD1(d1Dir);
}, 60_000);
afterAll(async () => {
  await d1?.dispose();
  rmSync(d1Dir, { recursive: true, force: true });
});

/** A host over each store of turns, on a clock of its own. */
const HOSTS: [string, (options: ReferenceHostOptions) => Hono][] = [
  ['in memory', (options) => createReferenceHost({ leadsFile, ...options })],
  [
    'in D1',
    (options) => {
      const db = d1?.db;
      if (!db) throw new Error('the local D1 did not start');
      return createHost(options, {
        leads: leadSink(async () => d1Store(db)),
        tasks: d1Tasks(db, taskOptions(options)),
        fetchPage: createNodeFetchHop({ allow: NOTHING_ALLOWED }),
      });
    },
  ],
];

describe.each(HOSTS)('chat tasks %s', (_, createApp) => {
  let time = Date.parse('2026-11-27T10:00:00Z');
  /** A host whose clock the test moves; each test starts its clock an hour after the last. */
  const host = (options: ReferenceHostOptions = {}) => {
    time += 3_600_000;
    return createApp({ now: () => time, ...options });
  };
  const advance = (ms: number) => {
    time += ms;
  };

  async function kickoff(app: Hono, content = 'A shop for garden tools') {
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

  const status = async (app: Hono, id: string) => {
    const response = await getJson(app, `/api/chatasync/status/${id}`);
    return { code: response.status, body: await readBody(response) };
  };

  it('goes queued → running → success over the default 800 ms', async () => {
    const app = host();
    const id = await kickoff(app);
    expect(await status(app, id)).toEqual({ code: 200, body: { status: 'queued' } });
    advance(199);
    expect((await status(app, id)).body).toEqual({ status: 'queued' });
    advance(1);
    expect((await status(app, id)).body).toEqual({ status: 'running' });
    advance(599);
    expect((await status(app, id)).body).toEqual({ status: 'running' });
    advance(1);
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
    const app = host({ taskDelayMs: 40 });
    const id = await kickoff(app);
    advance(10);
    expect((await status(app, id)).body).toEqual({ status: 'running' });
    advance(30);
    expect((await status(app, id)).body['status']).toBe('success');
  });

  it('answers 404 {"status":"Task not found"} for an unknown task', async () => {
    const app = host();
    expect(await status(app, 'no-such-task')).toEqual({ code: 404, body: { status: 'Task not found' } });
  });

  it('forgets a finished task after 10 minutes', async () => {
    const app = host();
    const id = await kickoff(app);
    advance(800);
    advance(10 * 60_000 - 1);
    expect((await status(app, id)).code).toBe(200);
    advance(1);
    expect(await status(app, id)).toEqual({ code: 404, body: { status: 'Task not found' } });
  });

  it('reports an interviewer failure as status error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = host({
      interviewer: () => {
        throw new Error('boom');
      },
    });
    const id = await kickoff(app);
    advance(800);
    expect(await status(app, id)).toEqual({ code: 200, body: { status: 'error', error: expect.any(String) } });
  });

  it('holds a bounded number of tasks: 503 while all are unfinished, the oldest finished one makes room', async () => {
    const app = host({ maxTasks: 2 });
    const first = await kickoff(app);
    await kickoff(app);
    // Every turn comes from one address here ("unknown" in a test), which already holds some.
    const full = await postJson(app, '/api/chatasync', chatBody('x'));
    expect(full.status).toBe(503);
    expect(await readBody(full)).toEqual({ error: expect.any(String) });
    advance(800);
    await kickoff(app);
    expect((await status(app, first)).code).toBe(404);
  });

  it('runs a whole interview through the HTTP API to a complete plan', async () => {
    const app = host({ taskDelayMs: 0 });
    const analyzed = await readBody(await postJson(app, '/api/analyze', { url: 'http://10.255.0.1/' }));
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
      const result = (await status(app, id)).body;
      expect(result['status']).toBe('success');
      conversation.push({ role: 'assistant', content: String(result['response']) });
      state = result['state'];
    }
    expect(isPlanComplete(parsePlanState(state))).toBe(true);
    expect(conversation.at(-1)?.content).toMatch(/Start Test/);
  });
});
