// @vitest-environment node
/**
 * New names for groups and new wordings of goals and the description, in the ways people say
 * them: the group or goal is found by a pronoun, by the field's name, by its own words, or by the
 * old name said after "not", "instead of" or "rather than"; the new value keeps its spelling.
 */
import { describe, expect, it } from 'vitest';
import type { Asked, TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

const persona = (name: string) => ({
  name: { value: name },
  age: { value: '38' },
  gender: { value: 'Female' },
  occupation_background: { value: 'Office manager' },
  state_of_mind: { value: 'Busy' },
  device: { value: 'iPhone' },
});

/** A gym booking app, complete: every field filled. */
const gym = (): PlanState => ({
  app_description: { value: 'Book classes at local gyms.' },
  user_types: [
    {
      type: { value: 'Members' },
      segments: [
        {
          segment: { value: 'Early risers' },
          persona: persona('Dana'),
          goals: [{ value: 'Book a spin class' }, { value: 'Cancel a booking' }],
        },
        { segment: { value: 'Weekend regulars' }, persona: persona('Lou'), goals: [{ value: 'Join a waiting list' }] },
      ],
    },
    {
      type: { value: 'Fitness instructors' },
      segments: [
        { segment: { value: 'Freelance coaches' }, persona: persona('Kim'), goals: [{ value: 'Publish a timetable' }] },
      ],
    },
  ],
});

/** The same app, asked for the first segment of instructors. */
const askingSegment = (): PlanState => {
  const plan = gym();
  const instructors = plan.user_types[1];
  if (instructors) instructors.segments = [];
  return plan;
};

function read(plan: PlanState, asked: Asked, said: string): TurnAct[] {
  return readActs(plan, asked, said);
}

const rename = (field: 'user_type' | 'segment', value: string, target: string): TurnAct => ({
  act: 'rename',
  field,
  value,
  target,
});
const correction = (field: 'goal' | 'app_description', value: string, target: string): TurnAct => ({
  act: 'correction',
  field,
  value,
  target,
});

describe('renames and new wordings', () => {
  it.each<[string, () => PlanState, Asked, TurnAct]>([
    ['call those trainers', askingSegment, 'segment', rename('user_type', 'Trainers', 'Fitness instructors')],
    [
      "Let's call that segment 'dawn crew' instead",
      gym,
      'more_goals',
      rename('segment', 'Dawn crew', 'Freelance coaches'),
    ],
    ['call them gym-goers, not members', gym, 'more_goals', rename('user_type', 'Gym-goers', 'Members')],
    [
      'could we call them trainers rather than fitness instructors?',
      gym,
      'more_goals',
      rename('user_type', 'Trainers', 'Fitness instructors'),
    ],
    [
      "call it 'coaches' instead of 'freelance coaches'",
      gym,
      'more_goals',
      rename('segment', 'Coaches', 'Freelance coaches'),
    ],
    ["call the early risers 'morning people'", gym, 'more_goals', rename('segment', 'Morning people', 'Early risers')],
    [
      'call the weekend segment "weekend warriors"',
      gym,
      'more_goals',
      rename('segment', 'Weekend warriors', 'Weekend regulars'),
    ],
    [
      'call the fitness people trainers',
      askingSegment,
      'segment',
      rename('user_type', 'Trainers', 'Fitness instructors'),
    ],
    [
      'please change the name of the early risers to morning regulars',
      gym,
      'more_goals',
      rename('segment', 'Morning regulars', 'Early risers'),
    ],
    [
      'rename weekend regulars to weekend-only members',
      gym,
      'more_goals',
      rename('segment', 'Weekend-only members', 'Weekend regulars'),
    ],
    ['members -> gym members', gym, 'more_goals', rename('user_type', 'Gym members', 'Members')],
    [
      'Fitness instructors → personal trainers',
      gym,
      'more_goals',
      rename('user_type', 'Personal trainers', 'Fitness instructors'),
    ],
    [
      "change the spin class goal to 'book a spin class for Monday'",
      gym,
      'more_goals',
      correction('goal', 'Book a spin class for Monday', 'Book a spin class'),
    ],
    [
      "the waiting list one should say 'join the waiting list for yoga'",
      gym,
      'more_goals',
      correction('goal', 'Join the waiting list for yoga', 'Join a waiting list'),
    ],
    [
      "the timetable goal should be 'publish next month's timetable'",
      gym,
      'more_goals',
      correction('goal', "Publish next month's timetable", 'Publish a timetable'),
    ],
    ['yoga, not spin', gym, 'more_goals', correction('goal', 'Book a yoga class', 'Book a spin class')],
    ['cancel a class, not a booking', gym, 'more_goals', correction('goal', 'Cancel a class', 'Cancel a booking')],
  ])('reads "%s"', (said, plan, asked, act) => {
    expect(read(plan(), asked, said)).toEqual([act]);
  });

  it('reads "the booking one" as the goal whose words the new value shares, when two goals share the name', () => {
    const plan = gym();
    const dana = plan.user_types[0]?.segments[0];
    if (dana) dana.goals = [{ value: 'Book a spin class' }, { value: 'Move a booking' }];
    expect(read(plan, 'more_goals', "the booking one should be 'move a booking to Friday'")).toEqual([
      correction('goal', 'Move a booking to Friday', 'Move a booking'),
    ]);
  });

  it('never reads words of the description as pointing at it', () => {
    expect(read(gym(), 'more_goals', "the gyms one should be 'find a gym nearby'")).not.toContainEqual(
      expect.objectContaining({ field: 'app_description' }),
    );
  });
});
