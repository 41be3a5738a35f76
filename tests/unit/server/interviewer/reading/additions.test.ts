// @vitest-environment node
/**
 * Adding a group to a complete plan in a clause of its own, with more said around it: the group is
 * read by the name before what describes it, and stored whatever the rest of the turn says.
 */
import { describe, expect, it } from 'vitest';
import { interview } from '../../../../../server/interviewer/interviewer';
import type { TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import { questionOf } from '../../../../../server/interviewer/reading/asked';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

/** A bike repair booking app, complete. */
const repairs = (): PlanState => ({
  app_description: { value: 'Book a bike repair at a local workshop and follow it until pickup.' },
  user_types: [
    {
      type: { value: 'Cyclists' },
      segments: [
        {
          segment: { value: 'Daily commuters' },
          persona: {
            name: { value: 'Tomas' },
            age: { value: '31' },
            gender: { value: 'Male' },
            occupation_background: { value: 'Nurse' },
            state_of_mind: { value: 'Needs the bike back fast' },
            device: { value: 'Android phone' },
          },
          goals: [{ value: 'Book a repair for tomorrow' }],
        },
      ],
    },
  ],
});

const added = (value: string): TurnAct => ({ act: 'answer', field: 'user_type', value });

describe('additions said with more', () => {
  it.each<[string, string]>([
    ['Add mechanics who fix the bikes, please.', 'Mechanics'],
    ['add shop owners that run a workshop too', 'Shop owners'],
    ['Please add couriers, they ride all day and break things.', 'Couriers'],
    ['Also add parents, plenty of them book for their kids.', 'Parents'],
    ['Add rental companies too. Most of our bookings in summer come from them.', 'Rental companies'],
  ])('reads "%s" as adding %s, and stores it', (said, group) => {
    expect(readActs(repairs(), 'anything_else', said)).toContainEqual(added(group));
    const plan = repairs();
    const turn = interview(
      [
        { role: 'assistant', content: questionOf(plan, 'anything_else') },
        { role: 'user', content: said },
      ],
      plan,
    );
    expect(turn.state.user_types.map((type) => type.type?.value)).toEqual(['Cyclists', group]);
  });
});
