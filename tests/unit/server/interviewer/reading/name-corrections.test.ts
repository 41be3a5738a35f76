// @vitest-environment node
/**
 * A persona's name corrected beside another answer: said with "his name's …", "rename her to …",
 * or "… not …", and without what trails off after it.
 */
import { describe, expect, it } from 'vitest';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

/** A climbing gym app whose persona Dmitri is being asked his age. */
const climbing = (): PlanState => ({
  app_description: { value: 'Book climbing sessions and see new routes.' },
  user_types: [
    {
      type: { value: 'Climbers' },
      segments: [{ segment: { value: 'Beginners' }, persona: { name: { value: 'Dmitri' } }, goals: [] }],
    },
  ],
});

describe('a persona named with "call"', () => {
  it('names the persona, and renames no group', () => {
    const acts = readActs(climbing(), 'age', '27, and call this persona Anton');
    expect(acts.some((act) => act.act === 'rename')).toBe(false);
  });
});

describe('a name corrected beside the age', () => {
  it.each([
    "27. his name's Anton actually",
    '27, and rename him to Anton',
    '27. his names Anton btw',
    '27 - oh and his name should be Anton not Dmitri',
  ])('%j', (said) => {
    const acts = readActs(climbing(), 'age', said);
    expect(acts).toContainEqual({ act: 'correction', field: 'name', value: 'Anton', target: 'Dmitri' });
    expect(acts).toContainEqual({ act: 'answer', field: 'age', value: '27' });
  });
});
