// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testExecutionCopySchema } from '../../../../src/lib/content/schemas/app';
import {
  describePersona,
  isPlanComplete,
  isPlanEmpty,
  type Persona,
  parsePlanState,
  personaLineParts,
  toScenarios,
} from '../../../../src/lib/plan/plan';
import { MARIA, v } from '../../../support/plans';
import { readEntryData } from '../../content/read-entry';

const maria: Persona = MARIA;
// The real words, so the formats the specification fixes (docs/content.md "Change the words") are checked
// against the content.
const { scenario: words } = testExecutionCopySchema.parse(readEntryData('src/content/app/test-execution.yaml'));

describe('parsePlanState', () => {
  it.each([
    ['null', null, null],
    ['a string', 'plan', null],
    ['an array', [], null],
    ['an empty object', {}, { user_types: [] }],
    ['a blank description', { app_description: { value: '  ' } }, { user_types: [] }],
    [
      'a description',
      { app_description: { value: ' Mulch shop ' } },
      { app_description: v('Mulch shop'), user_types: [] },
    ],
    ['user_types that is not a list', { user_types: 'x' }, { user_types: [] }],
    [
      "a user type's description, trimmed; a blank one dropped",
      {
        user_types: [
          { type: v('Landscapers'), description: v(' who run crews '), segments: [] },
          { description: v(' ') },
        ],
      },
      { user_types: [{ type: v('Landscapers'), description: v('who run crews'), segments: [] }, { segments: [] }] },
    ],
    [
      'the "segment" spelling of the list',
      { user_types: [{ type: v('Buyers'), segment: [{ segment: v('Pros'), goals: [v('Buy')] }] }] },
      { user_types: [{ type: v('Buyers'), segments: [{ segment: v('Pros'), goals: [v('Buy')] }] }] },
    ],
    [
      'numbers as values, blank goals and junk items',
      {
        user_types: [
          null,
          {
            segments: [
              7,
              { persona: { age: { value: 34 }, name: { value: '' } }, goals: [v(''), { value: null }, v('Pay')] },
            ],
          },
        ],
      },
      { user_types: [{ segments: [{ persona: { age: v('34') }, goals: [v('Pay')] }] }] },
    ],
    [
      'an empty persona',
      { user_types: [{ segments: [{ persona: { name: { value: ' ' } }, goals: [] }] }] },
      { user_types: [{ segments: [{ goals: [] }] }] },
    ],
    [
      'HTML kept as plain text',
      { app_description: v('<img src=x onerror=alert(1)>') },
      { app_description: v('<img src=x onerror=alert(1)>'), user_types: [] },
    ],
  ])('%s', (_, input, expected) => {
    expect(parsePlanState(input)).toEqual(expected);
  });
});

describe('isPlanComplete: a user type with a segment that has a persona and a goal', () => {
  const plan = (segments: unknown[]) => parsePlanState({ user_types: [{ type: v('T'), segments }] });
  it.each([
    ['no plan', null, false],
    ['no user types', parsePlanState({}), false],
    ['a segment without persona', plan([{ goals: [v('Pay')] }]), false],
    ['a segment without goals', plan([{ persona: maria, goals: [] }]), false],
    ['only blank goals', plan([{ persona: maria, goals: [v(' ')] }]), false],
    ['persona and goal in different segments', plan([{ persona: maria, goals: [] }, { goals: [v('Pay')] }]), false],
    ['persona and goal in one segment', plan([{ persona: maria, goals: [v('Pay')] }]), true],
    ['a persona with only a name', plan([{ persona: { name: v('Bo') }, goals: [v('Pay')] }]), true],
  ])('%s → %s', (_, input, complete) => {
    expect(isPlanComplete(input)).toBe(complete);
  });
});

describe('isPlanEmpty', () => {
  it.each([
    [null, true],
    [parsePlanState({}), true],
    [parsePlanState({ app_description: v('x') }), false],
    [parsePlanState({ user_types: [{ segments: [] }] }), false],
  ])('%j → %s', (plan, empty) => {
    expect(isPlanEmpty(plan)).toBe(empty);
  });
});

describe('describePersona', () => {
  it.each([
    ['no persona', undefined, 'Unknown User'],
    ['every field', maria, 'Maria (iPhone 15) - 34 years old, Landscaper, Impatient'],
    ['no name, no device', { age: v('61') }, 'User (Device) - 61 years old'],
    ['name and device only', { name: v('Bo'), device: v('Pixel 8') }, 'Bo (Pixel 8)'],
    ['gender is not part of it', { name: v('Bo'), gender: v('Male') }, 'Bo (Device)'],
    [
      'occupation and mood without age',
      { occupation_background: v('Nurse'), state_of_mind: v('Tired') },
      'User (Device) - Nurse, Tired',
    ],
  ])('%s → %s', (_, persona, text) => {
    expect(describePersona(persona, words)).toBe(text);
  });
});

describe('personaLineParts: who, then what else is known', () => {
  it.each([
    ['no persona', undefined, { head: 'Unknown User', details: '' }],
    ['every field', maria, { head: 'Maria (iPhone 15)', details: '34 years old, Landscaper, Impatient' }],
    ['name and device only', { name: v('Bo'), device: v('Pixel 8') }, { head: 'Bo (Pixel 8)', details: '' }],
    ['a state of mind alone', { state_of_mind: v('Tired') }, { head: 'User (Device)', details: 'Tired' }],
  ])('%s', (_, persona, parts) => {
    expect(personaLineParts(persona, words)).toEqual(parts);
  });
});

describe('toScenarios: one per non-blank goal', () => {
  it('derives goal, segment and persona, with the fallbacks', () => {
    const plan = parsePlanState({
      user_types: [
        {
          type: v('Buyers'),
          segments: [
            { segment: v('Landscapers'), persona: maria, goals: [v('Price 40 bags'), v(' '), v('Check out')] },
          ],
        },
        { segments: [{ goals: [v('Browse')] }] },
        { type: v('Empty'), segments: [] },
      ],
    });
    expect(toScenarios(plan, words)).toEqual([
      {
        goal: 'Price 40 bags',
        segment: 'Landscapers',
        persona: 'Maria (iPhone 15) - 34 years old, Landscaper, Impatient',
      },
      { goal: 'Check out', segment: 'Landscapers', persona: 'Maria (iPhone 15) - 34 years old, Landscaper, Impatient' },
      { goal: 'Browse', segment: 'Unknown Segment', persona: 'Unknown User' },
    ]);
  });

  it.each([[null], [parsePlanState({})]])('none for %j', (plan) => {
    expect(toScenarios(plan, words)).toEqual([]);
  });
});
