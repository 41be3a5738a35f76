// @vitest-environment node
/**
 * A correction said as a contrast, what is not so first and the new value after a comma: a mood, a
 * goal or a job, whose new value may borrow words from the old one.
 */
import { describe, expect, it } from 'vitest';
import type { Asked, TurnAct, TurnField } from '../../../../../server/interviewer/language/turn-reading';
import { contrasted } from '../../../../../server/interviewer/reading/contrast-edits';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

/** A recycling collection app: Aiko is described in full. */
const recycling = (): PlanState => ({
  app_description: { value: 'An app to book bulky waste collections and see bin days.' },
  user_types: [
    {
      type: { value: 'Residents' },
      segments: [
        {
          segment: { value: 'Flat dwellers' },
          persona: {
            name: { value: 'Aiko' },
            age: { value: '36' },
            gender: { value: 'Female' },
            occupation_background: { value: 'Bank clerk' },
            state_of_mind: { value: 'Confused about bin days' },
            device: { value: 'Galaxy S21' },
          },
          goals: [{ value: 'Book a sofa collection' }],
        },
      ],
    },
  ],
});

const read = (said: string, asked: Asked = 'more_goals') => readActs(recycling(), asked, said);
const correction = (field: TurnField, value: string, target: string): TurnAct => ({
  act: 'correction',
  field,
  value,
  target,
});

describe('a contrast read as one correction', () => {
  it.each<[string, string, string]>([
    ['not sad exactly', 'more bored', 'bored not sad'],
    ["it's less that she's late", "more that she's lost", "she's lost not shes late"],
    ['scratch calm', "she's angry", "she's angry not calm"],
    [
      "Tom's not worried about money as such",
      "it's more that his boss won't wait",
      "worried that his boss won't wait not worried about money",
    ],
  ])('%s, %s', (first, second, one) => {
    expect(contrasted(first, second)).toBe(one);
  });

  it.each([
    ['she likes it', 'a lot'],
    ['not sure', ''],
  ])('nothing denied, or nothing said after: %s, %s', (first, second) => {
    expect(contrasted(first, second)).toBe('');
  });
});

describe('contrast corrections of a persona', () => {
  it.each<[string, TurnAct]>([
    [
      'not confused about bin days so much, confused about what goes in which bin',
      correction('state_of_mind', 'Confused about what goes in which bin', 'Confused about bin days'),
    ],
    [
      "it's less that she's confused about bin days, more that she's annoyed by missed collections",
      correction('state_of_mind', 'Annoyed by missed collections', 'Confused about bin days'),
    ],
    [
      "Aiko isn't confused about bin days really, it's more that her building has no space for bins",
      correction('state_of_mind', 'Confused that her building has no space for bins', 'Confused about bin days'),
    ],
    [
      'not a sofa collection for Aiko, she wants to book a fridge collection',
      correction('goal', 'Book a fridge collection', 'Book a sofa collection'),
    ],
  ])('%s', (said, act) => {
    expect(read(said)).toEqual([act]);
  });
});
