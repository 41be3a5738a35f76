/**
 * The flow of a conversation (docs/interviewer.md, "Acts"): what the interviewer stores and asks
 * next when a turn chooses, adds to a finished plan, or answers beside an edit.
 */
import { describe, expect, it } from 'vitest';
import { interview } from '../../../../server/interviewer/interviewer';
import { questionOf } from '../../../../server/interviewer/reading/asked';
import type { Asked } from '../../../../server/interviewer/reading/turn-reading';
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
