import type { Hono } from 'hono';
import { expect } from 'vitest';

export const API_KEY = 'local-dev-key';
export const JSON_HEADERS = { 'x-api-key': API_KEY, 'content-type': 'application/json' };

export async function postJson(
  app: Hono,
  path: string,
  body: unknown,
  headers: Record<string, string> = JSON_HEADERS,
): Promise<Response> {
  return app.request(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

export async function getJson(
  app: Hono,
  path: string,
  headers: Record<string, string> = JSON_HEADERS,
): Promise<Response> {
  return app.request(path, { headers });
}

export async function readBody(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

export async function postForm(app: Hono, fields: Record<string, string>, path = '/api/leads'): Promise<Response> {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A waitlist lead as the browser posts it, with any field replaced. */
export const leadForm = (overrides: Record<string, string> = {}) => ({
  email: 'ada@example.com',
  url: 'https://example.com/',
  message: 'Expression of interest',
  site: 'http://localhost:4321/',
  submission_id: 'sub-1',
  ...overrides,
});

/** The analysis host's greeting, then the visitor's answer to it, with the plan state they hold. */
export const chatBody = (content: string, current_state: unknown = null) => ({
  conversation: [CHAT_GREETING, { role: 'user', content }],
  current_state,
});

export const CHAT_GREETING = {
  role: 'assistant',
  content: 'Hi! I had a look at https://example.com/ ... what does your app do?',
};
