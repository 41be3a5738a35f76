// @vitest-environment node
/**
 * The group to start with said with the order of both ("X and then Y", "X before Y") or with a
 * casual word around it ("kick off with", "prob", "pls"): the first named is chosen.
 */
import { describe, expect, it } from 'vitest';
import { readFirstGroupChoice } from '../../../../../server/interviewer/plan/first-group';
import type { PlanState } from '../../../../../src/lib/plan/plan';

const plan: PlanState = {
  app_description: { value: 'Book a driving lesson with an instructor near you.' },
  user_types: [
    { type: { value: 'Learner drivers' }, segments: [] },
    { type: { value: 'Instructors' }, segments: [] },
  ],
};

describe('the first group named in an order is chosen, naming no segment', () => {
  it.each([
    ['instructors and then learner drivers', 1],
    ['Start with learners and then the instructors', 0],
    ['instructors before learners', 1],
    ["let's kick off with the instructors", 1],
    ['prob learner drivers', 0],
    ['instructors pls', 1],
    ['the learner drivers side of things', 0],
  ])('%j → user type %i', (said, index) => {
    expect(readFirstGroupChoice(plan, said)).toEqual({ index, namesSegment: false });
  });
});
