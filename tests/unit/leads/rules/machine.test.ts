// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLAIM_MS } from '../../../../src/leads/rules/claim';
import { step } from '../../../../src/leads/rules/machine';
import type { OutboxEffect, OutboxEvent, OutboxState } from '../../../../src/leads/rules/machine-types';
import { LEAD_LIFETIME_MS, type PendingLead } from '../../../../src/leads/rules/outbox';
import { storedLead } from '../../../support/stored-lead';

const NOW = 1_000_000;
const waiting = (id: string, extra: Partial<PendingLead> = {}) =>
  storedLead(id, { email: `${id}@example.com`, queuedAt: NOW, ...extra });

function state(stored: PendingLead[], extra: Partial<OutboxState> = {}): OutboxState {
  return {
    stored,
    seen: { waiting: {}, finished: {} },
    sending: new Set(),
    heldElsewhere: new Map(),
    worker: false,
    syncRequested: false,
    ...extra,
  };
}

/** The effects of one step, with what was kept shown as the ids it holds. */
const effectsOf = (before: OutboxState, event: OutboxEvent) =>
  step(before, event).effects.map((effect) =>
    effect.type === 'keep' ? { type: 'keep', ids: effect.outbox.map((lead) => lead.submission_id) } : effect,
  );
const types = (effects: { type: string }[]) => effects.map((effect) => effect.type);

describe('step: a send answered', () => {
  const lead = waiting('a');
  const answered = (outcome: Extract<OutboxEvent, { type: 'answered' }>['outcome'], listening = false) =>
    ({ type: 'answered', lead, outcome, listening, now: NOW }) as const;

  it.each<[string, Extract<OutboxEvent, { type: 'answered' }>['outcome'], boolean, boolean, string, string[]]>([
    ['a 2xx', { kind: 'delivered' }, false, false, 'sent', ['keep', 'announce', 'note finished']],
    [
      'a refusal, a form waiting',
      { kind: 'refused', status: 400 },
      true,
      false,
      'refused',
      ['keep', 'log', 'announce', 'note finished'],
    ],
    [
      'a refusal after a reload',
      { kind: 'refused', status: 422 },
      false,
      true,
      'refused',
      ['keep', 'log', 'announce', 'note finished', 'notify'],
    ],
    ['an answer that cannot be read', { kind: 'opaque' }, false, true, 'sent', ['keep']],
    ['a failure', { kind: 'retry', retryAfterMs: null }, false, false, 'queued', ['keep']],
    [
      'a failure, with the worker',
      { kind: 'retry', retryAfterMs: 5000 },
      false,
      true,
      'queued',
      ['keep', 'request sync'],
    ],
    [
      'the worker refused it first',
      { kind: 'finished elsewhere', outcome: 'refused' },
      false,
      true,
      'refused',
      ['keep', 'notify'],
    ],
    [
      'the worker delivered it first',
      { kind: 'finished elsewhere', outcome: 'delivered' },
      false,
      true,
      'sent',
      ['keep'],
    ],
  ])('%s', (_, outcome, listening, worker, result, effects) => {
    const seen = { waiting: { a: lead }, finished: {} };
    const next = step(state([lead], { worker, seen }), answered(outcome, listening));
    expect(next.result).toBe(result);
    expect(types(next.effects)).toEqual(effects);
  });

  it('leaves the outbox only when finished, and keeps a retried lead with its backoff', () => {
    expect(step(state([lead]), answered({ kind: 'delivered' })).state.stored).toEqual([]);
    const retried = step(state([lead]), answered({ kind: 'retry', retryAfterMs: 30_000 })).state.stored;
    expect(retried).toEqual([{ ...lead, attempts: 1, nextAttemptAt: NOW + 30_000, heldUntil: NOW + 30_000 }]);
    const opaque = step(state([lead]), answered({ kind: 'opaque' })).state.stored;
    expect(opaque).toEqual([{ ...lead, opaqueSends: 1, nextAttemptAt: NOW + 60_000, heldUntil: NOW + 60_000 }]);
  });

  it.each([
    ['a failure', { kind: 'retry', retryAfterMs: null }, 'queued'],
    ['an answer that cannot be read', { kind: 'opaque' }, 'sent'],
  ] as const)('%s that comes after the lead was finished never brings it back', (_, outcome, result) => {
    const seen = { waiting: {}, finished: { a: true as const } };
    const next = step(state([], { seen, worker: true }), answered(outcome));
    expect(next).toMatchObject({ result, effects: [], state: { stored: [] } });
  });

  it('names the email in the notice of a refusal no form waits for', () => {
    expect(step(state([lead]), answered({ kind: 'refused', status: 400 })).effects).toContainEqual({
      type: 'notify',
      kind: 'refusedLater',
      email: 'a@example.com',
    });
  });
});

