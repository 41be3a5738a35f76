/**
 * The network of a unit test: MSW answers the requests a test expects, and any other request
 * fails the test instead of leaving the machine.
 */
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

export function mockNetwork(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  /** What reached the network with no handler to answer it, during the current test. */
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      // The request errors as a dropped connection would; since code may well survive that
      // (the lead outbox retries), the test is failed after it too.
      onUnhandledFrame: async ({ frame, defaults }) => {
        unhandled.push(await frame.getUnhandledMessage());
        defaults.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    expect(unhandled.splice(0), 'requests no handler answered').toEqual([]);
  });
  afterAll(() => server.close());
  return server;
}
