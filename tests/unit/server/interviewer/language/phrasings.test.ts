// @vitest-environment node
/**
 * Phrasings the interviewer's rules were not written from, to show they are rules: a main group
 * and an occasional one in any order and punctuation, groups opened up into their parts, choices
 * of the group to test first, the words people wrap answers in, a persona's job and mood said in
 * passing, and the goals and replies written from an app's actions.
 */
import { describe, expect, it } from 'vitest';
import { doingsOf } from '../../../../../server/interviewer/doings';
import { readFirstGroupChoice } from '../../../../../server/interviewer/first-group';
import { readActions } from '../../../../../server/interviewer/language/actions';
import { restates, withoutDiscourse } from '../../../../../server/interviewer/language/discourse';
import { gerund } from '../../../../../server/interviewer/language/english';
import { goalOf, takesOrders } from '../../../../../server/interviewer/language/goals';
import { readGroups } from '../../../../../server/interviewer/language/groups';
import { readPersonaDetails } from '../../../../../server/interviewer/language/persona-details';
import { readPersonaAnswer } from '../../../../../server/interviewer/persona-answer';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { turn } from '../interview-turns';

const groupsOf = (answer: string) =>
  readGroups(answer)?.map((group) => (group.segments ? [group.name, group.segments] : group.name)) ?? null;

describe('a main group and an occasional one are two groups, however they are joined', () => {
  it.each([
    ['Local customers mainly; sometimes office managers ordering for events', ['Local customers', 'Office managers']],
    ['Mainly parents booking for their kids, and now and then adult learners', ['Parents', 'Adult learners']],
    ['Parents mostly. Sometimes adult learners too.', ['Parents', 'Adult learners']],
    ['Parents, primarily; adult learners occasionally', ['Parents', 'Adult learners']],
    ['Adult learners sometimes, but mostly parents', ['Adult learners', 'Parents']],
    ['Clinic managers mainly — receptionists from time to time', ['Clinic managers', 'Receptionists']],
    ['Local customers mostly - now and then office managers', ['Local customers', 'Office managers']],
    ['Receptionists, and every now and then the clinic owner', ['Receptionists', 'Clinic owners']],
    ['Mostly practice managers and sometimes the doctors themselves', ['Practice managers', 'Doctors']],
    ['Students mostly, plus the odd teacher', ['Students', 'Teachers']],
    ['Freelancers mostly, with the odd small agency', ['Freelancers', 'Small agencies']],
    ['Front desk staff mainly, occasionally practice managers', ['Front desk staff', 'Practice managers']],
    [
      'Our users are mainly clinic receptionists, sometimes practice managers',
      ['Clinic receptionists', 'Practice managers'],
    ],
    ['Primarily freelancers; every so often small agencies', ['Freelancers', 'Small agencies']],
    ['Mostly dog owners, once in a while cat owners', ['Dog owners', 'Cat owners']],
    ['Students, mainly; tutors too', ['Students', 'Tutors']],
    ['Local customers sometimes office managers', ['Local customers', 'Office managers']],
  ])('%j → %j', (answer, names) => {
    expect(readGroups(answer)?.map((group) => group.name)).toEqual(names);
  });

  it.each([
    ['Tutors who teach maths and English, and parents', ['Tutors', 'Parents']],
    ['Front desk staff at clinics with two or three physios', ['Front desk staff']],
    ['Parents who are too busy to drive', ['Parents']],
    // A plural the library reads as a verb ("nurses", "cooks") is a group where nothing follows it.
    ['Patients and nurses', ['Patients', 'Nurses']],
    ['Bakers and cooks', ['Bakers', 'Cooks']],
    ['Landscapers who quote jobs and invoices', ['Landscapers']],
  ])('and what describes a group stays its description: %j → %j', (answer, names) => {
    expect(readGroups(answer)?.map((group) => group.name)).toEqual(names);
  });
});

describe('a group opened up into its parts keeps them as its segments', () => {
  it.each([
    [
      'bakers who cook at home, and buyers — mostly local customers and office managers ordering for events',
      ['Bakers', ['Buyers', ['Local customers', 'Office managers ordering for events']]],
    ],
    ['Bakers and buyers (mostly locals, sometimes caterers)', ['Bakers', ['Buyers', ['Locals', 'Caterers']]]],
    ['Buyers: mostly local families, occasionally caterers', [['Buyers', ['Local families', 'Caterers']]]],
    ['Buyers, mostly local customers, sometimes office managers', [['Buyers', ['Local customers', 'Office managers']]]],
    [
      'Sellers who bake from home, and buyers, who are mostly neighbours and small offices',
      ['Sellers', ['Buyers', ['Neighbours', 'Small offices']]],
    ],
    [
      'Hosts and guests. Guests are mostly young couples; sometimes families.',
      ['Hosts', ['Guests', ['Young couples', 'Families']]],
    ],
    ['Patients, such as new mums and retirees, and nurses', [['Patients', ['New mums', 'Retirees']], 'Nurses']],
    ['Designers, mostly freelancers, and small agencies', [['Designers', ['Freelancers']], 'Small agencies']],
    // A lead-in is not a group: what follows it are the groups.
    ['Two sides: hosts and guests', ['Hosts', 'Guests']],
    ['Our users: mostly hosts, sometimes guests', ['Hosts', 'Guests']],
  ])('%j', (answer, groups) => {
    expect(groupsOf(answer)).toEqual(groups);
  });
});

