// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CLAIM_MS,
  type ClaimVerdict,
  claimVerdict,
  giveUpAt,
  isHeldElsewhere,
  type LeadClaim,
  parseClaim,
  parseSendingNews,
  SEND_TIMEOUT_MS,
} from '../../../../src/leads/rules/claim';
import type { FinishedOutcome } from '../../../../src/leads/rules/handoff';

const NOW = 1_000_000;
const claim = (holder: string, until: number): LeadClaim => ({ submission_id: 'a', holder, until });

describe('claimVerdict', () => {
  it.each<[string, LeadClaim | null, FinishedOutcome | null, ClaimVerdict]>([
    ['no claim: this sender’s', null, null, { kind: 'claimed', until: NOW + CLAIM_MS }],
    ['finished: never sent again', null, 'delivered', { kind: 'finished', outcome: 'delivered' }],
    ['finished, even under a claim', claim('tab 2', NOW + 5000), 'refused', { kind: 'finished', outcome: 'refused' }],
    [
      'another holder’s claim that runs: it stands',
      claim('tab 2', NOW + 5000),
      null,
      { kind: 'held elsewhere', until: NOW + 5000 },
    ],
    [
      'another holder’s claim that has run out: this sender’s',
      claim('tab 2', NOW),
      null,
      { kind: 'claimed', until: NOW + CLAIM_MS },
    ],
    ['its own claim: still its own', claim('tab 1', NOW + 5000), null, { kind: 'claimed', until: NOW + CLAIM_MS }],
    [
      'a claim longer than claims last (a clock set back): replaced',
      claim('tab 2', NOW + CLAIM_MS + 1),
      null,
      { kind: 'claimed', until: NOW + CLAIM_MS },
    ],
    [
      'a claim of exactly a claim’s length: stands',
      claim('tab 2', NOW + CLAIM_MS),
      null,
      { kind: 'held elsewhere', until: NOW + CLAIM_MS },
    ],
  ])('%s', (_, found, finished, verdict) => {
    expect(claimVerdict(found, finished, 'tab 1', NOW)).toEqual(verdict);
  });

  it('a live sender gives its send up before its claim runs out, with time left to note the answer', () => {
    expect(giveUpAt(NOW + CLAIM_MS)).toBe(NOW + SEND_TIMEOUT_MS);
    expect(SEND_TIMEOUT_MS).toBeLessThan(CLAIM_MS);
  });
});

describe('parseClaim', () => {
  it.each<[unknown, LeadClaim | null]>([
    [claim('tab', NOW), claim('tab', NOW)],
    [{ submission_id: 'a', holder: 'tab' }, null],
    [{ submission_id: 'a', holder: 7, until: NOW }, null],
    [{ submission_id: 'a', holder: 'tab', until: Number.NaN }, null],
    ['a', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(parseClaim(value)).toEqual(expected);
  });
});

describe('parseSendingNews', () => {
  it.each<[unknown, ReturnType<typeof parseSendingNews>]>([
    [
      { sending: 'a', until: NOW },
      { sending: 'a', until: NOW },
    ],
    [
      { sending: 'a', until: null },
      { sending: 'a', until: null },
    ],
    // An older page's word: busy, with no time, is no claim it can be held to.
    [
      { sending: 'a', busy: true },
      { sending: 'a', until: null },
    ],
    [{ sending: 7, until: NOW }, null],
    ['a', null],
  ])('%j → %j', (data, expected) => {
    expect(parseSendingNews(data)).toEqual(expected);
  });
});

it.each<[number | undefined, boolean]>([
  [NOW + 1, true],
  [NOW, false],
  [undefined, false],
])('a claim until %s is held at NOW: %s', (until, held) => {
  const claims = new Map(until === undefined ? [] : [['a', until]]);
  expect(isHeldElsewhere(claims, 'a', NOW)).toBe(held);
});
