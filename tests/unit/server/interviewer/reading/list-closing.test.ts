// @vitest-environment node
/**
 * Closing the list (closing-words.ts, turn-words.ts readRequest): in more ways than the set
 * phrases, with thanks beside it; a fresh start said of the slate or of everything.
 */
import { describe, expect, it } from 'vitest';
import { closesList, isApproval } from '../../../../../server/interviewer/reading/closing-words';
import { readRequest } from '../../../../../server/interviewer/reading/turn-words';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

describe('a clause that closes the list', () => {
  it.each([
    'that covers it all',
    'ok that covers everybody',
    "that's all he wants",
    "that's everything from us",
    'nothing more springs to mind',
    "we're happy with this",
  ])('%j closes it', (said) => {
    expect(closesList(said)).toBe(true);
  });

  it.each(['that covers the rent', "that's all she can afford", "i'm happy with the price"])(
    '%j closes nothing',
    (said) => {
      expect(closesList(said)).toBe(false);
    },
  );

  it.each(['cheers', 'sounds good', 'looks great'])('%j is approval alone', (said) => {
    expect(isApproval(said)).toBe(true);
  });
});

describe('requests', () => {
  it.each(["let's just start fresh", 'clean slate please', 'forget all that, new plan'])('%j starts over', (said) => {
    expect(readRequest(said, 'age')).toBe('start_over');
  });

  it.each(['ok just fill in whatever', 'can you put whatever'])('%j asks for a suggestion', (said) => {
    expect(readRequest(said, 'device')).toBe('suggest_plan');
  });

  it('reads no suggestion in a goal that names whatever it buys', () => {
    expect(readRequest('pick whatever is cheapest', 'goal')).toBeNull();
  });
});

const persona = {
  name: { value: 'Ann' },
  age: { value: '30' },
  gender: { value: 'Female' },
  occupation_background: { value: 'Nurse' },
  state_of_mind: { value: 'Calm' },
  device: { value: 'iPhone' },
};
const plan: PlanState = {
  app_description: { value: 'An app for booking a physio.' },
  user_types: [
    {
      type: { value: 'Patients' },
      segments: [{ segment: { value: 'Runners' }, persona, goals: [{ value: 'Book a session' }] }],
    },
  ],
};

describe('thanks beside the list closed', () => {
  it.each(['nope, sounds good', "no that's all for now, cheers", 'cheers, that covers everyone'])(
    '%j is done',
    (said) => {
      expect(readActs(plan, 'more_goals', said)).toEqual([{ act: 'request', value: 'done' }]);
    },
  );
});
