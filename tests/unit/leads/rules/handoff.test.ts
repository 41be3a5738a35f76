// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  HANDOFF_TTL_MS,
  handOver,
  isStale,
  parseFinishedLead,
  parseHandedLead,
  parseWorkerFinished,
  sendableNow,
} from '../../../../src/leads/rules/handoff';
import type { PendingLead } from '../../../../src/leads/rules/outbox';
import { storedLead } from '../../../support/stored-lead';

const DAY = 24 * 60 * 60_000;
const lead = (submission_id: string, extra: Partial<PendingLead> = {}) =>
  storedLead(submission_id, { attempts: 1, nextAttemptAt: 5, ...extra });
const HOOK = 'http://localhost/api/leads';
const WEBHOOK = { url: HOOK, knownCors: false };

describe('parseHandedLead: what IndexedDB holds, made whole or refused', () => {
  const good = { submission_id: 'a', lead: lead('a'), webhookUrl: HOOK, knownCors: false, handedAt: 10 };
  it.each<[string, unknown, unknown]>([
    ['a whole entry', good, good],
    [
      'bookkeeping repaired as the outbox does',
      { ...good, lead: { ...lead('a'), attempts: 'x' } },
      { ...good, lead: { ...lead('a'), attempts: 0 } },
    ],
    ['a lead missing a field', { ...good, lead: { ...lead('a'), email: undefined } }, null],
    ['a key that is not the lead’s id', { ...good, submission_id: 'b' }, null],
    ['no webhook URL', { ...good, webhookUrl: 3 }, null],
    ['no time', { ...good, handedAt: Number.NaN }, null],
    ['not an object', 'a', null],
    ['null', null, null],
    ['an array', [good], null],
  ])('%s', (_, stored, expected) => {
    expect(parseHandedLead(stored)).toEqual(expected);
  });
});

describe('parseFinishedLead', () => {
  it.each<[unknown, unknown]>([
    [
      { submission_id: 'a', outcome: 'delivered', finishedAt: 1 },
      { submission_id: 'a', outcome: 'delivered', finishedAt: 1 },
    ],
    [
      { submission_id: 'a', outcome: 'refused', finishedAt: 1, extra: true },
      { submission_id: 'a', outcome: 'refused', finishedAt: 1 },
    ],
    [{ submission_id: 'a', outcome: 'lost', finishedAt: 1 }, null],
    [{ submission_id: 1, outcome: 'delivered', finishedAt: 1 }, null],
    [{ submission_id: 'a', outcome: 'delivered' }, null],
    [undefined, null],
  ])('%j → %j', (stored, expected) => {
    expect(parseFinishedLead(stored)).toEqual(expected);
  });
});

describe('isStale: kept a week, not a moment longer', () => {
  it.each([
    [0, 0, false],
    [0, HANDOFF_TTL_MS, false],
    [0, HANDOFF_TTL_MS + 1, true],
    [0, 8 * DAY, true],
    [10 * DAY, 3 * DAY, false],
  ])('since %d, at %d: %s', (since, now, stale) => {
    expect(isStale(since, now)).toBe(stale);
  });
  it('a week is seven days', () => expect(HANDOFF_TTL_MS).toBe(7 * DAY));
});

describe('handOver', () => {
  it('keeps the first time a lead was handed over, stamps new ones now, and skips finished ones', () => {
    const outbox = [lead('old'), lead('new'), lead('done')];
    expect(handOver(outbox, WEBHOOK, new Map([['old', 100]]), new Set(['done']), 900)).toEqual([
      { submission_id: 'old', lead: lead('old'), webhookUrl: HOOK, knownCors: false, handedAt: 100 },
      { submission_id: 'new', lead: lead('new'), webhookUrl: HOOK, knownCors: false, handedAt: 900 },
    ]);
  });
  it('hands over nothing for an empty outbox', () => {
    expect(handOver([], WEBHOOK, new Map(), new Set(), 1)).toEqual([]);
  });
});

describe('sendableNow: a Retry-After pause holds for the worker too', () => {
  const entry = (id: string, heldUntil?: number) => ({
    submission_id: id,
    lead: lead(id, heldUntil === undefined ? {} : { heldUntil }),
    webhookUrl: HOOK,
    knownCors: false,
    handedAt: 0,
  });
  it.each([
    [undefined, 50, true],
    [50, 50, true],
    [51, 50, false],
    [10, 50, true],
  ])('held until %s, now %d: sendable %s', (heldUntil, now, sendable) => {
    expect(sendableNow([entry('a', heldUntil)], now)).toHaveLength(sendable ? 1 : 0);
  });
});

describe('parseWorkerFinished: the worker’s word, not a tab’s', () => {
  it.each<[unknown, unknown]>([
    [
      { workerFinished: 'a', outcome: 'delivered' },
      { workerFinished: 'a', outcome: 'delivered' },
    ],
    [
      { workerFinished: 'a', outcome: 'refused' },
      { workerFinished: 'a', outcome: 'refused' },
    ],
    ['a', null],
    [{ workerFinished: 'a', outcome: 'sent' }, null],
    [{ workerFinished: 7, outcome: 'delivered' }, null],
    [null, null],
  ])('%j → %j', (data, expected) => {
    expect(parseWorkerFinished(data)).toEqual(expected);
  });
});
