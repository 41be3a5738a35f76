// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addGoal,
  editValue,
  type ItemTarget,
  removeGoal,
  removeItem,
  removeSegment,
  removeUserType,
  renameSegment,
  renameUserType,
  setDescription,
  setGoal,
  setPersonaField,
  type ValueTarget,
  valueProblem,
} from '../../../../src/lib/plan/plan-edits';
import { MARIA, v } from '../../../support/plans';

/**
 * A stored state as a host may send it: fields this site does not read (the page the host read, a
 * user type's description, a host's own), a value object with more than its value, the list of
 * segments named "segment", and items the plan skips.
 */
const TRADE = {
  type: { value: 'Trade buyers', confidence: 0.9 },
  description: v('who order in bulk'),
  segments: [
    { segment: v('Landscapers'), persona: MARIA, goals: [v('Price 40 bags'), { value: ' ' }, v('Book a slot')] },
    { segment: v('Designers'), goals: [] as { value: string }[] },
  ],
};
const HOME = { type: v('Home gardeners'), segment: [{ persona: { age: v('61') }, goals: [v('Find bark chips')] }] };
const STATE = {
  app_description: v('An online shop for landscaping supplies'),
  app_page: { title: 'Greenyard' },
  host_notes: { asked: ['description'] },
  user_types: ['not a user type', TRADE, HOME],
};

type State = typeof STATE;

/** STATE with `change` made to a copy of it: what an edit should answer. */
function changed(change: (state: State) => void): State {
  const copy = structuredClone(STATE);
  change(copy);
  return copy;
}

const tradeOf = (state: State) => state.user_types[1] as typeof TRADE;
const homeOf = (state: State) => state.user_types[2] as typeof HOME;

describe('each edit of the plan, on a stored state', () => {
  it.each<[string, (state: State) => unknown, State]>([
    [
      'setDescription: the description, as one clean line',
      (state) => setDescription(state, ' A garden\nmarketplace\u0007 '),
      changed((state) => {
        state.app_description = v('A garden marketplace');
      }),
    ],
    [
      'setDescription: at most 1000 characters',
      (state) => setDescription(state, 'a'.repeat(1200)),
      changed((state) => {
        state.app_description = v('a'.repeat(1000));
      }),
    ],
    [
      'renameUserType: the user type the plan shows first, past an item it skips; its other fields kept',
      (state) => renameUserType(state, { userType: 0 }, 'Wholesale buyers'),
      changed((state) => {
        tradeOf(state).type = { value: 'Wholesale buyers', confidence: 0.9 };
      }),
    ],
    [
      'renameUserType: at most 200 characters, an emoji never cut in half',
      (state) => renameUserType(state, { userType: 1 }, `${'a'.repeat(199)}😀😀`),
      changed((state) => {
        homeOf(state).type = v(`${'a'.repeat(199)}😀`);
      }),
    ],
    [
      'removeUserType: that user type alone',
      (state) => removeUserType(state, { userType: 1 }),
      changed((state) => {
        state.user_types.pop();
      }),
    ],
    [
      'renameSegment: a segment',
      (state) => renameSegment(state, { userType: 0, segment: 1 }, 'Garden designers'),
      changed((state) => {
        tradeOf(state).segments[1] = { segment: v('Garden designers'), goals: [] };
      }),
    ],
    [
      'renameSegment: a segment of a list named "segment", which gets its first name',
      (state) => renameSegment(state, { userType: 1, segment: 0 }, 'Allotment keepers'),
      changed((state) => {
        const [segment] = homeOf(state).segment;
        if (segment) Object.assign(segment, { segment: v('Allotment keepers') });
      }),
    ],
    [
      'removeSegment: that segment alone',
      (state) => removeSegment(state, { userType: 0, segment: 0 }),
      changed((state) => {
        tradeOf(state).segments.shift();
      }),
    ],
    [
      'setPersonaField: an age, as digits',
      (state) => setPersonaField(state, { userType: 0, segment: 0 }, 'age', ' 035 '),
      changed((state) => {
        const [segment] = tradeOf(state).segments;
        if (segment?.persona) segment.persona.age = v('35');
      }),
    ],
    [
      'setPersonaField: a field of a segment without a persona makes one',
      (state) => setPersonaField(state, { userType: 0, segment: 1 }, 'name', 'Dee'),
      changed((state) => {
        Object.assign(tradeOf(state).segments[1] ?? {}, { persona: { name: v('Dee') } });
      }),
    ],
    [
      'setGoal: the goal the plan shows second, past a blank one it skips',
      (state) => setGoal(state, { userType: 0, segment: 0, goal: 1 }, 'Book a delivery slot'),
      changed((state) => {
        const goals = tradeOf(state).segments[0]?.goals ?? [];
        goals[2] = v('Book a delivery slot');
      }),
    ],
    [
      'addGoal: after the others',
      (state) => addGoal(state, { userType: 0, segment: 1 }, 'Compare prices.'),
      changed((state) => {
        tradeOf(state).segments[1]?.goals.push(v('Compare prices.'));
      }),
    ],
    [
      'removeGoal: that goal alone',
      (state) => removeGoal(state, { userType: 1, segment: 0, goal: 0 }),
      changed((state) => {
        homeOf(state).segment[0]?.goals.pop();
      }),
    ],
  ])('%s', (_name, edit, expected) => {
    const before = structuredClone(STATE);
    expect(edit(STATE)).toEqual(expected);
    // The state given is never changed: the store keeps it for Undo.
    expect(STATE).toEqual(before);
  });

  it.each<[string, (state: State) => unknown]>([
    ['an empty description', (state) => setDescription(state, ' \n\t ')],
    ['a name of control characters alone', (state) => renameUserType(state, { userType: 0 }, '\u0000\u0007')],
    ['a user type that is not there', (state) => renameUserType(state, { userType: 2 }, 'Renters')],
    ['a user type past the end', (state) => removeUserType(state, { userType: 5 })],
    ['a segment that is not there', (state) => renameSegment(state, { userType: 1, segment: 1 }, 'Renters')],
    ['a removal of a segment that is not there', (state) => removeSegment(state, { userType: 0, segment: 2 })],
    ['an age with a letter', (state) => setPersonaField(state, { userType: 0, segment: 0 }, 'age', '3a')],
    ['an age of 0', (state) => setPersonaField(state, { userType: 0, segment: 0 }, 'age', '0')],
    ['an age of 121', (state) => setPersonaField(state, { userType: 0, segment: 0 }, 'age', '121')],
    ['an age of four digits', (state) => setPersonaField(state, { userType: 0, segment: 0 }, 'age', '0034')],
    ['an age in other digits', (state) => setPersonaField(state, { userType: 0, segment: 0 }, 'age', '٣٤')],
    ['a negative index', (state) => setGoal(state, { userType: 0, segment: 0, goal: -1 }, 'Pay')],
    ['a goal past the last', (state) => removeGoal(state, { userType: 0, segment: 0, goal: 2 })],
    ['an empty goal', (state) => addGoal(state, { userType: 0, segment: 0 }, '   ')],
  ])('answers the state itself for %s', (_name, edit) => {
    expect(edit(STATE)).toBe(STATE);
  });

  it.each([null, 'plan', [], 42])('answers a state that is no plan (%j) as it is', (state) => {
    expect(setDescription(state, 'Shop')).toBe(state);
    expect(removeUserType(state, { userType: 0 })).toBe(state);
    expect(addGoal(state, { userType: 0, segment: 0 }, 'Pay')).toBe(state);
  });

  it('adds no goal to a segment holding as many as PLAN_LIMITS allow', () => {
    const full = { user_types: [{ segments: [{ goals: Array.from({ length: 50 }, (_, n) => v(`Goal ${n}`)) }] }] };
    expect(addGoal(full, { userType: 0, segment: 0 }, 'One more')).toBe(full);
  });

  it('drops, with a removal, the items of that list past PLAN_LIMITS, which the plan never showed', () => {
    const goals = Array.from({ length: 53 }, (_, n) => v(`Goal ${n}`));
    const state = { user_types: [{ segments: [{ goals }] }] };
    expect(removeGoal(state, { userType: 0, segment: 0, goal: 0 })).toEqual({
      user_types: [{ segments: [{ goals: goals.slice(1, 50) }] }],
    });
  });
});

