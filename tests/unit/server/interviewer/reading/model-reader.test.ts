// @vitest-environment node
/**
 * The language model's reading of a turn, against a local OpenAI-compatible server answering
 * recorded replies: a reading that passes every check is handed back; any other answer, an error
 * status, a server that cannot be reached or that does not answer in time gives null (the rules
 * read the turn) and one log line without the turn's words; the request is what the API expects.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TURN_ACTS, TURN_FIELDS } from '../../../../../server/interviewer/language/turn-reading';
import { SYSTEM_PROMPT, turnPrompt } from '../../../../../server/interviewer/reading/model-prompt';
import {
  createModelReader,
  MODEL_TIMEOUT_MS,
  type ModelReaderInput,
  type ModelSettings,
} from '../../../../../server/interviewer/reading/model-reader';
import { DESCRIBED } from '../../../../support/model-conversation';
import { type ModelReply, type ModelServer, REPLIES, startModelServer } from '../../../../support/model-server';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answer(REPLIES.valid);
});

const TURN = 'Mostly dog owners, honestly';
const INPUT: ModelReaderInput = {
  asked: 'user_type',
  plan: DESCRIBED,
  turn: TURN,
  recent: [{ role: 'assistant', content: 'Who uses your app, for example "Buyers" or "Team admins"?' }],
};

function reader(settings: Partial<ModelSettings> = {}) {
  const warnings: string[] = [];
  const read = createModelReader(
    { apiUrl: server.url, apiKey: '', model: 'reader-model', timeoutMs: MODEL_TIMEOUT_MS, ...settings },
    { warn: (line) => warnings.push(line) },
  );
  return { read, warnings };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('a reading that passes every check', () => {
  it('is handed back as the interviewer takes it, without the nulls of the schema', async () => {
    const { read, warnings } = reader();
    expect(await read(INPUT)).toEqual({ acts: [{ act: 'answer', field: 'user_type', value: 'Dog owners' }] });
    expect(warnings).toEqual([]);
  });

  it('is asked for once, of the model named, with the prompt, the schema and no retry or sampling setting', async () => {
    const { read } = reader();
    await read(INPUT);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.body).toMatchObject({
      model: 'reader-model',
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: turnPrompt(INPUT) },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'turn_reading', strict: true } },
    });
    // Newer OpenAI models refuse both; the timeout bounds the answer instead.
    expect(request?.body).not.toHaveProperty('temperature');
    expect(request?.body).not.toHaveProperty('max_tokens');
  });

  it('asks for the acts of turn-reading.ts in a schema every property of which is required', async () => {
    const { read } = reader();
    await read(INPUT);
    const format = server.requests[0]?.body['response_format'] as { json_schema: { schema: unknown } };
    expect(format.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['acts'],
      additionalProperties: false,
      properties: {
        acts: {
          type: 'array',
          items: {
            type: 'object',
            required: ['act', 'field', 'value', 'target'],
            additionalProperties: false,
            properties: {
              act: { enum: [...TURN_ACTS] },
              field: { anyOf: [{ enum: [...TURN_FIELDS] }, { type: 'null' }] },
              value: { type: ['string', 'null'] },
              target: { type: ['string', 'null'] },
            },
          },
        },
      },
    });
  });

  it.each([
    ['with a key', 'sk-test-key', 'Bearer sk-test-key'],
    ['without one (a local server)', '', undefined],
  ])('sends Authorization %s', async (_, apiKey, authorization) => {
    const { read } = reader({ apiKey });
    await read(INPUT);
    expect(server.requests[0]?.authorization).toBe(authorization);
  });

  it('asks nothing for an empty turn', async () => {
    const { read, warnings } = reader();
    expect(await read({ ...INPUT, turn: '  \n ' })).toBeNull();
    expect(server.requests).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe('anything else: null, so the rules read the turn, and one line saying why', () => {
  const cases: [string, ModelReply, RegExp][] = [
    ['an answer that is not JSON', REPLIES.invalidJson, /\(an answer that is not a reading\)/],
    ['JSON of another shape', { content: '{"acts": [{"act": "guess"}]}' }, /\(an answer that is not a reading\)/],
    ['a value that fails its shape', REPLIES.unfitShape, /\(an answer with a value that does not fit its field\)/],
    ['no act at all', { content: '{"acts": []}' }, /\(an answer with no act\)/],
    ['a 500', REPLIES.serverError, /\(status 500\)/],
    ['a 429', { status: 429, body: '{"error":{"message":"Rate limit reached"}}' }, /\(status 429\)/],
  ];

  it.each(cases)('%s', async (_, reply, why) => {
    server.answer(reply);
    const { read, warnings } = reader();
    expect(await read(INPUT)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(why);
    expect(warnings[0]).toMatch(/^\[interviewer\] The model's reading was not used \(.+\); the rules read the turn\.$/);
    // Never the turn's words, nor the answer's: a log is no place for what a visitor typed.
    expect(warnings[0]).not.toMatch(/dog|walker/i);
    // The SDK's own retries are off: one request, whatever happened.
    expect(server.requests).toHaveLength(1);
  });

  it('a server that does not answer: given up at the timeout', async () => {
    server.answer('silent');
    const { read, warnings } = reader({ timeoutMs: 150 });
    const started = performance.now();
    expect(await read(INPUT)).toBeNull();
    // The visitor waits the timeout, and not a request's worth more.
    expect(performance.now() - started).toBeLessThan(150 + 1_000);
    expect(warnings).toEqual([
      "[interviewer] The model's reading was not used (no answer within 150 ms); the rules read the turn.",
    ]);
  });

  it('a server that cannot be reached', async () => {
    const { read, warnings } = reader({ apiUrl: `http://127.0.0.1:${await closedPort()}/v1` });
    expect(await read(INPUT)).toBeNull();
    expect(warnings).toEqual([
      "[interviewer] The model's reading was not used (the API could not be reached); the rules read the turn.",
    ]);
  });

  it('after a failure, the next turn is asked again', async () => {
    server.answer(REPLIES.serverError);
    const { read } = reader();
    expect(await read(INPUT)).toBeNull();
    server.answer(REPLIES.valid);
    expect(await read(INPUT)).not.toBeNull();
  });
});
