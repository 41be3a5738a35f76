import { describe, expect, it } from 'vitest';
import {
  dueLeads,
  enqueueLead,
  markFailed,
  nextRetryIn,
  type PendingLead,
  parseOutbox,
  removeLead,
  retryDelay,
  toFormBody,
} from '../../../src/lib/leads-outbox';

const fields = { email: 'ada@example.com', url: '', message: 'Expression of interest', site: 'http://localhost/' };
let counter = 0;
const newId = () => `id-${++counter}`;

describe('retryDelay: doubling from 2 s, capped at 5 minutes', () => {
  it.each([
    [0, 2000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [8, 256_000],
    [9, 300_000],
    [50, 300_000],
  ])('after %d failures wait %d ms', (attempts, delay) => {
    expect(retryDelay(attempts)).toBe(delay);
  });
});

describe('enqueueLead', () => {
  it('adds a new submission with a fresh id, due now', () => {
    const { outbox, lead } = enqueueLead([], fields, () => 'first', 1000);
    expect(outbox).toEqual([{ ...fields, submission_id: 'first', attempts: 0, nextAttemptAt: 1000 }]);
    expect(lead.submission_id).toBe('first');
  });

  it('replaces a queued submission of the same email and message, keeping its id', () => {
    const first = enqueueLead([], fields, () => 'first', 1000).outbox;
    const failed = markFailed(first, 'first', 1000);
    const { outbox } = enqueueLead(failed, { ...fields, email: ' ADA@example.com', url: 'https://new.example/' }, newId, 5000);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ submission_id: 'first', url: 'https://new.example/', attempts: 0, nextAttemptAt: 5000 });
  });

  it.each([
    ['another email', { ...fields, email: 'grace@example.com' }],
    ['another message', { ...fields, message: 'Feedback text' }],
  ])('keeps both when %s', (_, other) => {
    const first = enqueueLead([], fields, () => 'first', 0).outbox;
    expect(enqueueLead(first, other, () => 'second', 0).outbox.map((lead) => lead.submission_id)).toEqual(['first', 'second']);
  });
});

describe('retry bookkeeping', () => {
  const outbox: PendingLead[] = [
    { ...fields, submission_id: 'a', attempts: 0, nextAttemptAt: 0 },
    { ...fields, email: 'b@example.com', submission_id: 'b', attempts: 2, nextAttemptAt: 9000 },
  ];

  it('marks a failure with the next backoff', () => {
    expect(markFailed(outbox, 'a', 1000)[0]).toMatchObject({ attempts: 1, nextAttemptAt: 3000 });
    expect(markFailed(outbox, 'b', 1000)[1]).toMatchObject({ attempts: 3, nextAttemptAt: 9000 });
  });

  it.each([
    [0, ['a']],
    [8999, ['a']],
    [9000, ['a', 'b']],
  ])('at %d ms the due leads are %j', (now, ids) => {
    expect(dueLeads(outbox, now).map((lead) => lead.submission_id)).toEqual(ids);
  });

  it.each([
    [[], 0, null],
    [outbox, 5000, 0],
    [outbox.slice(1), 5000, 4000],
  ] as const)('next retry in %#', (list, now, wait) => {
    expect(nextRetryIn([...list], now)).toBe(wait);
  });

  it('removes a delivered lead', () => {
    expect(removeLead(outbox, 'a').map((lead) => lead.submission_id)).toEqual(['b']);
  });
});

describe('parseOutbox', () => {
  const lead = { ...fields, submission_id: 'a', attempts: 1, nextAttemptAt: 5 };
  it.each([
    [undefined, []],
    ['', []],
    ['garbage', []],
    ['{"a":1}', []],
    [JSON.stringify([lead]), [lead]],
    [JSON.stringify([lead, { email: 'x' }, null, 7]), [lead]],
    [JSON.stringify([{ ...lead, attempts: 'x' }]), []],
  ])('%j reads as %j', (stored, expected) => {
    expect(parseOutbox(stored)).toEqual(expected);
  });
});

describe('toFormBody', () => {
  it('sends exactly the webhook fields, form-encoded', () => {
    const body = toFormBody({ ...fields, submission_id: 'abc', attempts: 3, nextAttemptAt: 7 });
    expect(body.toString()).toBe(
      'email=ada%40example.com&url=&message=Expression+of+interest&site=http%3A%2F%2Flocalhost%2F&submission_id=abc',
    );
  });
});
