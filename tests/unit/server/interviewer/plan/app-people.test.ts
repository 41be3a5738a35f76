// @vitest-environment node
/**
 * The groups of people an app's own words name (app-people.ts, people-words.ts): the user types a
 * suggested plan builds on, each with the kinds of them the words name.
 */
import { describe, expect, it } from 'vitest';
import { namesPeople } from '../../../../../server/interviewer/language/people-words';
import { type NamedGroup, peopleNamed, sameGroup } from '../../../../../server/interviewer/plan/app-people';

describe('peopleNamed', () => {
  it.each<[string, NamedGroup[]]>([
    ['An online course teaching developers to build apps with Node.js', [{ name: 'Developers', kinds: [] }]],
    ['Node.js for front-end developers', [{ name: 'Front-end developers', kinds: [] }]],
    [
      'A dog walking app where dog owners book local walkers and pay through the app',
      [
        { name: 'Dog owners', kinds: [] },
        { name: 'Walkers', kinds: ['Local walkers'] },
      ],
    ],
    ['A rota app where hospital staff swap shifts', [{ name: 'Hospital staff', kinds: [] }]],
    ['Shiftly plans staff rotas for small clinics', [{ name: 'Clinics', kinds: ['Small clinics'] }]],
    [
      'Parents set chores and kids earn pocket money',
      [
        { name: 'Parents', kinds: [] },
        { name: 'Kids', kinds: [] },
      ],
    ],
    [
      'Charities schedule volunteers',
      [
        { name: 'Charities', kinds: [] },
        { name: 'Volunteers', kinds: [] },
      ],
    ],
    ['CrewQuote lets landscaping crews price a job on site', [{ name: 'Landscaping crews', kinds: [] }]],
    [
      'Small business owners, accountants and bookkeepers',
      [
        { name: 'Business owners', kinds: ['Small business owners'] },
        { name: 'Accountants', kinds: [] },
        { name: 'Bookkeepers', kinds: [] },
      ],
    ],
    ['Bakers sell cakes. Home bakers keep 90% of every order.', [{ name: 'Bakers', kinds: ['Home bakers'] }]],
    // The name said first is the group's: "Home bakers" are the group here.
    ['Home bakers sell cakes. Bakers keep 90% of every order.', [{ name: 'Home bakers', kinds: [] }]],
    // Someone else's people, anyone at all, and the makers are no user type.
    ['A meal planner that helps parents plan dinners for their kids', [{ name: 'Parents', kinds: [] }]],
    ['People sell used bikes to other users', []],
    ['We are two founders and launch in spring.', []],
    // Things that end as doers do are not people.
    ['Track orders, payments and events in one dashboard with reminders', []],
    ['A tool to store and share recipes', []],
    ['', []],
  ])('%j', (text, groups) => {
    expect(peopleNamed([text])).toEqual(groups);
  });

  it('reads a kind named in one text as a kind of the group another names', () => {
    expect(peopleNamed(['A course for developers', 'Node.js for front-end developers'])).toEqual([
      { name: 'Developers', kinds: ['Front-end developers'] },
    ]);
  });
});

describe('namesPeople', () => {
  it.each([
    ['developers', true],
    ['walkers', true],
    ['nurses', true],
    ['tenants', true],
    ['trainees', true],
    ['mechanics', true],
    ['businessmen', true],
    ['bakeries', true],
    ['staff', true],
    ['orders', false],
    ['payments', false],
    ['plants', false],
    ['playlists', false],
    ['calculators', false],
    ['courses', false],
    ['developer', false],
  ])('%s: %s', (word, people) => {
    expect(namesPeople(word)).toBe(people);
  });
});

describe('sameGroup', () => {
  it.each([
    ['Home bakers', 'Bakers', true],
    ['Owners of small bakeries', 'Bakeries', true],
    ['Hospital staff', 'Staff', true],
    ['Dog owners', 'Dog walkers', false],
    ['Business owners', 'Dog owners', false],
    ['Nurses', 'Hospital staff', false],
  ])('%s and %s: %s', (one, other, same) => {
    expect(sameGroup(one, other)).toBe(same);
  });
});
