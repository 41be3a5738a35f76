// @vitest-environment node
/**
 * When the founder spot's email goes (server/confirmations/spot-email-rules.ts, docs/emails.md,
 * "When they go"), table by table.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../server/confirmations/rules';
import {
  owesSpotEmailOnConfirm,
  owesSpotEmailOnLead,
  planSpotEmail,
  type SpotEmailFacts,
} from '../../../../server/confirmations/spot-email-rules';

describe('which thing a visitor did owes the spot’s email', () => {
  it.each([
    ['founder', 'confirmed', true],
    ['founder', 'sent', false],
    ['founder', 'due', false],
    ['founder', 'failed', false],
    ['founder', null, false],
    ['waitlist', 'confirmed', false],
    ['waitlist', null, false],
  ] as const)('a %s lead from an address %s: %s', (kind, status, owed) => {
    expect(owesSpotEmailOnLead(kind, status)).toBe(owed);
  });

  it.each([
    ['founder', true],
    ['waitlist', false],
  ] as const)('confirming a %s confirmation: %s', (kind, owed) => {
    expect(owesSpotEmailOnConfirm(kind)).toBe(owed);
  });
});

describe('what a sender does with a due spot email', () => {
  const NOW = Date.parse('2026-11-29T12:00:00.000Z');
  const base: SpotEmailFacts = {
    number: 7,
    address: 'ada@example.com',
    heldBack: false,
    day: { count: 3, oldest: NOW - 3_600_000 },
    dailyLimit: 200,
    now: NOW,
  };
  it.each<[string, Partial<SpotEmailFacts>, ReturnType<typeof planSpotEmail>]>([
    ['a held spot, a kept address, mail free', {}, { kind: 'send', number: 7 }],
    ['the first spot', { number: 1 }, { kind: 'send', number: 1 }],
    ['the last spot', { number: 50 }, { kind: 'send', number: 50 }],
    ['a spot past the last', { number: 51 }, { kind: 'none' }],
    ['no spot held (nothing reserved is kept)', { number: null }, { kind: 'none' }],
    ['no spot numbered 0', { number: 0 }, { kind: 'none' }],
    ['an erased address', { address: null }, { kind: 'none' }],
    ['an address held back', { heldBack: true }, { kind: 'none' }],
    [
      'the day’s cap reached: waits until the oldest is a day old',
      { day: { count: 200, oldest: NOW - 3_600_000 } },
      { kind: 'wait', until: NOW - 3_600_000 + DAY_MS },
    ],
    ['one under the cap', { day: { count: 199, oldest: NOW - 1 } }, { kind: 'send', number: 7 }],
    ['held back and past the cap: never', { heldBack: true, day: { count: 500, oldest: NOW } }, { kind: 'none' }],
  ])('%s', (_, facts, plan) => {
    expect(planSpotEmail({ ...base, ...facts })).toEqual(plan);
  });
});
