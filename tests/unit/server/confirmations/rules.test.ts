// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_LINK_MS,
  type ConfirmationState,
  decideOnLead,
  emailKindOf,
  type LeadDecision,
  MOST_CONFIRMATIONS,
  noticeRetryAt,
  RESEND_AFTER_MS,
  RETRY_PAUSES_MS,
  retryAt,
} from '../../../../server/confirmations/rules';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const HOUR = 3_600_000;
const MINUTE = 60_000;

const state = (over: Partial<ConfirmationState>): ConfirmationState => ({
  kind: 'waitlist',
  status: 'sent',
  sends: 1,
  lastSentAt: NOW - HOUR,
  ...over,
});

describe('emailKindOf: one email per thing the visitor did', () => {
  it.each([
    ['waitlist', null, 'waitlist'],
    ['waitlist', 'founder', null],
    ['founder', null, 'founder'],
    ['founder', 'founder', 'founder'],
    ['feedback', null, null],
    ['feedback', 'founder', null],
  ] as const)('a %s lead with intent %s asks for %s', (kind, intent, expected) => {
    expect(emailKindOf(kind, intent)).toBe(expected);
  });
});

describe('decideOnLead', () => {
  const cases: [string, ConfirmationState | null, 'waitlist' | 'founder', LeadDecision][] = [
    ['a new address: its email at once', null, 'waitlist', { due: true, kind: 'waitlist' }],
    ['a new founder: the founder email', null, 'founder', { due: true, kind: 'founder' }],
    ['confirmed: nothing, ever', state({ status: 'confirmed' }), 'founder', { due: false, reply: null }],
    ['refusing mail: nothing, ever', state({ status: 'failed' }), 'waitlist', { due: false, reply: null }],
    [
      'due already: stays due',
      state({ status: 'due', sends: 0, lastSentAt: null }),
      'waitlist',
      { due: true, kind: 'waitlist' },
    ],
    [
      'due already, now a founder: due as founder',
      state({ status: 'due', sends: 0 }),
      'founder',
      { due: true, kind: 'founder' },
    ],
    [
      'due as founder, then the wait list: still founder',
      state({ status: 'due', kind: 'founder' }),
      'waitlist',
      { due: true, kind: 'founder' },
    ],
    ['sent an hour ago: nothing, the link works', state({}), 'waitlist', { due: false, reply: 'sent' }],
    [
      'sent 23 h 59 min ago: nothing',
      state({ lastSentAt: NOW - RESEND_AFTER_MS + MINUTE }),
      'waitlist',
      { due: false, reply: 'sent' },
    ],
    [
      'sent a day ago, unconfirmed: due again',
      state({ lastSentAt: NOW - RESEND_AFTER_MS }),
      'waitlist',
      { due: true, kind: 'waitlist' },
    ],
    [
      'wait list sent a minute ago, then a reservation: the founder email',
      state({ lastSentAt: NOW - MINUTE }),
      'founder',
      { due: true, kind: 'founder' },
    ],
    [
      'founder sent a minute ago, another reservation: nothing',
      state({ kind: 'founder', sends: 2 }),
      'founder',
      { due: false, reply: 'sent' },
    ],
    [
      'founder sent, then the wait list a day later: founder again',
      state({ kind: 'founder', lastSentAt: NOW - 2 * RESEND_AFTER_MS }),
      'waitlist',
      { due: true, kind: 'founder' },
    ],
    [
      'asked three times: never again',
      state({ sends: MOST_CONFIRMATIONS, lastSentAt: NOW - 3 * RESEND_AFTER_MS }),
      'waitlist',
      { due: false, reply: 'sent' },
    ],
    [
      'asked three times, the last link run out: nothing to tell',
      state({ sends: MOST_CONFIRMATIONS, lastSentAt: NOW - CONFIRM_LINK_MS }),
      'founder',
      { due: false, reply: null },
    ],
  ];
  it.each(cases)('%s', (_name, given, kind, expected) => {
    expect(decideOnLead(given, kind, NOW)).toEqual(expected);
  });

  it.each<[string, string | null, string, LeadDecision]>([
    [
      'the spelling that was refused: nothing',
      '\u212Aate@example.com',
      '\u212Aate@example.com',
      { due: false, reply: null },
    ],
    [
      'another spelling of its key: starts over',
      '\u212Aate@example.com',
      'kate@example.com',
      { due: true, kind: 'waitlist' },
    ],
    ['a failure that was no spelling’s own: nothing', null, 'kate@example.com', { due: false, reply: null }],
  ])('refusing mail, a lead from %s', (_name, failedAddress, address, expected) => {
    expect(decideOnLead(state({ status: 'failed', failedAddress }), 'waitlist', NOW, address)).toEqual(expected);
  });

  it('never sends an address more than two emails in a day, whatever leads come', () => {
    // Every order of leads within a day, each turned into a send when due (the sender's view).
    const kinds = ['waitlist', 'founder'] as const;
    for (let pattern = 0; pattern < 1 << 8; pattern += 1) {
      let current = null as ConfirmationState | null;
      let sent = 0;
      for (let index = 0; index < 8; index += 1) {
        const kind = kinds[(pattern >> index) & 1] as 'waitlist' | 'founder';
        const at = NOW + index * HOUR;
        const decision = decideOnLead(current, kind, at);
        if (decision.due) {
          sent += 1;
          current = { kind: decision.kind, status: 'sent', sends: (current?.sends ?? 0) + 1, lastSentAt: at };
        }
      }
      expect(sent, `pattern ${pattern.toString(2)}`).toBeLessThanOrEqual(2);
    }
  });
});

describe('retryAt', () => {
  const due = NOW - HOUR;
  const cases: [number, number | null][] = [
    [1, NOW + RETRY_PAUSES_MS[0]],
    [2, NOW + 5 * MINUTE],
    [3, NOW + 30 * MINUTE],
    [4, NOW + 2 * HOUR],
    [5, NOW + 6 * HOUR],
    [6, NOW + 12 * HOUR],
    [40, NOW + 12 * HOUR],
  ];
  it.each(cases)('after %i tries: %s', (attempts, expected) => {
    expect(retryAt(attempts, due, NOW)).toBe(expected);
  });
  it('gives up once the next try would come after the link could have run out', () => {
    expect(retryAt(6, NOW - CONFIRM_LINK_MS + 13 * HOUR, NOW)).toBe(NOW + 12 * HOUR);
    expect(retryAt(6, NOW - CONFIRM_LINK_MS + 12 * HOUR, NOW)).toBeNull();
    expect(retryAt(1, NOW - CONFIRM_LINK_MS, NOW)).toBeNull();
  });
});

describe('noticeRetryAt', () => {
  const cases: [string, number, number | null][] = [
    ['just confirmed: a minute', NOW, NOW + MINUTE],
    ['confirmed 10 min ago: 10 min', NOW - 10 * MINUTE, NOW + 10 * MINUTE],
    ['confirmed 3 days ago: 12 h', NOW - 72 * HOUR, NOW + 12 * HOUR],
    ['confirmed 14 days ago: given up', NOW - CONFIRM_LINK_MS + HOUR, null],
  ];
  it.each(cases)('%s', (_name, confirmedAt, expected) => {
    expect(noticeRetryAt(confirmedAt, NOW)).toBe(expected);
  });
});
