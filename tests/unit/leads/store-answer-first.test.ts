/**
 * The form hears the webhook's answer as soon as the outbox is kept: what follows it (the note in
 * IndexedDB for the other senders, the claim let go, a sync asked of a worker still installing)
 * may wait behind other tabs' transactions, and the visitor does not wait with it.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { $leadOutbox, submitLead } from '../../../src/leads/store';
import { lead, leadSinkTest, networkError, ok, SINK, status } from '../../support/lead-sink';

/** IndexedDB's notes and releases, and the worker's sync, that never end: a database held by another tab. */
const never = vi.hoisted(() => () => new Promise<never>(() => {}));
vi.mock('../../../src/leads/handoff-db', async (original) => ({
  ...(await original<typeof import('../../../src/leads/handoff-db')>()),
  recordFinished: never,
  releaseClaim: never,
  requestLeadSync: never,
}));

const { requests, answers } = leadSinkTest({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

describe('the answer before the bookkeeping', () => {
  it.each([
    ['a 200', ok, 'sent'],
    ['a 400', status(400), 'refused'],
    ['a 503', status(503), 'queued'],
    ['no connection', networkError, 'queued'],
  ] as const)('tells the form of %s while IndexedDB has not answered', async (_, answer, result) => {
    answers(SINK, answer);
    await expect(submitLead(lead)).resolves.toBe(result);
    expect(requests).toHaveLength(1);
    expect($leadOutbox.get()).toHaveLength(result === 'queued' ? 1 : 0);
  });

  it('sends a kept lead again at once when the page goes away, its last claim not yet let go', async () => {
    answers(SINK, status(503), ok);
    await expect(submitLead(lead)).resolves.toBe('queued');
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
  });
});
