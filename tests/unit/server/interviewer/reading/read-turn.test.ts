// @vitest-environment node
/**
 * The turns the chat misread, replayed through the reading of acts: each is read for what it does
 * (correction, removal, answers, choice, request), not as an answer to whatever was asked.
 */
import { describe, expect, it } from 'vitest';
import type { Asked } from '../../../../../server/interviewer/language/turn-reading';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

const description = { value: 'An app that matches dog owners with local dog walkers.' };
const owners = (persona: Record<string, { value: string }> = {}): PlanState => ({
  app_description: description,
  user_types: [
    { type: { value: 'Dog owners' }, segments: [{ segment: { value: 'Busy professionals' }, persona, goals: [] }] },
    { type: { value: 'Walkers' }, segments: [] },
  ],
});

function read(plan: PlanState, asked: Asked, said: string) {
  return readActs(plan, asked, said);
}

describe('reading a turn as acts', () => {
  it('reads "sorry, she is 29, not 34" as a correction of the age, whatever was asked', () => {
    const plan = owners({ name: { value: 'Sarah' }, age: { value: '34' }, gender: { value: 'Female' } });
    expect(read(plan, 'occupation_background', 'Oh, and sorry, she is 29, not 34.')).toEqual([
      { act: 'correction', field: 'age', value: '29', target: '34' },
    ]);
  });

  it('reads "remove the walkers, just dog owners for now" as a removal alone', () => {
    const plan = owners({ name: { value: 'Sarah' } });
    expect(read(plan, 'age', 'Please remove the walkers, just dog owners for now.')).toEqual([
      { act: 'removal', field: 'user_type', target: 'Walkers' },
    ]);
  });

  it('reads "call them team leads" as a rename of the group asked about', () => {
    const plan: PlanState = {
      app_description: description,
      user_types: [{ type: { value: 'Managers' }, segments: [] }],
    };
    expect(read(plan, 'segment', 'Call them team leads instead.')).toEqual([
      { act: 'rename', field: 'user_type', value: 'Team leads', target: 'Managers' },
    ]);
  });

  it.each([
    ['suggest a plan for me', 'suggest_plan'],
    ['Can you just fill in the rest?', 'suggest_plan'],
    ['Start over', 'start_over'],
  ])('reads %j as the request %s', (said, request) => {
    expect(read(owners({ name: { value: 'Sarah' } }), 'age', said)).toEqual([{ act: 'request', value: request }]);
  });

  it('reads "like I said" as filler and a question to the assistant as a question', () => {
    const plan = owners({ name: { value: 'Sarah' } });
    expect(read(plan, 'age', 'Well, like I said.')).toEqual([{ act: 'filler' }]);
    expect(read(plan, 'age', 'Why do you need her age?')).toEqual([{ act: 'question' }]);
  });
});