describe('step: what is due', () => {
  it.each<[string, PendingLead[], Partial<OutboxState>, OutboxEvent, unknown[]]>([
    ['nothing waits', [], {}, { type: 'due', now: NOW }, [{ type: 'schedule', wait: null }]],
    [
      'a due lead is sent and nothing else is scheduled',
      [waiting('a')],
      {},
      { type: 'due', now: NOW },
      [
        { type: 'send', lead: waiting('a'), listening: false, leaving: null },
        { type: 'schedule', wait: null },
      ],
    ],
    [
      'one in its backoff is scheduled for its time',
      [waiting('a', { nextAttemptAt: NOW + 4000 })],
      {},
      { type: 'due', now: NOW },
      [{ type: 'schedule', wait: 4000 }],
    ],
    [
      'one being sent is not sent twice',
      [waiting('a')],
      { sending: new Set(['a']) },
      { type: 'due', now: NOW },
      [{ type: 'schedule', wait: null }],
    ],
    [
      'a week without a readable answer: it goes, and the visitor is told',
      [waiting('a', { queuedAt: NOW - LEAD_LIFETIME_MS })],
      {},
      { type: 'due', now: NOW },
      [
        { type: 'keep', ids: [] },
        { type: 'log', level: 'warn', text: expect.stringContaining('a week'), id: 'a' },
        { type: 'announce', id: 'a' },
        { type: 'notify', kind: 'expiredLater', email: 'a@example.com' },
        { type: 'schedule', wait: null },
      ],
    ],
    [
      'a week of unreadable answers: it goes in silence (it most likely arrived)',
      [waiting('a', { queuedAt: NOW - LEAD_LIFETIME_MS, opaqueSends: 3 })],
      {},
      { type: 'due', now: NOW },
      [
        { type: 'keep', ids: [] },
        { type: 'log', level: 'warn', text: expect.stringContaining('a week'), id: 'a' },
        { type: 'announce', id: 'a' },
        { type: 'schedule', wait: null },
      ],
    ],
  ])('%s', (_, stored, extra, event, effects) => {
    expect(effectsOf(state(stored, extra), event)).toEqual(effects);
  });
});

describe('step: the page leaving, the connection back', () => {
  const later = waiting('a', { attempts: 2, nextAttemptAt: NOW + 8000 });
  const held = waiting('b', { attempts: 1, nextAttemptAt: NOW + 30_000, heldUntil: NOW + 30_000 });
  const sent = (effects: OutboxEffect[]) =>
    effects.flatMap((effect) => (effect.type === 'send' ? [[effect.lead.submission_id, effect.leaving]] : []));

  const gone = { type: 'leaving', now: NOW, online: true, how: 'gone' } as const;
  it.each<[string, Partial<OutboxState>, OutboxEvent, [string, string | null][]]>([
    ['leaving online: sent now with keepalive', {}, gone, [['a', 'gone']]],
    ['hidden online: sent now with keepalive', {}, { ...gone, how: 'hidden' }, [['a', 'hidden']]],
    ['leaving offline: nothing', {}, { ...gone, online: false }, []],
    ['leaving after waking the worker: left to it', { syncRequested: true }, gone, []],
    [
      'leaving while another sender holds its claim: left to that sender',
      { heldElsewhere: new Map([['a', NOW + 5000]]) },
      gone,
      [],
    ],
    ['leaving once that claim has run out: sent', { heldElsewhere: new Map([['a', NOW]]) }, gone, [['a', 'gone']]],
    ['online again: sent now, claimed first', {}, { type: 'online', now: NOW }, [['a', null]]],
    ['back from the back-forward cache: sent now, claimed first', {}, { type: 'resumed', now: NOW }, [['a', null]]],
  ])('%s (never before the webhook’s Retry-After)', (_, extra, event, sends) => {
    expect(sent(step(state([later, held], extra), event).effects)).toEqual(sends);
  });
});

