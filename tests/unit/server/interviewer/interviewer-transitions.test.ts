// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPlanComplete, type PlanState } from '../../../../src/lib/plan/plan';
import { GREETING, persona, turn } from './interview-turns';

describe('single transitions (state + answer → next question + state)', () => {
  const described: PlanState = { app_description: { value: 'A shop' }, user_types: [] };
  const withPersona = (fields: Partial<typeof persona>): PlanState => ({
    app_description: { value: 'A shop' },
    user_types: [{ type: { value: 'Buyers' }, segments: [{ segment: { value: 'New' }, persona: fields, goals: [] }] }],
  });

  it.each([
    ['no state at all', null, 'A shop', /who uses your app/i, (s: PlanState) => s.app_description?.value === 'A shop'],
    [
      'an empty state',
      { user_types: [] },
      '  A   shop \n for tools ',
      /who uses your app/i,
      (s: PlanState) => s.app_description?.value === 'A shop for tools',
    ],
    [
      'a blank answer',
      { user_types: [] },
      '   ',
      /did not catch that.*what does your app do/i,
      (s: PlanState) => s.app_description?.value === '',
    ],
    [
      'a description',
      described,
      'Buyers',
      /which group of buyers/i,
      (s: PlanState) => s.user_types[0]?.type?.value === 'Buyers',
    ],
    [
      'a user type without a name',
      { ...described, user_types: [{ segments: [] }] },
      'Sellers',
      /which group of sellers/i,
      (s: PlanState) => s.user_types[0]?.type?.value === 'Sellers',
    ],
    [
      'a segment without a name',
      { ...described, user_types: [{ type: { value: 'Buyers' }, segments: [{ goals: [] }] }] },
      'Students',
      /persona for "students"/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.segment?.value === 'Students',
    ],
    [
      'age "34"',
      withPersona({ name: persona.name }),
      '34',
      /gender/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.age?.value === '34',
    ],
    [
      'age "34 years"',
      withPersona({ name: persona.name }),
      '34 years',
      /gender/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.age?.value === '34',
    ],
    [
      'age "about 34."',
      withPersona({ name: persona.name }),
      'about 34.',
      /gender/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.age?.value === '34',
    ],
    [
      // A persona has one age: a range is offered back as its middle, and nothing is stored yet.
      'age "25-34"',
      withPersona({ name: persona.name }),
      '25-34',
      /did you mean “30”/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.age === undefined,
    ],
    [
      'age "0"',
      withPersona({ name: persona.name }),
      '0',
      /as a number.*how old/i,
      (s: PlanState) => !s.user_types[0]?.segments[0]?.persona?.age,
    ],
    [
      'age "200"',
      withPersona({ name: persona.name }),
      '200',
      /as a number/i,
      (s: PlanState) => !s.user_types[0]?.segments[0]?.persona?.age,
    ],
    [
      'a missing middle persona field',
      withPersona({ ...persona, gender: { value: '' } }),
      'Female',
      /want to get done/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.gender?.value === 'Female',
    ],
    [
      '"done" before any goal',
      withPersona(persona),
      'done',
      /at least one goal/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.goals.length === 0,
    ],
    [
      'a first goal',
      withPersona(persona),
      'Buy a gift',
      /now complete.*start test/i,
      (s: PlanState) => isPlanComplete(s),
    ],
  ])('%s', (_label, state, answer, question, check) => {
    const result = turn([GREETING], state as PlanState | null, answer);
    expect(result.response).toMatch(question);
    expect(check(result.state)).toBe(true);
  });

  it('does not change the state it was given', () => {
    const state = withPersona({ name: persona.name });
    const before = structuredClone(state);
    turn([GREETING], state, '40');
    expect(state).toEqual(before);
  });

  it('always answers with a description value, empty when unknown', () => {
    expect(turn([GREETING], null, '').state).toEqual({ app_description: { value: '' }, user_types: [] });
  });

  it('repeats the offer when the answer to it is unclear', () => {
    const complete: PlanState = { ...withPersona(persona) };
    const segment = complete.user_types[0]?.segments[0];
    if (segment) segment.goals.push({ value: 'Buy' });
    expect(turn([GREETING], complete, 'yes please').response).toMatch(/say 'user type', 'segment' or 'done'/i);
    expect(turn([GREETING], complete, 'yes please').state).toEqual({ ...complete });
  });
});
