// @vitest-environment node
/**
 * What one conversation costs with a model (docs/interviewer.md, "A language model, optionally"):
 * the typical sixteen-turn interview of tests/support/model-conversation.ts, read through the
 * reader against the local server answering each turn's careful reading, and the tokens of what
 * was sent and answered counted with OpenAI's o200k tokenizer (gpt-tokenizer, as gpt-4o and
 * gpt-4.1 count them). The figures the document states must stay within 5% of these.
 */
import { readFileSync } from 'node:fs';
import { countTokens } from 'gpt-tokenizer/model/gpt-4o';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { modelInput } from '../../../../../server/interviewer/reading/model-input';
import { createModelReader, MODEL_TIMEOUT_MS } from '../../../../../server/interviewer/reading/model-reader';
import { DOG_WALKING, scriptedRequests } from '../../../../support/model-conversation';
import { type ModelServer, readingJson, startModelServer } from '../../../../support/model-server';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

interface SentMessage {
  role: 'system' | 'user';
  content: string;
}

/** The figure after `label` in the document's table of tokens. */
function documented(label: string): number {
  const row = readFileSync('docs/interviewer.md', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| ${label} |`));
  return Number(row?.split('|')[2]?.replace(/[^\d]/g, '') ?? Number.NaN);
}

it('a sixteen-turn interview costs what docs/interviewer.md says', async () => {
  // Each turn is answered with its careful reading, found by the turn's words in the prompt.
  server.answer((request) => {
    const prompt = (request.body['messages'] as SentMessage[]).at(-1)?.content ?? '';
    const turn = DOG_WALKING.find((scripted) => prompt.includes(`<<<\n${scripted.say}\n>>>`));
    return { content: readingJson(turn?.acts ?? []) };
  });
  const read = createModelReader({
    apiUrl: server.url,
    apiKey: '',
    model: 'gpt-4.1-mini',
    timeoutMs: MODEL_TIMEOUT_MS,
  });
  const answers: string[] = [];
  for (const { turn, conversation, state } of scriptedRequests()) {
    expect(await read(modelInput(conversation, state))).toEqual({ acts: turn.acts });
    answers.push(readingJson(turn.acts));
  }
  expect(server.requests).toHaveLength(16);

  const prompt = server.requests.map((request) => countTokens(request.body['messages'] as SentMessage[]));
  const schema = server.requests.map((request) => countTokens(JSON.stringify(request.body['response_format'])));
  const completion = answers.map((answer) => countTokens(answer));
  const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
  const measured = {
    'prompt (system and user messages)': sum(prompt),
    'the schema (response_format)': sum(schema),
    completion: sum(completion),
    'one turn at most (prompt and schema)': Math.max(...prompt.map((count, index) => count + (schema[index] ?? 0))),
  };
  for (const [label, tokens] of Object.entries(measured)) {
    const drift = Math.abs(documented(label) - tokens) / tokens;
    expect(drift, `${label}: measured ${tokens}, documented ${documented(label)}`).toBeLessThanOrEqual(0.05);
  }
});
