// @vitest-environment node
/** The goals a suggested plan writes for each group from the app's description (group-goals.ts). */
import { describe, expect, it } from 'vitest';
import { readActions } from '../../../../../server/interviewer/language/actions';
import {
  type GroupToFill,
  goalsFromApp,
  offersSomething,
  withActionsAsActions,
} from '../../../../../server/interviewer/plan/group-goals';

const group = (name: string, ...segments: string[]): GroupToFill => ({ name, description: '', segments });

describe('goalsFromApp', () => {
  it.each<[string, string, GroupToFill, string[], string[]]>([
    [
      'a learnt action is said as one',
      'Developers learn to build apps with Node.js',
      group('Developers'),
      [],
      ['Learn to build apps with Node.js'],
    ],
    [
      'who buys what is sold',
      'Tutors sell lessons to parents',
      group('Parents'),
      ['Tutors', 'Parents'],
      ['Buy a lesson and get an order confirmation'],
    ],
    [
      'who sells meets anyone’s order from the other side',
      'Home bakers sell cakes and offices order for events',
      group('Bakers', 'Home bakers'),
      ['Buyers', 'Bakers'],
      ['Sell a cake', 'Receive an order for a cake and confirm it'],
    ],
    [
      'what is done to a group is not its goal',
      'Creators upload episodes and track listeners',
      group('Listeners'),
      ['Creators', 'Listeners'],
      ['Find an episode that creators uploaded'],
    ],
  ])('%s', (_, description, forGroup, sides, expected) => {
    const actions = withActionsAsActions(readActions(description));
    expect(
      goalsFromApp(
        forGroup,
        actions,
        sides.map((name) => group(name)),
      ),
    ).toEqual(expected);
  });
});

describe('offersSomething', () => {
  it.each([
    ['Home bakers sell cakes to people nearby', 'Home bakers', true],
    ['Recruiters post jobs and candidates apply', 'Candidates', false],
    ['Recruiters post jobs and candidates apply', 'Recruiters', true],
  ])('%s: %s offers: %s', (description, name, offers) => {
    expect(offersSomething(group(name), readActions(description))).toBe(offers);
  });
});
