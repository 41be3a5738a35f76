// @vitest-environment node
/**
 * A goal reworded in part: named by a few of its words, with only what changes said ("the spin one
 * should be yoga", "change the timetable goal to next month's timetable", "the waiting list one,
 * make it the yoga waiting list"). The new words take the place of those they stand for.
 */
import { describe, expect, it } from 'vitest';
import type { TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import { goalNamedThenSaid, rewordedGoal } from '../../../../../server/interviewer/reading/goal-rewordings';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

const persona = {
  name: { value: 'Dana' },
  age: { value: '38' },
  gender: { value: 'Female' },
  occupation_background: { value: 'Office manager' },
  state_of_mind: { value: 'Busy' },
  device: { value: 'iPhone' },
};

/** A gym booking app, complete: every field filled. */
const gym = (): PlanState => ({
  app_description: { value: 'Book classes at local gyms.' },
  user_types: [
    {
      type: { value: 'Members' },
      segments: [
        {
          segment: { value: 'Early risers' },
          persona,
          goals: [
            { value: 'Book a spin class for Monday morning' },
            { value: 'Join a waiting list' },
            { value: 'Pay the monthly fee' },
          ],
        },
      ],
    },
  ],
});

const correction = (value: string, target: string): TurnAct => ({ act: 'correction', field: 'goal', value, target });

describe('a goal reworded in part', () => {
  it.each([
    ['Book a spin class for Monday morning', 'the monday one', 'thursday', 'Book a spin class for thursday morning'],
    ['Join a waiting list', 'the waiting list one', 'the yoga waiting list', 'Join the yoga waiting list'],
    ['Pay the monthly fee', 'the fee goal', 'the yearly fee', 'Pay the yearly fee'],
    [
      'Book a spin class for Monday morning',
      'the spin one',
      'a yoga class actually',
      'Book a yoga class for Monday morning',
    ],
  ])('%j, %j said to be %j → %j', (goal, named, value, reworded) => {
    expect(rewordedGoal(goal, named.split(' '), value)).toBe(reworded);
  });

  it.each([
    // A task of its own replaces the goal whole; words that stand for nothing in it change nothing.
    ['Pay the monthly fee', 'the fee one', 'pay by card'],
    ['Join a waiting list', 'the waiting list one', 'something about yoga classes maybe'],
  ])('%j, %j said to be %j: no part is reworded', (goal, named, value) => {
    expect(rewordedGoal(goal, named.split(' '), value)).toBeNull();
  });
});

describe('a goal named in one clause and reworded in the next', () => {
  it.each([
    ['the spin one', 'make it thursday instead', 'the spin one should be thursday instead'],
    ['the fee goal', "it's the yearly fee", 'the fee goal should be the yearly fee'],
    ['that waiting list one', 'change it to the yoga list', 'that waiting list one should be the yoga list'],
    ['the spin class', 'make it thursday', ''],
    ['she loves spin', 'make it thursday', ''],
  ])('%j, %j → %j', (first, second, joined) => {
    expect(goalNamedThenSaid(first, second)).toBe(joined);
  });
});

describe('goal rewordings, as the chat reads them', () => {
  it.each<[string, TurnAct]>([
    [
      'the monday spin class should be thursday',
      correction('Book a spin class for thursday morning', 'Book a spin class for Monday morning'),
    ],
    [
      'change the spin class one to a yoga class',
      correction('Book a yoga class for Monday morning', 'Book a spin class for Monday morning'),
    ],
    ['the fee one, make it the yearly fee', correction('Pay the yearly fee', 'Pay the monthly fee')],
    ["rename the fee goal to 'pay for a year up front'", correction('Pay for a year up front', 'Pay the monthly fee')],
  ])('%j', (said, act) => {
    expect(readActs(gym(), 'more_goals', said)).toEqual([act]);
  });
});
