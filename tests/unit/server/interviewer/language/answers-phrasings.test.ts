// @vitest-environment node
/**
 * Phrasings the rules for answers were not written from, to show they are rules: the words people
 * wrap answers in, a persona's job and mood said in passing, and the goals and replies written
 * from an app's actions (groups-phrasings.test.ts holds those of groups and choices).
 */
import { describe, expect, it } from 'vitest';
import { readActions } from '../../../../../server/interviewer/language/actions';
import { restates, withoutDiscourse } from '../../../../../server/interviewer/language/discourse';
import { gerund } from '../../../../../server/interviewer/language/english';
import { goalOf, takesOrders } from '../../../../../server/interviewer/language/goals';
import { readPersonaDetails } from '../../../../../server/interviewer/language/persona-details';
import { doingsOf } from '../../../../../server/interviewer/replies/doings';
import { readPersonaAnswer } from '../../../../../server/interviewer/replies/persona-answer';

describe('the words an answer is wrapped in never reach a field', () => {
  it.each([
    ["Like I said, she's a school receptionist", "She's a school receptionist", true],
    ['As I mentioned, she works as a receptionist', 'She works as a receptionist', true],
    ['Hobby bakers, honestly', 'Hobby bakers', false],
    ['Well, I guess hobby bakers', 'Hobby bakers', false],
    ['To be fair, mostly local customers', 'Mostly local customers', false],
    ['So basically it is hobby bakers', 'It is hobby bakers', false],
    ['Pay for the order, I guess', 'Pay for the order', false],
    ['She is honestly a bit stressed', 'She is a bit stressed', false],
    ['Hobby bakers (honestly) and small bakeries', 'Hobby bakers and small bakeries', false],
    ['Well, honestly, I guess', '', false],
    ['- Salon owners\n- Stylists', '- Salon owners\n- Stylists', false],
    ['Well-off parents', 'Well-off parents', false],
    ['Look up a recipe', 'Look up a recipe', false],
  ])('%j → %j', (answer, plain, restated) => {
    expect(withoutDiscourse(answer)).toBe(plain);
    expect(restates(answer)).toBe(restated);
  });

  it('keeps a persona job said again as the job, and not as anything else', () => {
    const known = { name: { value: 'Maggie' }, occupation_background: { value: 'School receptionist' } };
    const again = "Like I said, she's a school receptionist…";
    const asDevice = readPersonaAnswer('device', withoutDiscourse(again), known, restates(again));
    expect(asDevice?.persona.device).toBeUndefined();
    expect(asDevice?.acknowledgement).toBe('I have her job already.');
    const asJob = readPersonaAnswer('occupation_background', withoutDiscourse(again), { name: { value: 'Maggie' } });
    expect(asJob?.persona.occupation_background).toEqual({ value: 'School receptionist' });
  });
});

describe('a persona’s job and mood, said in passing', () => {
  it.each([
    [
      "Maggie — she's a school receptionist, 45, and always a bit stressed",
      'School receptionist',
      'Always a bit stressed',
    ],
    [
      "Let's call her Maggie. School receptionist, mid-forties, usually frazzled.",
      'School receptionist',
      'Usually frazzled',
    ],
    [
      "Maggie, a 45-year-old school receptionist who's stressed most evenings",
      'School receptionist',
      'Stressed most evenings',
    ],
    [
      "Her name's Maggie; she works as a receptionist at a primary school",
      'Receptionist at a primary school',
      undefined,
    ],
    [
      "Dev, 47, he's the practice manager and a bit sceptical of new software",
      'Practice manager',
      'A bit sceptical of new software',
    ],
    [
      'Priya is a freelance graphic designer in her thirties who is always short on time',
      'Freelance graphic designer',
      'Always short on time',
    ],
    [
      'Maggie. School receptionist by day, baker by night, permanently tired.',
      'School receptionist by day',
      'Permanently tired',
    ],
  ])('%j: %j, %j', (answer, job, mood) => {
    const details = readPersonaDetails(answer);
    expect(details.occupation_background).toBe(job);
    expect(details.state_of_mind).toBe(mood);
  });
});

describe('goals and replies written from what the app does', () => {
  const goals = (description: string) => {
    const actions = readActions(description);
    const orders = takesOrders(actions);
    return actions.map((action) => [action.subject, goalOf(action, orders)]).filter(([, goal]) => goal !== null);
  };

  it.each([
    [
      'Bakers cook from their own kitchens and list their cakes, and buyers browse, order and pay through the app',
      [
        ['Bakers', 'Pick an order to cook'],
        ['Bakers', 'List a cake for sale'],
        ['buyers', 'Browse cakes and open one to see its details'],
        ['buyers', 'Order a cake and get an order confirmation'],
        ['buyers', 'Pay through the app and get a receipt'],
      ],
    ],
    [
      'Bakers pick the orders they want to bake, and buyers pay and confirm the order',
      [
        ['Bakers', 'Pick an order to bake'],
        ['buyers', 'Pay for the order and get a receipt'],
        ['buyers', 'Confirm the order'],
      ],
    ],
    [
      'Bakers list what they bake, set prices and accept orders; customers pay online and leave a review',
      [
        ['Bakers', 'Set a price'],
        ['Bakers', 'Accept an order'],
        ['customers', 'Pay online and get a receipt'],
        ['customers', 'Leave a review'],
      ],
    ],
    [
      'Home bakers bake cakes in their own kitchens and list them; buyers order, pay and confirm pickup',
      [
        ['Home bakers', 'Pick an order to bake'],
        ['Home bakers', 'List a cake for sale'],
        ['buyers', 'Order a cake and get an order confirmation'],
        ['buyers', 'Pay for a cake and get a receipt'],
        ['buyers', 'Confirm pickup'],
      ],
    ],
    [
      'Buyers pay in the app and confirm the order when they pick it up',
      [
        ['Buyers', 'Pay in the app and get a receipt'],
        ['Buyers', 'Confirm the order'],
        ['Buyers', 'Pick up the order'],
      ],
    ],
    [
      'Freelancers send invoices and clients pay them online',
      [
        ['Freelancers', 'Send an invoice'],
        ['clients', 'Pay an invoice online and get a receipt'],
      ],
    ],
    [
      'Receptionists book appointments, practice managers build the rota and export invoices',
      [
        ['Receptionists', 'Book an appointment for Saturday morning'],
        ['practice managers', 'Build the rota'],
        ['practice managers', 'Export an invoice'],
      ],
    ],
  ])('%j', (description, expected) => {
    expect(goals(description)).toEqual(expected);
  });

  it.each([
    ['cook', 'cooking'],
    ['browse', 'browsing'],
    ['swap', 'swapping'],
    ['tutor', 'tutoring'],
    ['sign up', 'signing up'],
    ['video call', 'video calling'],
  ])('%j → %j', (verb, form) => {
    expect(gerund(verb)).toBe(form);
  });

  it.each([
    ['Bakers cook at home and list cakes; buyers order and pay through the app', 'cooking, listing and ordering cakes'],
    ['Bakers bake, buyers pay in the app and confirm orders', 'baking, paying and confirming orders'],
    ['A marketplace where homeowners book local gardeners and pay through the app.', 'booking and paying'],
    ['Clinic managers schedule appointments and doctors review notes', 'scheduling appointments and reviewing notes'],
  ])('%j is built around %j', (description, doings) => {
    expect(doingsOf(readActions(description), description)).toBe(doings);
  });
});
