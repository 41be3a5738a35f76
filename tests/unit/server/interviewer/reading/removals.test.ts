// @vitest-environment node
/**
 * Removals said with the verb first or after what goes, of a group named with the field's name,
 * by its words, or mistyped: one removal of the item, never of another that shares its words.
 */
import { describe, expect, it } from 'vitest';
import type { TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import { askedOf, questionOf } from '../../../../../server/interviewer/reading/asked';
import { readTurn } from '../../../../../server/interviewer/reading/read-turn';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

/** A plant shop app, complete. */
const shop = (): PlanState => ({
  app_description: { value: 'Order house plants and care kits.' },
  user_types: [
    {
      type: { value: 'Collectors' },
      segments: [
        {
          segment: { value: 'Rare plant collectors' },
          persona: {
            name: { value: 'Ines' },
            age: { value: '33' },
            gender: { value: 'Female' },
            occupation_background: { value: 'Architect' },
            state_of_mind: { value: 'Picky' },
            device: { value: 'iPhone' },
          },
          goals: [{ value: 'Order a variegated monstera' }, { value: 'Track a delivery' }],
        },
      ],
    },
    { type: { value: 'Gift buyers' }, segments: [] },
    { type: { value: 'Landscapers' }, segments: [] },
  ],
});

function read(said: string): TurnAct[] {
  const plan = shop();
  const question = questionOf(plan, 'segment');
  expect(askedOf(plan, question)).toBe('segment');
  return readTurn(
    [
      { role: 'assistant', content: question },
      { role: 'user', content: said },
    ],
    plan,
  ).acts;
}

const removal = (field: 'user_type' | 'segment' | 'goal', target: string): TurnAct => ({
  act: 'removal',
  field,
  target,
});

describe('removals', () => {
  it.each<[string, TurnAct]>([
    ['get rid of the landscapers', removal('user_type', 'Landscapers')],
    ['landscapers we dont serve', removal('user_type', 'Landscapers')],
    ['the gift buyers please remove', removal('user_type', 'Gift buyers')],
    ['Gift buyers can be dropped', removal('user_type', 'Gift buyers')],
    ['delete landscapres', removal('user_type', 'Landscapers')],
    ['remove the rare plant segment', removal('segment', 'Rare plant collectors')],
    ['scrap the monstera one', removal('goal', 'Order a variegated monstera')],
    ['drop the delivery goal', removal('goal', 'Track a delivery')],
    ['lose the delivery bit', removal('goal', 'Track a delivery')],
  ])('reads "%s"', (said, act) => {
    expect(read(said)).toEqual([act]);
  });

  it('reads "remove it" as no removal: it points at nothing in particular', () => {
    expect(read('remove it')).not.toContainEqual(expect.objectContaining({ act: 'removal' }));
  });

  it.each<[string, TurnAct[]]>([
    [
      'remove the gift buyers and landscapers',
      [removal('user_type', 'Gift buyers'), removal('user_type', 'Landscapers')],
    ],
    [
      'drop landscapers and the gift buyers',
      [removal('user_type', 'Landscapers'), removal('user_type', 'Gift buyers')],
    ],
    [
      'gift buyers or landscapers we dont need',
      [removal('user_type', 'Gift buyers'), removal('user_type', 'Landscapers')],
    ],
    [
      'get rid of the landscapers plus the rare plant segment',
      [removal('user_type', 'Landscapers'), removal('segment', 'Rare plant collectors')],
    ],
    [
      'collectors only, remove the gift buyers and landscapers',
      [removal('user_type', 'Gift buyers'), removal('user_type', 'Landscapers')],
    ],
    [
      'Just the collectors. Scrap gift buyers and landscapers please',
      [removal('user_type', 'Gift buyers'), removal('user_type', 'Landscapers')],
    ],
    ['ditch landscapers & gift buyers', [removal('user_type', 'Landscapers'), removal('user_type', 'Gift buyers')]],
    ['remove the landscapers, gift buyers', [removal('user_type', 'Landscapers'), removal('user_type', 'Gift buyers')]],
    [
      'Drop landscapers, gift buyers and the rare plant collectors',
      [
        removal('user_type', 'Landscapers'),
        removal('user_type', 'Gift buyers'),
        removal('segment', 'Rare plant collectors'),
      ],
    ],
    [
      'keep collectors, delete landscapers and gift buyers',
      [removal('user_type', 'Landscapers'), removal('user_type', 'Gift buyers')],
    ],
  ])('reads "%s" as a removal of each group it names', (said, acts) => {
    expect(read(said)).toEqual(acts);
  });

  it('reads a clause after a removal as more removals only when it holds nothing but names', () => {
    expect(read('remove the landscapers, gift buyers are who we sell to most')).not.toContainEqual(
      removal('user_type', 'Gift buyers'),
    );
    expect(read('drop landscapers, just the gift buyers for now')).toEqual([removal('user_type', 'Landscapers')]);
    expect(read('Remove landscapers. Gift buyers')).not.toContainEqual(removal('user_type', 'Gift buyers'));
  });

  it('reads a group whose name holds "and" as one group', () => {
    const plan = shop();
    plan.user_types.push({ type: { value: 'Parents and carers' }, segments: [] });
    expect(readActs(plan, 'segment', 'remove the parents and carers')).toEqual([
      removal('user_type', 'Parents and carers'),
    ]);
  });
});
