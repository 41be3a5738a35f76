/**
 * What the mocked network of a unit test received, in order: tests assert on the requests a
 * module sends (method, address, headers, body) rather than on how it called fetch.
 */
import type { SetupServer } from 'msw/node';
import { beforeEach } from 'vitest';

export function recordRequests(server: SetupServer): Request[] {
  const requests: Request[] = [];
  beforeEach(() => {
    requests.length = 0;
  });
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** A form-encoded body as its fields. */
export async function formOf(request: Request | undefined): Promise<Record<string, string>> {
  if (!request) throw new Error('No such request was sent');
  return Object.fromEntries(new URLSearchParams(await request.clone().text()));
}
