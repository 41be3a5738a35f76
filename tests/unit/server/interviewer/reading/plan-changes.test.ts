// @vitest-environment node
/**
 * What changed in a plan, read back as acts: an item removed from a list is one removal, however
 * many fields its persona held and wherever it stood in the list.
 */
import { describe, expect, it } from 'vitest';
import { planChanges } from '../../../../../server/interviewer/reading/plan-changes';
import type { PlanState, Segment } from '../../../../../src/lib/plan/plan';

const segment = (name: string, person: string, goals: string[]): Segment => ({
  segment: { value: name },
  persona: { name: { value: person }, age: { value: '40' }, device: { value: 'iPhone' } },
  goals: goals.map((value) => ({ value })),
});

const plan = (): PlanState => ({
  app_description: { value: 'A booking app for hair salons.' },
  user_types: [
    {
      type: { value: 'Clients' },
      segments: [
        segment('Regular clients', 'Hannah', ['Book a cut', 'Move a booking']),
        segment('First-time clients', 'Ravi', ['Find a salon nearby']),
        segment('Students', 'Mia', ['Find a discount']),
      ],
    },
    { type: { value: 'Stylists' }, segments: [segment('Salon owners', 'Tom', ['Set opening hours'])] },
    { type: { value: 'Receptionists' }, segments: [] },
  ],
});

type Edit = (state: PlanState) => void;
const clients = (state: PlanState) => state.user_types[0]?.segments ?? [];

describe('the acts read back from a plan that changed', () => {
  it.each<[string, Edit, object[]]>([
    [
      'the first segment removed',
      (state) => clients(state).splice(0, 1),
      [{ act: 'removal', field: 'segment', target: 'Regular clients' }],
    ],
    [
      'a middle segment removed',
      (state) => clients(state).splice(1, 1),
      [{ act: 'removal', field: 'segment', target: 'First-time clients' }],
    ],
    [
      'the last segment removed',
      (state) => clients(state).splice(2, 1),
      [{ act: 'removal', field: 'segment', target: 'Students' }],
    ],
    [
      'the first user type removed',
      (state) => state.user_types.splice(0, 1),
      [{ act: 'removal', field: 'user_type', target: 'Clients' }],
    ],
    [
      'a middle user type removed',
      (state) => state.user_types.splice(1, 1),
      [{ act: 'removal', field: 'user_type', target: 'Stylists' }],
    ],
    [
      'the first goal removed',
      (state) => clients(state)[0]?.goals.splice(0, 1),
      [{ act: 'removal', field: 'goal', target: 'Book a cut' }],
    ],
    [
      'a segment renamed',
      (state) => {
        const first = clients(state)[1];
        if (first) first.segment = { value: 'New clients' };
      },
      [{ act: 'rename', field: 'segment', value: 'New clients', target: 'First-time clients' }],
    ],
    [
      'a goal corrected',
      (state) => {
        const goals = clients(state)[0]?.goals;
        if (goals) goals[1] = { value: 'Move a booking to Friday' };
      },
      [{ act: 'correction', field: 'goal', value: 'Move a booking to Friday', target: 'Move a booking' }],
    ],
    [
      'a user type moved to the front',
      (state) => state.user_types.unshift(...state.user_types.splice(1, 1)),
      [{ act: 'choice', field: 'user_type', value: 'Stylists' }],
    ],
    [
      'a segment added',
      (state) => clients(state).push({ segment: { value: 'Parents' }, goals: [] }),
      [{ act: 'answer', field: 'segment', value: 'Parents' }],
    ],
  ])('%s', (_, edit, acts) => {
    const after = plan();
    edit(after);
    expect(planChanges(plan(), after)).toEqual(acts);
  });

  it('reads the first user type removed as no choice of the next', () => {
    const after = plan();
    after.user_types.splice(0, 1);
    expect(planChanges(plan(), after).some((act) => act.act === 'choice')).toBe(false);
  });
});
