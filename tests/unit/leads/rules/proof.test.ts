// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LEAD_LIFETIME_MS } from '../../../../src/leads/rules/outbox';
import {
  challengeAnswerOf,
  PROOF_LIFETIME_MS,
  PROOF_SPARE_MS,
  proofExpiresAt,
  proofOutlivesOutbox,
} from '../../../../src/leads/rules/proof';

const NOW = Date.parse('2026-11-28T12:00:00Z');
/** A proof as ALTCHA's widget encodes one, whose challenge runs out at `expiresAt` (seconds). */
const proof = (expiresAt: unknown) =>
  btoa(JSON.stringify({ challenge: { parameters: { expiresAt }, signature: 'ab' }, solution: { counter: 1 } }));

describe('the proof lifetime', () => {
  it('outlasts the outbox’s week by a day, so a lead kept through an outage is still accepted', () => {
    expect(PROOF_LIFETIME_MS).toBe(LEAD_LIFETIME_MS + 24 * 3600_000);
  });
});

describe('proofExpiresAt', () => {
  it.each([
    ['a proof', proof(1_800_000_000), 1_800_000_000_000],
    ['not base64', '%%%', null],
    ['base64 of text that is not JSON', btoa('hello'), null],
    ['a proof without an expiry', proof(undefined), null],
    ['an expiry that is text', proof('1800000000'), null],
    ['JSON that is not an object', btoa('[1]'), null],
  ])('reads %s', (_label, payload, expected) => {
    expect(proofExpiresAt(payload)).toBe(expected);
  });
});

describe('proofOutlivesOutbox: good enough to queue a lead with', () => {
  const week = LEAD_LIFETIME_MS;
  it.each([
    ['fresh (8 days left)', NOW + PROOF_LIFETIME_MS, true],
    ['exactly the week and the spare hour left', NOW + week + PROOF_SPARE_MS, true],
    ['a second less than that', NOW + week + PROOF_SPARE_MS - 1000, false],
    ['solved a day ago on a page left open', NOW + PROOF_LIFETIME_MS - 24 * 3600_000, false],
    ['run out', NOW - 1000, false],
  ])('%s', (_label, expiresAtMs, expected) => {
    expect(proofOutlivesOutbox(proof(expiresAtMs / 1000), NOW)).toBe(expected);
  });

  it('is false for text that is not a proof', () => {
    expect(proofOutlivesOutbox('not a proof', NOW)).toBe(false);
  });
});

describe('challengeAnswerOf: what the challenge endpoint’s answer means', () => {
  it.each([
    [200, 'solve'],
    [204, 'solve'],
    [null, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [404, 'none'],
    [410, 'none'],
    [403, 'none'],
    [405, 'none'],
  ] as const)('%s → %s', (status, expected) => {
    expect(challengeAnswerOf(status)).toBe(expected);
  });
});