const PLAN = {
  app_description: { value: 'A marketplace for home bakers' },
  user_types: [
    { type: { value: 'Bakers' }, segments: [] },
    {
      type: { value: 'Buyers' },
      segments: [
        { segment: { value: 'Local customers' }, persona: {}, goals: [] },
        { segment: { value: 'Office managers ordering for events' }, persona: {}, goals: [] },
      ],
    },
  ],
} satisfies PlanState;

describe('the answer to "which group first?" is a choice, not a name', () => {
  it.each([
    ['Bakers first, honestly', 0, undefined],
    ["Let's start with bakers", 0, undefined],
    ['Bakers, I guess', 0, undefined],
    ["I'd say bakers", 0, undefined],
    ['Well, bakers I suppose', 0, undefined],
    ['Definitely the bakers', 0, undefined],
    ['The bakers, because without them there is nothing to buy', 0, undefined],
    ['Probably buyers', 1, undefined],
    ['Buyers, since they pay', 1, undefined],
    ["Let's do buyers first, to be fair", 1, undefined],
    ["Buyers — they're the ones paying", 1, undefined],
    ['Office managers first', 1, 1],
    ['The local customers, I think', 1, 0],
    ['Either is fine', 0, undefined],
    ['The second one', 1, undefined],
  ])('%j chooses user type %i (segment %s)', (answer, index, segment) => {
    const choice = readFirstGroupChoice(PLAN, withoutDiscourse(answer));
    expect(choice).toEqual({ index, namesSegment: false, ...(segment === undefined ? {} : { segment }) });
  });

  it.each([
    ['New bakers', 'New bakers'],
    ["Let's start with new bakers, please", 'New bakers'],
    ['Bakers who just started selling', 'Bakers who just started selling'],
  ])('%j names a new segment of the bakers: %j', (answer, segmentName) => {
    expect(readFirstGroupChoice(PLAN, withoutDiscourse(answer))).toEqual({ index: 0, namesSegment: true, segmentName });
  });

  it.each([
    ["Bakers and buyers, let's start with bakers", ['Bakers', 'Buyers']],
    ['Bakers and buyers. Start with the buyers.', ['Buyers', 'Bakers']],
    ['Buyers and bakers - bakers first, honestly', ['Bakers', 'Buyers']],
  ])('a choice made with the groups, %j, is not asked for again', (answer, types) => {
    const history = [{ role: 'assistant' as const, content: 'Who uses your app, for example "Buyers"?' }];
    const next = turn(history, { app_description: { value: 'A marketplace' }, user_types: [] }, answer);
    expect(next.state.user_types.map((userType) => userType.type?.value)).toEqual(types);
    expect(next.response).toMatch(new RegExp(`${types[0]} first, then\\. Which group of ${types[0]?.toLowerCase()}`));
    expect(next.response).not.toMatch(/which group should we test first\?$/);
  });

  it.each([
    ["Let's start with hobby bakers", 'Hobby bakers'],
    ["I'd go with new bakers, please", 'New bakers'],
    ['Hobby bakers first, I guess', 'Hobby bakers'],
    ['Starting bakers', 'Starting bakers'],
  ])('a segment named as a choice, %j, is named %j', (answer, segment) => {
    const plan = {
      app_description: { value: 'A marketplace' },
      user_types: [{ type: { value: 'Bakers' }, segments: [] }],
    };
    const history = [{ role: 'assistant' as const, content: 'Which group of bakers should we test first?' }];
    expect(turn(history, plan, answer).state.user_types[0]?.segments[0]?.segment).toEqual({ value: segment });
  });

  it('stores no choice as a segment, and asks for the chosen group', () => {
    const history = [{ role: 'assistant' as const, content: 'Bakers or buyers: which group should we test first?' }];
    const chosen = turn(history, structuredClone(PLAN), 'Honestly, bakers first I guess');
    expect(chosen.state.user_types[0]?.segments).toEqual([]);
    expect(chosen.response).toMatch(/^Bakers first, then\. Which group of bakers should we test first/);
    const other = turn(history, structuredClone(PLAN), 'Office managers, to be fair');
    expect(other.state.user_types.map((userType) => userType.type?.value)).toEqual(['Buyers', 'Bakers']);
    expect(other.response).toMatch(/^Office managers first, then\. Now let's create a persona for "Office managers"/);
  });
});

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
