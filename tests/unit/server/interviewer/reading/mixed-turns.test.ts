// @vitest-environment node
/**
 * Turns that edit the plan and answer the question in one breath: the answer is kept when it is a
 * sentence of its own, and left out when it only explains the edit before it in the same sentence.
 */
import { describe, expect, it } from 'vitest';
import type { Asked, TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import { questionOf } from '../../../../../server/interviewer/reading/asked';
import { readTurn } from '../../../../../server/interviewer/reading/read-turn';
import type { PlanState } from '../../../../../src/lib/plan/plan';

const plan: PlanState = {
  app_description: { value: 'An app where clinics share appointment slots with patients.' },
  user_types: [
    {
      type: { value: 'Patients' },
      segments: [
        {
          segment: { value: 'Busy parents' },
          persona: {
            name: { value: 'Nadia' },
            age: { value: '41' },
            gender: { value: 'Female' },
            occupation_background: { value: 'Teacher' },
            state_of_mind: { value: 'Short of time' },
            device: { value: 'iPhone' },
          },
          goals: [{ value: 'Book an appointment' }],
        },
      ],
    },
  ],
};

const read = (asked: Asked, said: string): TurnAct[] =>
  readTurn(
    [
      { role: 'assistant', content: questionOf(plan, asked) },
      { role: 'user', content: said },
    ],
    plan,
  ).acts;

const ageFixed: TurnAct = { act: 'correction', field: 'age', value: '39', target: '41' };

describe('a turn that edits and answers', () => {
  it.each([
    ['Nadia is 39, not 41. She moves an appointment to another day.', 'more_goals'],
    ['Nadia is 39, not 41. Anyway, she moves an appointment to another day.', 'more_goals'],
    ['She moves an appointment to another day. Oh and Nadia is 39 not 41, my bad.', 'more_goals'],
  ] as const)('keeps the answer of %j', (said, asked) => {
    const acts = read(asked, said);
    expect(acts).toContainEqual(ageFixed);
    expect(acts.some((act) => act.act === 'answer' && act.field === 'goal')).toBe(true);
  });

  it.each([
    'Nadia is 39, not 41, she looks younger.',
    'Nadia is 39 not 41, it was a typo.',
    'Nadia is 39, not 41, sorry, typo.',
  ])('reads %j as the correction alone', (said) => {
    expect(read('more_goals', said)).toEqual([ageFixed]);
  });
});
