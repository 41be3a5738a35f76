// @vitest-environment node
/**
 * "There are only two": a number of user types said to be all there are keeps those the turn
 * names and removes the others; with none named, in answer to which group comes first, the last.
 */
import { describe, expect, it } from 'vitest';
import type { Asked, TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

const tutoring = (): PlanState => ({
  app_description: { value: 'Book a maths tutor online.' },
  user_types: [
    { type: { value: 'Parents' } },
    { type: { value: 'Private tutors' } },
    { type: { value: 'Tutors' } },
  ].map((type) => ({ ...type, segments: [] })),
});

function read(said: string, asked: Asked): TurnAct[] {
  const plan = tutoring();
  return readActs(plan, asked, said);
}

const removal = (target: string): TurnAct => ({ act: 'removal', field: 'user_type', target });

describe('only so many groups', () => {
  it.each<[string, TurnAct[]]>([
    ['no, only two: parents and tutors', [removal('Private tutors')]],
    ['there are just two kinds, parents and private tutors', [removal('Tutors')]],
    ['really only 2', [removal('Tutors')]],
    ['just the one, parents', [removal('Private tutors'), removal('Tutors')]],
  ])('reads "%s"', (said, acts) => {
    expect(read(said, 'first_group')).toEqual(acts);
  });

  it('reads a number of something else, with no group named, as no removal', () => {
    expect(read('we only have 2 cities for now', 'segment')).not.toContainEqual(
      expect.objectContaining({ act: 'removal' }),
    );
  });
});
