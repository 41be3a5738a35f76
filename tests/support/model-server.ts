/**
 * A stand-in for an OpenAI-compatible chat-completions API on this machine (node:http), for the
 * interviewer's language model (server/interviewer/reading/model-reader.ts) on Node and on
 * workerd. It answers POST …/chat/completions with the reply the test chose (the recorded
 * replies below, an error status, or none at all) and records every request as it came.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TurnAct } from '../../server/interviewer/language/turn-reading';

export interface ModelRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A completion whose message is `content`, an error status with its body, or no answer ever. */
export type ModelReply = { content: string } | { status: number; body: string } | 'silent';

export interface ModelServer {
  /** The base URL, as INTERVIEWER_API_URL takes it. */
  url: string;
  requests: ModelRequest[];
  /** What the server answers from now on. */
  answer(reply: ModelReply | ((request: ModelRequest) => ModelReply)): void;
  close(): Promise<void>;
}

/** The reading a model answers for a turn, as JSON of the schema asked for (null where an act has no part). */
export const readingJson = (acts: readonly TurnAct[]) =>
  JSON.stringify({
    acts: acts.map(({ act, field, value, target }) => ({
      act,
      field: field ?? null,
      value: value ?? null,
      target: target ?? null,
    })),
  });

/** Replies as a server sends them, the message's content aside. */
export const REPLIES = {
  valid: { content: readingJson([{ act: 'answer', field: 'user_type', value: 'Dog owners' }]) },
  invalidJson: { content: '{"acts": [{"act": "answer", "field": "user_type", "value": "Dog owners"' },
  unfitShape: {
    content: readingJson([
      { act: 'removal', field: 'user_type', target: 'Walkers' },
      { act: 'answer', field: 'user_type', value: 'Please remove the walkers' },
    ]),
  },
  serverError: {
    status: 500,
    body: '{"error":{"message":"The server had an error processing your request.","type":"server_error"}}',
  },
} satisfies Record<string, ModelReply>;

/** The body of a chat completion as OpenAI's API answers it (without `usage`: tokens are counted apart). */
export function completion(model: unknown, content: string) {
  return {
    id: 'chatcmpl-recorded',
    object: 'chat.completion',
    created: 1_764_374_400,
    model: typeof model === 'string' ? model : 'unknown',
    system_fingerprint: 'fp_recorded',
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
    ],
  };
}

export async function startModelServer(): Promise<ModelServer> {
  const requests: ModelRequest[] = [];
  let reply: ModelReply | ((request: ModelRequest) => ModelReply) = REPLIES.valid;
  const send = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  };
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      const recorded = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text || '{}'),
      };
      requests.push(recorded);
      const chosen: ModelReply = !recorded.path.endsWith('/chat/completions')
        ? { status: 404, body: '{"error":{"message":"Not found"}}' }
        : typeof reply === 'function'
          ? reply(recorded)
          : reply;
      if (chosen === 'silent') return;
      if ('status' in chosen) send(response, chosen.status, chosen.body);
      else send(response, 200, JSON.stringify(completion(recorded.body['model'], chosen.content)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next) {
      reply = next;
    },
    close: () =>
      new Promise((resolve) => {
        // A silent reply holds its connection open: end it with the server.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