describe('valueProblem', () => {
  const age: ValueTarget = { kind: 'persona', at: { userType: 0, segment: 0 }, field: 'age' };
  const name: ValueTarget = { kind: 'userType', at: { userType: 0 } };
  it.each<[ValueTarget, string, ReturnType<typeof valueProblem>]>([
    [name, 'Renters', null],
    [name, '  ', 'empty'],
    [{ kind: 'newGoal', at: { userType: 0, segment: 0 } }, '\u0007', 'empty'],
    [{ kind: 'description' }, 'A shop', null],
    [age, '34', null],
    [age, '120', null],
    [age, '', 'empty'],
    [age, 'thirty', 'age'],
    [age, '34.5', 'age'],
    [age, '121', 'age'],
  ])('%j with %j: %s', (target, input, problem) => {
    expect(valueProblem(target, input)).toBe(problem);
  });
});

describe('editValue and removeItem', () => {
  const at = { userType: 0, segment: 0 };
  it.each<[ValueTarget, unknown]>([
    [{ kind: 'description' }, setDescription(STATE, 'Shop')],
    [{ kind: 'userType', at }, renameUserType(STATE, at, 'Shop')],
    [{ kind: 'segment', at }, renameSegment(STATE, at, 'Shop')],
    [{ kind: 'persona', at, field: 'device' }, setPersonaField(STATE, at, 'device', 'Shop')],
    [{ kind: 'goal', at: { ...at, goal: 0 } }, setGoal(STATE, { ...at, goal: 0 }, 'Shop')],
    [{ kind: 'newGoal', at }, addGoal(STATE, at, 'Shop')],
  ])('editValue(%j) is that edit', (target, expected) => {
    expect(editValue(STATE, target, 'Shop')).toEqual(expected);
  });

  it.each<[ItemTarget, unknown]>([
    [{ kind: 'userType', at }, removeUserType(STATE, at)],
    [{ kind: 'segment', at }, removeSegment(STATE, at)],
    [{ kind: 'goal', at: { ...at, goal: 1 } }, removeGoal(STATE, { ...at, goal: 1 })],
  ])('removeItem(%j) is that removal', (target, expected) => {
    expect(removeItem(STATE, target)).toEqual(expected);
  });
});
