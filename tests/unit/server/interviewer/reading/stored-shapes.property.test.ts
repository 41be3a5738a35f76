// @vitest-environment node
/** Whatever a visitor types, the interviewer stores no value that fails its shape. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interview } from '../../../../../server/interviewer/interviewer';
import { fitsShape } from '../../../../../server/interviewer/language/field-shapes';
import { planChanges, storesValue } from '../../../../../server/interviewer/reading/plan-changes';
import type { PlanState } from '../../../../../src/lib/plan/plan';

const plan: PlanState = {
  app_description: { value: 'An app that matches dog owners with local dog walkers.' },
  user_types: [
    {
      type: { value: 'Dog owners' },
      segments: [
        {
          segment: { value: 'Busy professionals' },
          persona: { name: { value: 'Sarah' }, age: { value: '34' } },
          goals: [],
        },
      ],
    },
    { type: { value: 'Walkers' }, segments: [] },
  ],
};
const words = fc.constantFrom(
  'remove',
  'the',
  'walkers',
  'call',
  'them',
  'team',
  'leads',
  'sorry',
  'she',
  'is',
  '29',
  'not',
  '34',
  'and',
  'developers',
  'who',
  'buy',
  'it',
  'owners',
  'first',
  'honestly',
  'like',
  'I',
  'said',
  'a',
  'nurse',
  'to',
  'book',
  'walk',
  'kinds',
  'of',
  'people',
  ',',
  '.',
  '?',
  'Please',
  '<b>x</b>',
  'keep',
  'track',
);
const turns = fc.oneof(
  fc.array(words, { maxLength: 20 }).map((list) => list.join(' ')),
  fc.string({ maxLength: 80 }),
);

describe('the interviewer', () => {
  it('stores no value that fails its field shape', () => {
    fc.assert(
      fc.property(turns, (said) => {
        const before = structuredClone(plan);
        const { state } = interview(
          [
            { role: 'assistant', content: 'What does Sarah do for a living, or what is her background?' },
            { role: 'user', content: said },
          ],
          structuredClone(plan),
        );
        const misfits = planChanges(before, state).filter(
          (act) => storesValue(act) && act.field !== undefined && !fitsShape(act.field, act.value ?? ''),
        );
        expect(misfits).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
