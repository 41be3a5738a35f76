// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dueLeads,
  enqueueLead,
  expiredLeads,
  isExpired,
  keepsSubmissionId,
  LEAD_LIFETIME_MS,
  markFailed,
  markOpaque,
  nextRetryIn,
  opaqueResendDelay,
  type PendingLead,
  reconcile,
  removeLead,
  retryDelay,
  toFormBody,
  wakeUp,
  withProof,
} from '../../../../src/leads/rules/outbox';
import { parseOrigins, parseOutbox } from '../../../../src/leads/rules/stored-outbox';
import { storedLead } from '../../../support/stored-lead';

const fields = {
  email: 'ada@example.com',
  url: '',
  message: 'Expression of interest',
  site: 'http://localhost/',
  plan: '',
};
const pending = storedLead;
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
    expect(outbox).toEqual([pending('first', { queuedAt: 1000, nextAttemptAt: 1000 })]);
    expect(lead.submission_id).toBe('first');
  });

  it('replaces a queued submission of the same email and message, keeping its id', () => {
    const first = enqueueLead([], fields, () => 'first', 1000).outbox;
    const failed = markOpaque(markFailed(first, first[0] as PendingLead, 1000), first[0] as PendingLead, 2000);
    const { outbox } = enqueueLead(failed, { ...fields, email: ' ADA@example.com' }, newId, 5000);
    expect(outbox).toEqual([pending('first', { email: ' ADA@example.com', queuedAt: 5000, nextAttemptAt: 5000 })]);
  });

  it('gives a re-submit with a corrected app address an id of its own, so it is not dropped as a repeat', () => {
    const first = enqueueLead([], fields, () => 'first', 1000).outbox;
    const { outbox } = enqueueLead(first, { ...fields, url: 'https://new.example/' }, () => 'second', 5000);
    expect(outbox).toEqual([pending('second', { url: 'https://new.example/', queuedAt: 5000, nextAttemptAt: 5000 })]);
  });

  it.each([
    ['the same submission', fields, true],
    ['another case and spacing of the email', { ...fields, email: ' ADA@Example.com ' }, true],
    ['a corrected app address', { ...fields, url: 'https://app.example/' }, false],
    ['another plan', { ...fields, plan: '{"user_types":[]}' }, false],
    ['another message', { ...fields, message: 'Feedback' }, false],
    ['another email', { ...fields, email: 'grace@example.com' }, false],
  ])('keepsSubmissionId: %s → %s', (_, other, kept) => {
    expect(keepsSubmissionId(fields, other)).toBe(kept);
  });

  it.each([
    ['another email', { ...fields, email: 'grace@example.com' }],
    ['another message', { ...fields, message: 'Feedback text' }],
  ])('keeps both when %s', (_, other) => {
    const first = enqueueLead([], fields, () => 'first', 0).outbox;
    expect(enqueueLead(first, other, () => 'second', 0).outbox.map((lead) => lead.submission_id)).toEqual([
      'first',
      'second',
    ]);
  });
});

