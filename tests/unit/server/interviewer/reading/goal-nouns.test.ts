// @vitest-environment node
/**
 * Goals said as nouns: each thing named becomes a task begun with the verb its kind takes, each
 * doing said as a noun its own verb; a task said plainly is left to the goal's own reader.
 */
import { describe, expect, it } from 'vitest';
import { goalsOfNouns } from '../../../../../server/interviewer/reading/goal-nouns';
import { goalParts, goalWithoutLeadIn } from '../../../../../server/interviewer/reading/goal-values';
import { verbOfDoing } from '../../../../../server/interviewer/reading/thing-verbs';

describe('a thing said for a goal', () => {
  it.each([
    ['the parking fine', ['Pay the parking fine']],
    ['a court for friday evening', ['Book a court for friday evening']],
    ['consultations mainly', ['Book consultations']],
    ['the late fee, obviously', ['Pay the late fee']],
    ['quotes from two roofers', ['Get quotes from two roofers']],
    ['the balance and the payout history', ['Check the balance', 'Check the payout history']],
    [
      'a reminder for the bin day, and the council tax bill',
      ['Send a reminder for the bin day', 'Pay the council tax bill'],
    ],
    ['Expenses mostly', ['Log expenses']],
    ['payments and the feedback form', ['Make payments', 'Fill in the feedback form']],
    // After what it is for, "and" goes on with it.
    ['a table for six and two highchairs', ['Book a table for six and two highchairs']],
  ])('%j → %j', (said, goals) => {
    expect(goalsOfNouns(said)).toEqual(goals);
  });
});

describe('a doing said as a noun', () => {
  it.each([
    ['appointment bookings', ['Book an appointment']],
    ['the subscription renewal', ['Renew the subscription']],
    ['cancellations and refunds', ['Cancel', 'Get refunds']],
    ['the checkout', ['Check out']],
    ['photo uploads', ['Upload a photo']],
    ['uploading, sharing, commenting', ['Upload', 'Share', 'Comment']],
    ['the unsubscribe-from-emails thing', ['Unsubscribe from emails']],
    ['the invoice bit, and chasing late payers', ['Send an invoice', 'Chase late payers']],
  ])('%j → %j', (said, goals) => {
    expect(goalsOfNouns(said)).toEqual(goals);
  });

  it.each([
    ['approval', 'approve'],
    ['reservation', 'reserve'],
    ['cancellation', 'cancel'],
    ['verification', 'verify'],
    ['signup', 'sign up'],
    ['information', null],
    ['portal', null],
    ['location', null],
  ])('%j is done by %j', (noun, verb) => {
    expect(verbOfDoing(noun)).toBe(verb);
  });
});

describe('what is no list of things', () => {
  it.each([
    'Book a table and pay the bill',
    'upload photos and the captions',
    'she mostly uses the stats page',
    "he'd want the balance",
    'Quick checkout',
    'packing list, budget, itinerary',
    'Rebook appointments',
  ])('%j', (said) => {
    expect(goalsOfNouns(said)).toBeNull();
  });
});

describe('what is said after the things', () => {
  it.each([
    ['the stats page, she checks it every morning', ['Check the stats page']],
    ['tickets for saturday, two adults', ['Book tickets for saturday']],
    ['invoices. and chasing the ones who never pay', ['Send invoices', 'Chase the ones who never pay']],
  ])('%j → %j', (said, goals) => {
    expect(goalParts(goalWithoutLeadIn(said))).toEqual(goals);
  });
});
