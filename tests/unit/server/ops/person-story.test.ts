// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ConfirmationStatus } from '../../../../server/confirmations/rules';
import {
  type ConfirmationState,
  confirmationState,
  didOf,
  type KindsSent,
  personState,
  spotPending,
} from '../../../../server/ops/person-story';
import type { LeadKind } from '../../../../src/leads/rules/lead-kind';

const sent = (...kinds: LeadKind[]): KindsSent => ({
  waitlist: kinds.includes('waitlist'),
  founder: kinds.includes('founder'),
  feedback: kinds.includes('feedback'),
});

describe('what a person did', () => {
  it.each<[LeadKind[], LeadKind[]]>([
    [[], []],
    [['waitlist'], ['waitlist']],
    [['founder'], ['founder']],
    [['feedback'], ['feedback']],
    // A reservation's email step is a wait-list lead: the reservation covers it.
    [['waitlist', 'founder'], ['founder']],
    [
      ['waitlist', 'feedback'],
      ['waitlist', 'feedback'],
    ],
    [
      ['founder', 'feedback'],
      ['founder', 'feedback'],
    ],
    [
      ['feedback', 'founder', 'waitlist'],
      ['founder', 'feedback'],
    ],
  ])('%j sent is %j', (kinds, did) => {
    expect(didOf(sent(...kinds))).toEqual(did);
  });
});

describe('where an address stands in the double opt-in', () => {
  it.each<[ConfirmationStatus | null, boolean, boolean, ConfirmationState]>([
    // Without a mailer, nothing is asked of anyone; an address confirmed earlier stays confirmed.
    [null, false, true, 'not needed'],
    ['due', false, true, 'not needed'],
    ['sent', false, true, 'not needed'],
    ['failed', false, true, 'not needed'],
    ['confirmed', false, true, 'confirmed'],
    // With one: asked and waiting, or never sent one yet (it came before the mailer).
    [null, true, true, 'pending'],
    ['due', true, true, 'pending'],
    ['sent', true, true, 'pending'],
    ['failed', true, true, 'failed'],
    ['confirmed', true, true, 'confirmed'],
    // Feedback alone is never asked to confirm, but the address may have been for another lead.
    [null, true, false, 'not needed'],
    ['sent', true, false, 'pending'],
    ['confirmed', true, false, 'confirmed'],
  ])('%s, mailer %s, due %s: %s', (status, mailer, due, state) => {
    expect(confirmationState(status, { mailer, due })).toBe(state);
  });
});

describe('a founder spot waiting on the address', () => {
  it.each<[LeadKind[], ConfirmationState, boolean]>([
    [['founder'], 'pending', true],
    [['founder'], 'failed', true],
    [['founder', 'feedback'], 'pending', true],
    [['founder'], 'confirmed', false],
    [['founder'], 'not needed', false],
    [['waitlist'], 'pending', false],
    [['feedback'], 'not needed', false],
  ])('%j, %s: %s', (did, state, pending) => {
    expect(spotPending(did, state)).toBe(pending);
  });
});

describe('where a person’s address stands, from what they did', () => {
  it.each<[LeadKind[], ConfirmationStatus | null, boolean, ConfirmationState]>([
    [['feedback'], null, true, 'not needed'],
    [['waitlist', 'feedback'], null, true, 'pending'],
    [['founder'], 'sent', true, 'pending'],
    [['founder'], 'sent', false, 'not needed'],
    [['waitlist'], 'confirmed', false, 'confirmed'],
  ])('%j, %s, mailer %s: %s', (did, confirmation, mailer, state) => {
    expect(personState({ did, confirmation }, mailer)).toBe(state);
  });
});
