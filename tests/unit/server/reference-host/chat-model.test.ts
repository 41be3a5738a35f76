// @vitest-environment node
/**
 * The chat route with a language model (docs/interviewer.md, "A language model, optionally"),
 * against a local OpenAI-compatible server: the model's reading reaches the interviewer with the
 * turn; a broken model leaves the turn to the rules, with the answer a host without a model
 * gives; no model set, nothing is asked; one client has at most so many turns read a minute.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { interview } from '../../../../server/interviewer/interviewer';
import type { ModelSettings } from '../../../../server/interviewer/reading/model-settings';
import { MODEL_READS_PER_MINUTE } from '../../../../server/reference-host/model-turns';
import { createReferenceHost, referenceHostOptionsFromEnv } from '../../../../server/reference-host/node-host';
import type { ReferenceHostOptions } from '../../../../server/reference-host/options';
import { leadsFileForAll } from '../../../support/lead-database';
import { DESCRIBED } from '../../../support/model-conversation';
import { type ModelServer, REPLIES, startModelServer } from '../../../support/model-server';
import { chatBody, getJson, postJson, readBody } from './helpers';

const leadsFile = leadsFileForAll('reference-host-model-');
let server: ModelServer;
let model: ModelSettings;
beforeAll(async () => {
  server = await startModelServer();
  model = { apiUrl: server.url, apiKey: 'sk-local', model: 'reader-model', timeoutMs: 3_000 };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answer(REPLIES.valid);
});

/** A host whose interviewer is watched, with no pause before a turn's answer is ready. */
function host(options: ReferenceHostOptions = {}) {
  const interviewer = vi.fn(interview);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { app: createReferenceHost({ leadsFile, taskDelayMs: 0, interviewer, ...options }), interviewer, warn };
}

async function answerTo(app: ReturnType<typeof host>['app'], content: string) {
  const accepted = await postJson(app, '/api/chatasync', chatBody(content, DESCRIBED));
  expect(accepted.status).toBe(202);
  const { task_id } = await readBody(accepted);
  return readBody(await getJson(app, `/api/chatasync/status/${String(task_id)}`));
}

describe('the chat route with a model', () => {
  it('hands the interviewer the model’s reading of the turn, asked with what the question asked for', async () => {
    const { app, interviewer, warn } = host({ model });
    const answer = await answerTo(app, 'Mostly dog owners, honestly');
    expect(answer['status']).toBe('success');
    expect(interviewer).toHaveBeenCalledOnce();
    expect(interviewer.mock.calls[0]?.[2]).toEqual({
      acts: [{ act: 'answer', field: 'user_type', value: 'Dog owners' }],
    });
    expect(server.requests).toHaveLength(1);
    const prompt = JSON.stringify(server.requests[0]?.body['messages']);
    expect(prompt).toContain('Asked for: user_type');
    expect(prompt).toContain('Mostly dog owners, honestly');
    expect(server.requests[0]?.authorization).toBe('Bearer sk-local');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', REPLIES.serverError],
    ['an answer that does not fit', REPLIES.unfitShape],
    ['no answer in time', 'silent' as const],
  ])('%s: the rules read the turn, and the visitor gets what a host without a model answers', async (_, reply) => {
    server.answer(reply);
    const { app, interviewer, warn } = host({ model: { ...model, timeoutMs: 150 } });
    const withModel = await answerTo(app, 'Dog owners and walkers');
    expect(interviewer.mock.calls[0]?.[2]).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(withModel).toEqual(await answerTo(host().app, 'Dog owners and walkers'));
  });

  it('without a model, asks nothing and hands the interviewer no reading', async () => {
    const { app, interviewer } = host();
    expect((await answerTo(app, 'Dog owners and walkers'))['status']).toBe('success');
    expect(interviewer.mock.calls[0]?.[2]).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  it(`has at most ${MODEL_READS_PER_MINUTE} turns of one client read a minute; the rules read the rest`, async () => {
    let time = Date.parse('2026-11-29T10:00:00Z');
    const { app, interviewer } = host({ model, now: () => time, maxTasksPerClient: 100 });
    for (let turn = 0; turn <= MODEL_READS_PER_MINUTE; turn += 1) await answerTo(app, 'Dog owners');
    expect(server.requests).toHaveLength(MODEL_READS_PER_MINUTE);
    expect(interviewer.mock.calls.at(-1)?.[2]).toBeUndefined();
    time += 60_000;
    await answerTo(app, 'Dog owners');
    expect(server.requests).toHaveLength(MODEL_READS_PER_MINUTE + 1);
  });
});

describe('the host’s options from the environment (one machine and the edge alike)', () => {
  it('name the model when INTERVIEWER_API_URL and INTERVIEWER_MODEL are set', () => {
    const env = { INTERVIEWER_API_URL: 'http://127.0.0.1:11434/v1', INTERVIEWER_MODEL: 'llama3.1:8b' };
    expect(referenceHostOptionsFromEnv(env).model).toEqual({
      apiUrl: 'http://127.0.0.1:11434/v1',
      apiKey: '',
      model: 'llama3.1:8b',
      timeoutMs: 3_000,
    });
  });

  it('name none otherwise', () => {
    expect(referenceHostOptionsFromEnv({})).not.toHaveProperty('model');
  });
});
