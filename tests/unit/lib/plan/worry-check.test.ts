// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quizCatalogueSchema } from '../../../../src/lib/content/schemas/quiz';
import { answerItems } from '../../../../src/lib/plan/quiz-answers';
import { worryCheck } from '../../../../src/lib/plan/worry-check';
import { isPlural } from '../../../../src/lib/plan/worry-grammar';

const catalogue = quizCatalogueSchema.parse(parse(readFileSync('src/content/quiz/catalogue.yaml', 'utf8')));

/** A worry, and words its check must hold. */
const WORRIES: [string, string[]][] = [
  // Something expected does not appear.
  ['Walkers not showing up', ['Check that walkers show up when and where they are expected']],
  ['walkers never show up', ['walkers show up']],
  ["my walker doesn't show up", ['the walker shows up', 'it is expected']],
  ['confirmation emails not arriving', ['confirmation emails show up']],
  ['the booking does not appear', ['the booking shows up']],
  ['payments go missing', ['payments show up']],
  ['invoice missing', ['invoice shows up']],
  // Something cannot be found.
  ["can't find the pricing", ['Starting from the home page, reach the pricing in three clicks or fewer']],
  ['Users cannot find the settings page', ['reach the settings page']],
  ["people can't find our refund policy", ['reach the refund policy']],
  ['hard to find the contact form', ['reach the contact form']],
  ['the cancel button is hard to find', ['reach the cancel button']],
  // Something is slow.
  ['search is slow', ['Time search on a mid-range Android phone over 4G: it is usable within 3 seconds']],
  ['The dashboard is too slow!', ['Time the dashboard', 'it is usable']],
  ['slow image uploads', ['Time image uploads', 'they are usable']],
  ['reports take forever', ['Time reports', 'they are usable']],
  // Something breaks under a condition.
  ['the app breaks when I upload a photo', ['Upload a photo, then check that the app still works']],
  ['Checkout crashes when someone applies a coupon', ['Apply a coupon, then check that checkout still works']],
  [
    'the calendar fails when two people book at once',
    ['Check that the calendar still works when two people book at once'],
  ],
  ['people are not showing up', ['Check that people show up when and where they are expected']],
  ['sync stops working when the phone goes offline', ['Check that sync still works when the phone goes offline']],
  ['login breaks if users switch tabs', ['Switch tabs, then check that login still works']],
  // Something does not work at all.
  ['password reset not working', ['Use password reset from start to finish', 'check that it works']],
  ["notifications don't work", ['Use notifications from start to finish', 'check that they work']],
  ['the export is broken', ['Use the export from start to finish']],
  ['broken links', ['Use broken links'.replace('broken ', ''), 'they work']],
  // People are confused.
  ['people get confused by the pricing tiers', ['Give the pricing tiers to a first-time visitor without help']],
  ['users get stuck on onboarding step 2', ['Give onboarding step 2 to a first-time visitor']],
  ['customers struggle with the booking form', ['Give the booking form to a first-time visitor']],
  ['the sign-up form is confusing', ['Give the sign-up form to a first-time visitor']],
  ['confusing navigation', ['Give navigation to a first-time visitor']],
  // People leave.
  [
    'users drop off at the payment step',
    ['Go through the payment step as a first-time visitor, on a phone, and finish without help'],
  ],
  ['people give up on the signup form', ['Go through the signup form as a first-time visitor']],
  // Something entered is lost.
  ['drafts not saving', ['Enter drafts, reload the page and sign in on another device: they are still there']],
  ['my cart gets lost', ['Enter the cart', 'it is still there']],
  ['form answers disappear', ['Enter form answers', 'they are still there']],
  // Something is wrong.
  ['prices are wrong', ['Compare prices everywhere they show with what was entered: they match']],
  ['wrong delivery dates', ['Compare delivery dates everywhere they show']],
  ['the opening hours are out of date', ['Compare the opening hours']],
  // Something looks wrong.
  ['the newsletter emails look odd', ['Open the newsletter emails on a phone, on a computer and in a dark theme']],
  ['the menu looks broken', ['Open the menu on a phone']],
];

describe('worryCheck', () => {
  it.each(WORRIES)('%j becomes a check to run', (worry, parts) => {
    const check = worryCheck(worry) ?? '';
    for (const part of parts) expect(check).toContain(part);
    // An imperative sentence of its own: a verb first, capitalised, no end stop, the worry never quoted.
    expect(check).toMatch(/^(Check|Starting|Time|Use|Give|Go|Enter|Compare|Open|[A-Z][a-z]+) /);
    expect(check).not.toMatch(/[“”"']/);
    expect(check.toLowerCase()).not.toContain(worry.toLowerCase().replace(/[!.?]+$/, ''));
  });

  it.each([
    'the newsletter',
    'double bookings',
    'it is slow',
    'they are not showing up',
    'they get confused by',
    'security',
    '',
  ])('%j: no rule reads it', (worry) => expect(worryCheck(worry)).toBeNull());

  it.each([
    ['walkers', true],
    ['the booking', false],
    ['the address', false],
    ['people', true],
    ['the settings page', false],
    ['status', false],
    ['invoices', true],
  ])('%j is plural: %s', (subject, plural) => expect(isPlural(subject)).toBe(plural));
});

describe('the plan of a worry the catalogue does not know', () => {
  it('says the check, never the worry in quotes', () => {
    const items = answerItems('', 'walkers not showing up, double bookings', catalogue);
    expect(items).toEqual([
      'Check that walkers show up when and where they are expected, and that whoever is waiting can see when',
      'Check the main journey for double bookings, on a phone and on a computer',
    ]);
    for (const item of items) expect(item).not.toMatch(/[“”"]/);
  });

  it('reads a worry longer than a quotable name', () => {
    expect(answerItems('', 'the calendar fails when two of our customers book the same slot', catalogue)).toEqual([
      'Check that the calendar still works when two of our customers book the same slot',
    ]);
  });
});
