// @vitest-environment node
/**
 * One more group for a complete plan said across clauses, or as a group alone: the group is read
 * from the clause beside the offer, and stored.
 */
import { describe, expect, it } from 'vitest';
import { interview } from '../../../../../server/interviewer/interviewer';
import type { TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import { questionOf } from '../../../../../server/interviewer/reading/asked';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

/** A music lessons marketplace, complete. */
const lessons = (): PlanState => ({
  app_description: { value: 'Find a music teacher near you and book lessons for your child.' },
  user_types: [
    {
      type: { value: 'Parents' },
      segments: [
        {
          segment: { value: 'Working parents' },
          persona: {
            name: { value: 'Nadia' },
            age: { value: '39' },
            gender: { value: 'Female' },
            occupation_background: { value: 'Pharmacist' },
            state_of_mind: { value: 'Short on time' },
            device: { value: 'iPhone' },
          },
          goals: [{ value: 'Book a trial lesson' }],
        },
      ],
    },
  ],
});

const answer = (field: 'user_type' | 'segment', value: string): TurnAct => ({ act: 'answer', field, value });

describe('an offer of one more group, with the group in the clause beside it', () => {
  it.each<[string, TurnAct]>([
    ['sure, one more type: piano tuners who visit homes', answer('user_type', 'Piano tuners')],
    ['Yes - a new user type. Choir leaders', answer('user_type', 'Choir leaders')],
    ['school music coordinators, as another user type', answer('user_type', 'School music coordinators')],
    [
      'another segment for parents: grandparents paying for lessons',
      answer('segment', 'Grandparents paying for lessons'),
    ],
    ['one more segment under parents - single dads', answer('segment', 'Single dads')],
  ])('%j → %j', (said, act) => {
    expect(readActs(lessons(), 'anything_else', said)).toEqual([act]);
  });
});

describe('a group said alone with "too" or "also" is one more user type', () => {
  it.each<[string, string]>([
    ['Music teachers too', 'Music teachers'],
    ['also the school administrators, they pay the invoices', 'School administrators'],
    ['choir leaders as well', 'Choir leaders'],
  ])('%j adds %j, and stores it', (said, group) => {
    expect(readActs(lessons(), 'anything_else', said)).toContainEqual(answer('user_type', group));
    const plan = lessons();
    const turn = interview(
      [
        { role: 'assistant', content: questionOf(plan, 'anything_else') },
        { role: 'user', content: said },
      ],
      plan,
    );
    expect(turn.state.user_types.map((type) => type.type?.value)).toEqual(['Parents', group]);
  });

  it.each([['that too'], ['the goals too'], ['no, that is all']])('%j adds no group', (said) => {
    expect(readActs(lessons(), 'anything_else', said).filter((act) => act.act === 'answer')).toEqual([]);
  });
});
