// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testExecutionCopySchema } from '../../../../src/lib/content/schemas/app';
import { describePersona, parsePlanState, toScenarios } from '../../../../src/lib/plan/plan';
import { countScenarios, groupScenarios } from '../../../../src/lib/plan/scenario-groups';
import { planLike } from '../../../support/plan-arbitraries';
import { MARIA, v } from '../../../support/plans';
import { checkProperty } from '../../../support/properties';
import { readEntryData } from '../../content/read-entry';

const { scenario: words } = testExecutionCopySchema.parse(readEntryData('src/content/app/test-execution.yaml'));
const MARIA_LINE = 'Maria (iPhone 15) - 34 years old, Landscaper, Impatient';
const BO = { name: v('Bo'), device: v('Pixel 8') };
const plan = (...userTypes: unknown[]) => parsePlanState({ user_types: userTypes });

describe('groupScenarios: one block per persona, its goals by segment', () => {
  it.each([
    ['no plan', null, []],
    ['no user types', plan(), []],
    ['a segment without goals yields nothing', plan({ segments: [{ persona: MARIA, goals: [] }] }), []],
    [
      'one persona, one segment: the line once, in its two parts',
      plan({ segments: [{ segment: v('Landscapers'), persona: MARIA, goals: [v('Price 40 bags'), v('Check out')] }] }),
      [
        {
          persona: MARIA_LINE,
          head: 'Maria (iPhone 15)',
          details: '34 years old, Landscaper, Impatient',
          segments: [{ segment: 'Landscapers', goals: ['Price 40 bags', 'Check out'] }],
        },
      ],
    ],
    [
      'two personas, in plan order across user types; no details, no dash',
      plan(
        { segments: [{ segment: v('Pros'), persona: BO, goals: [v('Pay')] }] },
        { segments: [{ segment: v('Homes'), persona: MARIA, goals: [v('Book')] }] },
      ),
      [
        { persona: 'Bo (Pixel 8)', head: 'Bo (Pixel 8)', details: '', segments: [{ segment: 'Pros', goals: ['Pay'] }] },
        {
          persona: MARIA_LINE,
          head: 'Maria (iPhone 15)',
          details: '34 years old, Landscaper, Impatient',
          segments: [{ segment: 'Homes', goals: ['Book'] }],
        },
      ],
    ],
    [
      'the same person in two segments: one block, a checklist per segment',
      plan(
        { segments: [{ segment: v('Pros'), persona: MARIA, goals: [v('Pay')] }] },
        { segments: [{ segment: v('Bo’s'), persona: BO, goals: [v('Log in')] }] },
        { segments: [{ segment: v('Homes'), persona: MARIA, goals: [v('Book')] }] },
      ),
      [
        {
          persona: MARIA_LINE,
          head: 'Maria (iPhone 15)',
          details: '34 years old, Landscaper, Impatient',
          segments: [
            { segment: 'Pros', goals: ['Pay'] },
            { segment: 'Homes', goals: ['Book'] },
          ],
        },
        {
          persona: 'Bo (Pixel 8)',
          head: 'Bo (Pixel 8)',
          details: '',
          segments: [{ segment: 'Bo’s', goals: ['Log in'] }],
        },
      ],
    ],
    [
      'one segment name twice for one person: one checklist',
      plan(
        { segments: [{ segment: v('Pros'), persona: MARIA, goals: [v('Pay')] }] },
        { segments: [{ segment: v('Pros'), persona: MARIA, goals: [v('Book')] }] },
      ),
      [
        {
          persona: MARIA_LINE,
          head: 'Maria (iPhone 15)',
          details: '34 years old, Landscaper, Impatient',
          segments: [{ segment: 'Pros', goals: ['Pay', 'Book'] }],
        },
      ],
    ],
    [
      'the fallbacks: no persona, no segment name, blank goals left out',
      plan({ segments: [{ goals: [v(' '), v('Browse')] }, { persona: { age: v('61') }, goals: [v('Find bark')] }] }),
      [
        {
          persona: 'Unknown User',
          head: 'Unknown User',
          details: '',
          segments: [{ segment: 'Unknown Segment', goals: ['Browse'] }],
        },
        {
          persona: 'User (Device) - 61 years old',
          head: 'User (Device)',
          details: '61 years old',
          segments: [{ segment: 'Unknown Segment', goals: ['Find bark'] }],
        },
      ],
    ],
  ])('%s', (_, input, expected) => {
    expect(groupScenarios(input, words)).toEqual(expected);
  });
});

describe('the groups hold the scenarios toScenarios derives, no more, no fewer', () => {
  it('over any plan: the same count, each scenario under its persona and segment, each line once', () => {
    checkProperty(
      fc.property(planLike, (input) => {
        const parsed = parsePlanState(input);
        const scenarios = toScenarios(parsed, words);
        const groups = groupScenarios(parsed, words);
        expect(countScenarios(groups)).toBe(scenarios.length);
        const regrouped = groups.flatMap((group) =>
          group.segments.flatMap((segment) =>
            segment.goals.map((goal) => ({ goal, segment: segment.segment, persona: group.persona })),
          ),
        );
        const byKey = (list: typeof scenarios) => list.map((item) => JSON.stringify(item)).sort();
        expect(byKey(regrouped)).toEqual(byKey(scenarios));
        expect(new Set(groups.map((group) => group.persona)).size).toBe(groups.length);
      }),
    );
  });

  it('joins each line as describePersona writes it', () => {
    const groups = groupScenarios(plan({ segments: [{ persona: MARIA, goals: [v('Pay')] }] }), words);
    expect(groups[0]?.persona).toBe(describePersona(MARIA, words));
  });
});