describe('retry bookkeeping', () => {
  const outbox: PendingLead[] = [
    pending('a'),
    pending('b', { email: 'b@example.com', attempts: 2, nextAttemptAt: 9000 }),
  ];

  const [A, B] = outbox as [PendingLead, PendingLead];

  it('marks a failure with the next backoff', () => {
    expect(markFailed(outbox, A, 1000)[0]).toMatchObject({ attempts: 1, nextAttemptAt: 3000 });
    expect(markFailed(outbox, B, 1000)[1]).toMatchObject({ attempts: 3, nextAttemptAt: 9000 });
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

  it('waits what Retry-After asks when that is longer than the backoff, and remembers it', () => {
    expect(markFailed(outbox, A, 1000, 30_000)[0]).toEqual(
      pending('a', { attempts: 1, nextAttemptAt: 31_000, heldUntil: 31_000 }),
    );
    expect(markFailed(outbox, B, 1000, 500)[1]).toMatchObject({ attempts: 3, nextAttemptAt: 9000, heldUntil: 1500 });
    const held = markFailed(outbox, A, 1000, 30_000);
    expect(markFailed(held, A, 2000)[0]).not.toHaveProperty('heldUntil');
  });

  it('puts back a lead that another tab dropped while it was on its way', () => {
    const [, ...withoutA] = outbox;
    expect(
      markFailed(withoutA, A, 1000).map((lead) => [lead.submission_id, lead.attempts, lead.nextAttemptAt]),
    ).toEqual([
      ['b', 2, 9000],
      ['a', 1, 3000],
    ]);
  });

  it.each([
    ['nothing to repair', [A, B], [A, B], [], [A, B]],
    ['puts back what a stale write dropped', [B], [A, B], [], [B, A]],
    ['does not put back a finished lead', [B], [A, B], ['a'], [B]],
    ['drops a finished lead a stale write brought back', [A, B], [B], ['a'], [B]],
    ['keeps what another tab added', [A, B], [], [], [A, B]],
  ] as const)('reconcile %s', (_, stored, remembered, finished, expected) => {
    expect(reconcile([...stored], [...remembered], new Set(finished))).toEqual(expected);
  });

  it('makes everything due when the connection is back, except what the webhook held', () => {
    const held = markFailed(markFailed(outbox, A, 1000, 30_000), B, 1000);
    expect(wakeUp(held, 5000).map((lead) => lead.nextAttemptAt)).toEqual([31_000, 5000]);
  });

  it('makes a lead wait on the sparse schedule after an unreadable answer, held there when the connection is back', () => {
    const opaque = markOpaque(outbox, A, 1000);
    expect(opaque[0]).toEqual(pending('a', { opaqueSends: 1, nextAttemptAt: 61_000, heldUntil: 61_000 }));
    expect(wakeUp(opaque, 5000)[0]?.nextAttemptAt).toBe(61_000);
    // A failure after it is an outage again: backoff, and no hold.
    expect(markFailed(opaque, A, 2000)[0]).toEqual(pending('a', { opaqueSends: 1, attempts: 1, nextAttemptAt: 4000 }));
  });

  it('removes a delivered lead', () => {
    expect(removeLead(outbox, 'a').map((lead) => lead.submission_id)).toEqual(['b']);
  });
});

describe('opaqueResendDelay: 1, 4, 16 ... minutes, at most a day', () => {
  it.each([
    [1, 60_000],
    [2, 240_000],
    [3, 960_000],
    [5, 15_360_000],
    [6, 61_440_000],
    [7, 86_400_000],
    [40, 86_400_000],
  ])('after %d unreadable answers wait %d ms', (sends, delay) => {
    expect(opaqueResendDelay(sends)).toBe(delay);
  });
});

describe("a lead's week", () => {
  const week = pending('a', { queuedAt: 1000, nextAttemptAt: LEAD_LIFETIME_MS + 50_000 });
  it.each([
    [1000, false],
    [LEAD_LIFETIME_MS + 999, false],
    [LEAD_LIFETIME_MS + 1000, true],
  ])('at %d ms expired: %s', (now, expired) => {
    expect(isExpired(week, now)).toBe(expired);
    expect(expiredLeads([week], now)).toHaveLength(expired ? 1 : 0);
    expect(dueLeads([week], now)).toEqual([]);
  });

  it('is due for its expiry even when its next send is later', () => {
    expect(nextRetryIn([week], 1000)).toBe(LEAD_LIFETIME_MS);
  });
});

describe('parseOrigins', () => {
  it.each([
    [undefined, []],
    ['nonsense', []],
    ['{"a":1}', []],
    ['["https://hooks.example", 7, null, "https://b.example"]', ['https://hooks.example', 'https://b.example']],
  ])('%j reads as %j', (stored, origins) => {
    expect(parseOrigins(stored)).toEqual(origins);
  });
});

describe('parseOutbox: tolerant of older and newer releases', () => {
  const lead = pending('a', { queuedAt: 3, attempts: 1, nextAttemptAt: 5 });
  const NOW = 777;
  const { format: _, queuedAt: __, opaqueSends: ___, ...formatOne } = lead;
  it.each([
    [undefined, []],
    ['', []],
    ['garbage', []],
    ['{"a":1}', []],
    [JSON.stringify([lead]), [lead]],
    [JSON.stringify([lead, { email: 'x' }, null, 7]), [lead]],
    // A lead that can still be sent is kept, with its bookkeeping repaired.
    [JSON.stringify([{ ...lead, attempts: 'x', nextAttemptAt: null }]), [{ ...lead, attempts: 0, nextAttemptAt: 0 }]],
    [JSON.stringify([{ ...lead, attempts: -3.5, heldUntil: 'soon' }]), [{ ...lead, attempts: 0 }]],
    [JSON.stringify([{ ...lead, heldUntil: 9 }]), [{ ...lead, heldUntil: 9 }]],
    [JSON.stringify([{ ...lead, submission_id: 7 }]), []],
    [JSON.stringify([{ ...lead, email: null }]), []],
    // Format 1 (no version, no queuedAt): its week starts now.
    [JSON.stringify([formatOne]), [{ ...lead, format: 1, queuedAt: NOW }]],
    // A field an older release did not write reads as empty; one a newer release wrote is kept.
    [JSON.stringify([{ ...lead, site: undefined }]), [{ ...lead, site: '' }]],
    // An entry from before leads carried a plan still reads, with none.
    [JSON.stringify([{ ...lead, plan: undefined }]), [{ ...lead, plan: '' }]],
    [JSON.stringify([{ ...lead, plan: '{"user_types":[]}' }]), [{ ...lead, plan: '{"user_types":[]}' }]],
    [
      JSON.stringify([{ ...lead, format: 3, locale: 'en-GB', consent: { at: 5 } }]),
      [{ ...lead, format: 3, locale: 'en-GB', consent: { at: 5 } }],
    ],
  ])('%j reads as %j', (stored, expected) => {
    expect(parseOutbox(stored, NOW)).toEqual(expected);
  });
});

describe('toFormBody', () => {
  it('sends exactly the webhook fields, form-encoded', () => {
    const body = toFormBody({ ...pending('abc', { attempts: 3 }), locale: 'en-GB' } as PendingLead);
    expect(body.toString()).toBe(
      'email=ada%40example.com&url=&message=Expression+of+interest&site=http%3A%2F%2Flocalhost%2F&submission_id=abc',
    );
  });

  it('adds the plan only when the lead has one', () => {
    const body = toFormBody(pending('abc', { message: 'Founder reservation', plan: '{"segments":[]}' }));
    expect([...body.keys()]).toEqual(['email', 'url', 'message', 'site', 'submission_id', 'plan']);
    expect(body.get('plan')).toBe('{"segments":[]}');
    expect(toFormBody(pending('abc')).has('plan')).toBe(false);
  });

  it('adds the proof of work last, only when the lead has one', () => {
    const body = toFormBody(pending('abc', { altcha: 'eyJwcm9vZiI6MX0=' }));
    expect([...body.keys()]).toEqual(['email', 'url', 'message', 'site', 'submission_id', 'altcha']);
    expect(body.get('altcha')).toBe('eyJwcm9vZiI6MX0=');
    expect(toFormBody(pending('abc', { altcha: '' })).has('altcha')).toBe(false);
  });
});

describe('the intent of a reservation’s email step', () => {
  it('goes before the proof, only on a lead that has it', () => {
    const body = toFormBody(pending('abc', { intent: 'founder', altcha: 'p' }));
    expect([...body.keys()]).toEqual(['email', 'url', 'message', 'site', 'submission_id', 'intent', 'altcha']);
    expect(body.get('intent')).toBe('founder');
    expect(toFormBody(pending('abc')).has('intent')).toBe(false);
  });

  it.each([
    ['founder', 'founder'],
    ['Founder', undefined],
    [1, undefined],
    [null, undefined],
  ])('a stored intent %j reads as %j', (intent, expected) => {
    const [lead] = parseOutbox(JSON.stringify([{ ...pending('abc'), intent }]), 0);
    expect(lead?.intent).toBe(expected);
    expect(lead !== undefined && 'intent' in lead).toBe(expected !== undefined);
  });
});

describe('withProof', () => {
  it('keeps the proof with the waiting lead it was solved for, and with no other', () => {
    const outbox = [pending('a'), pending('b')];
    expect(withProof(outbox, 'b', 'proof').map((lead) => lead.altcha)).toEqual([undefined, 'proof']);
  });

  it('brings back no lead that has left the outbox meanwhile', () => {
    const outbox = [pending('a')];
    expect(withProof(outbox, 'gone', 'proof')).toBe(outbox);
  });
});

describe('parseOutbox and the proof of work', () => {
  it.each([
    ['a proof', 'eyJ9', 'eyJ9'],
    ['no proof (an earlier release)', undefined, undefined],
    ['a proof that is not text', 42, undefined],
  ])('reads %s', (_label, altcha, expected) => {
    const [lead] = parseOutbox(JSON.stringify([{ ...pending('a'), altcha }]), 0);
    expect(lead?.altcha).toBe(expected);
  });
});
