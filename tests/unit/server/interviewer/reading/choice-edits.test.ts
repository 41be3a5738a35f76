// @vitest-environment node
/**
 * A choice of the first group and an edit in one turn: the choice is read on the plan as sent, a
 * pronoun after it ("call them …") is the group just chosen, and the plan served has that group,
 * edited, first.
 */
import { describe, expect, it } from 'vitest';
import { interview } from '../../../../../server/interviewer/interviewer';
import type { TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import { questionOf } from '../../../../../server/interviewer/reading/asked';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

/** A flat letting app whose groups are named, none described yet. */
const letting = (): PlanState => ({
  app_description: { value: 'Tenants report repairs and landlords book the tradespeople who fix them.' },
  user_types: [
    { type: { value: 'Tenants' }, segments: [] },
    { type: { value: 'Landlords' }, segments: [] },
    { type: { value: 'Tradespeople' }, segments: [] },
  ],
});

const choice = (value: string): TurnAct => ({ act: 'choice', field: 'user_type', value });
const rename = (target: string, value: string): TurnAct => ({ act: 'rename', field: 'user_type', value, target });

describe('a choice with an edit', () => {
  it.each<[string, TurnAct[], string[]]>([
    [
      'landlords first. and call them property owners',
      [rename('Landlords', 'Property owners'), choice('Landlords')],
      ['Property owners', 'Tenants', 'Tradespeople'],
    ],
    [
      'Start with the tradespeople, and rename them to contractors',
      [rename('Tradespeople', 'Contractors'), choice('Tradespeople')],
      ['Contractors', 'Tenants', 'Landlords'],
    ],
    [
      'landlords please - call them owners',
      [rename('Landlords', 'Owners'), choice('Landlords')],
      ['Owners', 'Tenants', 'Tradespeople'],
    ],
    [
      'call tenants renters. landlords first though',
      [rename('Tenants', 'Renters'), choice('Landlords')],
      ['Landlords', 'Renters', 'Tradespeople'],
    ],
    [
      'tenants only, remove the landlords and tradespeople',
      [
        { act: 'removal', field: 'user_type', target: 'Landlords' },
        { act: 'removal', field: 'user_type', target: 'Tradespeople' },
      ],
      ['Tenants'],
    ],
  ])('reads "%s" and serves the group chosen first', (said, acts, order) => {
    expect(readActs(letting(), 'first_group', said)).toEqual(acts);
    const plan = letting();
    const turn = interview(
      [
        { role: 'assistant', content: questionOf(plan, 'first_group') },
        { role: 'user', content: said },
      ],
      plan,
    );
    expect(turn.state.user_types.map((type) => type.type?.value)).toEqual(order);
  });
});