describe('step: another sender’s claim', () => {
  const a = waiting('a');
  const claimed = (until: number) => state([a], { heldElsewhere: new Map([['a', until]]) });

  it.each<[string, OutboxState, OutboxEvent, unknown[]]>([
    [
      'a lead another sender holds is not sent before its claim runs out, and is due then',
      claimed(NOW + 5000),
      { type: 'due', now: NOW },
      [{ type: 'schedule', wait: 5000 }],
    ],
    [
      'once the claim has run out it is this page’s to send',
      claimed(NOW + 5000),
      { type: 'due', now: NOW + 5000 },
      [
        { type: 'send', lead: a, listening: false, leaving: null },
        { type: 'schedule', wait: null },
      ],
    ],
    [
      'a claim found when sending: nothing sent, the lead is due when that claim runs out',
      state([a]),
      { type: 'answered', lead: a, outcome: { kind: 'held elsewhere', until: NOW + 7000 }, listening: false, now: NOW },
      [],
    ],
  ])('%s', (_, before, event, effects) => {
    expect(effectsOf(before, event)).toEqual(effects);
  });

  it.each<[string, number | null, number | undefined]>([
    ['a sender says it holds a claim', NOW + 5000, NOW + 5000],
    ['a sender says it let the claim go', null, undefined],
    ['a claim that has run out is forgotten', NOW, undefined],
    ['a claim said to last longer than claims do is cut to a claim’s length', NOW + 3_600_000, NOW + CLAIM_MS],
  ])('%s', (_, until, kept) => {
    const before = state([a], { heldElsewhere: new Map([['a', NOW + 1000]]) });
    const next = step(before, { type: 'held elsewhere', id: 'a', until, now: NOW });
    expect(next.state.heldElsewhere.get('a')).toBe(kept);
    expect(next.effects).toEqual([]);
  });

  it('a claim found when sending is remembered, and the next wake is when it runs out', () => {
    const answered = step(state([a]), {
      type: 'answered',
      lead: a,
      outcome: { kind: 'held elsewhere', until: NOW + 7000 },
      listening: true,
      now: NOW,
    });
    expect(answered.result).toBe('queued');
    expect(effectsOf(answered.state, { type: 'send ended', now: NOW })).toEqual([{ type: 'schedule', wait: 7000 }]);
  });
});

describe('step: other tabs and the worker', () => {
  const a = waiting('a');
  const b = waiting('b');

  it("puts back at once what another tab's stale write dropped", () => {
    const seen = { waiting: { a, b }, finished: {} };
    expect(effectsOf(state([b], { seen }), { type: 'stored elsewhere' })).toEqual([{ type: 'keep', ids: ['b', 'a'] }]);
  });

  it('never brings back a lead another tab finished', () => {
    const finished = step(state([a, b], { seen: { waiting: { a, b }, finished: {} } }), {
      type: 'finished in another tab',
      id: 'a',
    }).state;
    expect(finished.stored.map((lead) => lead.submission_id)).toEqual(['b']);
    const stale = step({ ...finished, stored: [a, b] }, { type: 'stored elsewhere' }).state.stored;
    expect(stale.map((lead) => lead.submission_id)).toEqual(['b']);
  });

  it('tells of a refusal the worker heard, for a lead this page knew', () => {
    const seen = { waiting: { a }, finished: {} };
    expect(effectsOf(state([a], { seen }), { type: 'finished by the worker', id: 'a', outcome: 'refused' })).toEqual([
      { type: 'keep', ids: [] },
      { type: 'notify', kind: 'refusedLater', email: 'a@example.com' },
    ]);
  });

  it('remembers that it woke the worker', () => {
    expect(step(state([]), { type: 'sync requested' }).state.syncRequested).toBe(true);
  });
});

describe('step: a submission', () => {
  const fields = { email: 'ada@example.com', url: '', message: 'Expression of interest', site: 'http://x/', plan: '' };

  it('is kept before it is sent, and a form waits for it', () => {
    const next = step(state([]), { type: 'submitted', fields, id: 'new', now: NOW });
    expect(types(next.effects)).toEqual(['keep', 'send']);
    expect(next.effects[1]).toMatchObject({
      type: 'send',
      listening: true,
      leaving: null,
      lead: { submission_id: 'new' },
    });
  });

  it('with a corrected app address takes the queued one’s place under a new id, which nobody sends again', () => {
    const queued = waiting('old', { ...fields, queuedAt: NOW - 1000 });
    const next = step(state([queued], { worker: true }), {
      type: 'submitted',
      fields: { ...fields, url: 'https://app.example/' },
      id: 'new',
      now: NOW,
    });
    expect(next.state.stored.map((lead) => lead.submission_id)).toEqual(['new']);
    expect(next.state.seen.finished).toEqual({ old: true });
    expect(types(next.effects)).toEqual(['keep', 'announce', 'note finished', 'send']);
    expect(next.effects[2]).toEqual({ type: 'note finished', id: 'old', outcome: 'replaced' });
  });
});

describe('step: a proof of work solved for a waiting lead', () => {
  it('is kept with that lead, and sends nothing of itself', () => {
    const next = step(state([waiting('a'), waiting('b')]), { type: 'proven', id: 'b', altcha: 'proof' });
    expect(next.effects).toEqual([{ type: 'keep', outbox: [waiting('a'), { ...waiting('b'), altcha: 'proof' }] }]);
  });

  it('brings back no lead finished meanwhile', () => {
    const seen = { waiting: {}, finished: { b: true as const } };
    expect(effectsOf(state([waiting('a')], { seen }), { type: 'proven', id: 'b', altcha: 'proof' })).toEqual([]);
  });
});
