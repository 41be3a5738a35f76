// @vitest-environment node
/**
 * Phrasings the rules for groups were not written from, to show they are rules: a main group and
 * an occasional one in any order and punctuation, groups opened up into their parts, and choices
 * of the group to test first (answers-phrasings.test.ts holds the rest).
 */
import { describe, expect, it } from 'vitest';
import { withoutDiscourse } from '../../../../../server/interviewer/language/discourse';
import { readGroups } from '../../../../../server/interviewer/language/groups';
import { readFirstGroupChoice } from '../../../../../server/interviewer/plan/first-group';
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
