// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readActions } from '../../../../../server/interviewer/language/actions';
import { counterpartGoal, goalFor, oneOf, wishGoal } from '../../../../../server/interviewer/language/goals';

const read = (description: string) =>
  readActions(description).map((action) => [action.subject, action.verb, action.object, action.detail]);

describe('readActions: who does what in the app', () => {
  it.each([
    [
      'A marketplace where homeowners book local gardeners and pay through the app.',
      [
        ['homeowners', 'book', 'local gardeners', ''],
        ['homeowners', 'pay', '', 'through the app'],
      ],
    ],
    [
      'CrewQuote lets landscaping crews price a job on site, send the quote from their phone and turn it into an invoice. We launch in spring.',
      [
        ['landscaping crews', 'price', 'a job', 'on site'],
        ['landscaping crews', 'send', 'the quote', 'from their phone'],
        ['landscaping crews', 'turn', 'the quote', 'into an invoice'],
      ],
    ],
    [
      'A tool for sending invoices and tracking payments',
      [
        ['', 'send', 'invoices', ''],
        ['', 'track', 'payments', ''],
      ],
    ],
    [
      'Teachers set homework and students hand in their work',
      [
        ['Teachers', 'set', 'homework', ''],
        ['students', 'hand in', 'their work', ''],
      ],
    ],
    [
      'A rota app where hospital staff swap shifts and request leave',
      [
        ['hospital staff', 'swap', 'shifts', ''],
        ['hospital staff', 'request', 'leave', ''],
      ],
    ],
    [
      'Parents set chores and kids earn pocket money',
      [
        ['Parents', 'set', 'chores', ''],
        ['kids', 'earn', 'pocket money', ''],
      ],
    ],
    [
      'Sellers list vintage furniture and buyers bid on it',
      [
        ['Sellers', 'list', 'vintage furniture', ''],
        ['buyers', 'bid', '', 'on vintage furniture'],
      ],
    ],
    ['Booking app for hair salons', []],
    ['Recipes', []],
    ['Ein Buchungstool für Handwerksbetriebe', []],
  ])('%j', (description, actions) => {
    expect(read(description)).toEqual(actions);
  });
});

describe('readActions: what the app prevents, and hyphenated words', () => {
  it.each([
    [
      'Shiftly plans staff rotas for small clinics: drag shifts, swap them from your phone, and never double-book a nurse again.',
      [
        ['', 'plan', 'staff rotas', 'for small clinics'],
        ['', 'drag', 'shifts', ''],
        ['', 'swap', 'shifts', 'from your phone'],
      ],
    ],
    ['Teams do not lose invoices and export reports.', [['Teams', 'export', 'reports', '']]],
    ['Never lose a receipt, and share expenses with friends.', [['', 'share', 'expenses', 'with friends']]],
  ])('%j', (description, actions) => {
    expect(read(description)).toEqual(actions);
  });

  it('a hyphenated word is one word, never a subject of its own ("double-book")', () => {
    expect(readActions('Receptionists double-book patients by mistake.').map((action) => action.subject)).not.toContain(
      'double',
    );
  });
});

describe('goals written from actions', () => {
  const action = (verb: string, object: string, detail = '', objectIsPerson = false) => ({
    subject: '',
    verb,
    object,
    objectIsPerson,
    detail,
  });

  it.each([
    [action('book', 'local gardeners', '', true), 'Book a local gardener for Saturday morning'],
    [action('pay', '', 'through the app'), 'Pay through the app and get a receipt'],
    [action('send', 'invoices'), 'Send an invoice'],
    [action('hand in', 'their work'), 'Hand in their work'],
    [action('pay', 'rent'), 'Pay rent and get a receipt'],
  ])('%j → %j', (given, goal) => {
    expect(goalFor(given)).toBe(goal);
  });

  it.each([
    [action('book', 'local gardeners', '', true), 'Accept a new booking'],
    [action('reserve', 'tables'), 'Accept a reservation for a table'],
    [action('pay', 'rent'), 'See a payment arrive for rent'],
    [action('report', 'repairs'), 'Respond to a reported repair'],
    [action('swap', 'shifts'), null],
  ])('the other side of %j: %j', (given, goal) => {
    expect(counterpartGoal(given)).toBe(goal);
  });

  it.each([
    ['who want their garden sorted without phone calls', 'Get their garden sorted without phone calls'],
    ['who need to trade shifts quickly', 'Trade shifts quickly'],
    ['who run small crews', null],
  ])('a wish: %j → %j', (description, goal) => {
    expect(wishGoal(description)).toBe(goal);
  });

  it.each([
    ['local gardeners', 'a local gardener'],
    ['invoices', 'an invoice'],
    ['the quote', 'the quote'],
    ['rent', 'rent'],
    ['their work', 'their work'],
  ])('one of %j is %j', (object, one) => {
    expect(oneOf(object)).toBe(one);
  });
});
