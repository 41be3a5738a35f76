import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchFoundersTaken } from '../../../../src/lib/api/founders';
import { mockNetwork } from '../../../support/mock-network';

const network = mockNetwork();

describe('fetchFoundersTaken', () => {
  it.each([
    ['a count', () => HttpResponse.json({ taken: 21, cap: 50 }), 21],
    ['an error status', () => new HttpResponse(null, { status: 503 }), null],
    ['a body that is not a count', () => HttpResponse.json({ taken: 'many' }), null],
    ['no connection', () => HttpResponse.error(), null],
  ])('reads %s', async (_label, answer, expected) => {
    network.use(http.get('/api/founders', answer));
    expect(await fetchFoundersTaken('/api/founders')).toBe(expected);
  });

  it('lets go of the body of an answer it does not read, which would hold its connection open', async () => {
    let cancelled = false;
    let chunks = 0;
    const page404 = new ReadableStream({
      pull: (controller) => {
        chunks += 1;
        if (chunks > 50) controller.close();
        else controller.enqueue(new TextEncoder().encode('<!doctype html>'.repeat(1000)));
      },
      cancel: () => {
        cancelled = true;
      },
    });
    network.use(http.get('/api/founders', () => new HttpResponse(page404, { status: 404 })));
    expect(await fetchFoundersTaken('/api/founders')).toBeNull();
    await expect.poll(() => cancelled).toBe(true);
  });
});
