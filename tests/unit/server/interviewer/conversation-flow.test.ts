// @vitest-environment node
/**
 * The flow of a conversation (docs/interviewer.md, "Acts"): what the interviewer stores and asks
 * next when a turn chooses, adds to a finished plan, or answers beside an edit.
 */
import { describe, expect, it } from 'vitest';
import { interview } from '../../../../server/interviewer/interviewer';
import type { Asked } from '../../../../server/interviewer/language/turn-reading';
import { questionOf } from '../../../../server/interviewer/reading/asked';
import type { PlanState } from '../../../../src/lib/plan/plan';

const typesOf = (...types: string[]): PlanState => ({
  app_description: { value: 'An app for renting flats.' },
  user_types: types.map((type) => ({ type: { value: type }, segments: [] })),
});

const turnOn = (plan: PlanState, asked: Asked, said: string) =>
  interview(
    [
      { role: 'assistant', content: questionOf(plan, asked) },
      { role: 'user', content: said },
    ],
    structuredClone(plan),
  );

describe('a choice of the group to start with', () => {
  it.each([
    ['either really. tenants?', 'Tenants'],
    ['no preference, landlords?', 'Landlords'],
    ['the second one', 'Tenants'],
  ])('%j starts with %s', (said, first) => {
    const turn = turnOn(typesOf('Landlords', 'Tenants'), 'first_group', said);
    expect(turn.state.user_types[0]?.type?.value).toBe(first);
    expect(turn.response).toContain(`${first} first, then.`);
  });
});

const persona = (name: string) => ({
  name: { value: name },
  age: { value: '40' },
  gender: { value: 'Female' },
  occupation_background: { value: 'Teacher' },
  state_of_mind: { value: 'Busy' },
  device: { value: 'Laptop' },
});
const finished: PlanState = {
  app_description: { value: 'An app for renting flats.' },
  user_types: [
    {
      type: { value: 'Landlords' },
      segments: [
        { segment: { value: 'Accidental landlords' }, persona: persona('Ann'), goals: [{ value: 'List a flat' }] },
      ],
    },
    {
      type: { value: 'Tenants' },
      segments: [{ segment: { value: 'Students' }, persona: persona('Bea'), goals: [{ value: 'Book a viewing' }] }],
    },
  ],
};
const segmentsOf = (plan: PlanState, type: number) =>
  plan.user_types[type]?.segments.map((segment) => segment.segment?.value);

describe('a group added to a finished plan', () => {
  it.each([
    ['one more segment under landlords: portfolio landlords', 'Portfolio landlords'],
    ['portfolio landlords, as a segment of landlords', 'Portfolio landlords'],
    ['another kind of landlord: housing associations', 'Housing associations'],
  ])('%j is filed under the user type it names', (said, segment) => {
    const turn = turnOn(finished, 'anything_else', said);
    expect(segmentsOf(turn.state, 0)).toContain(segment);
    expect(segmentsOf(turn.state, 1)).toEqual(['Students']);
  });

  it.each([
    ['letting agents! almost forgot them', 'Letting agents'],
    ['letting agents, as another user type', 'Letting agents'],
    ['one more kind of user - letting agents', 'Letting agents'],
  ])('%j adds the user type %s', (said, type) => {
    const turn = turnOn(finished, 'anything_else', said);
    expect(turn.state.user_types.map((userType) => userType.type?.value)).toContain(type);
  });
});
