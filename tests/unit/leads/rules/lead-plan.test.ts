// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LEAD_FIELD_LIMITS } from '../../../../src/leads/rules/fields';
import { leadPlanJson, readLeadPlan } from '../../../../src/leads/rules/lead-plan';
import type { PlanState, Segment, UserType } from '../../../../src/lib/plan/plan';
import { MARIA, TRADE_BUYERS, v } from '../../../support/plans';

const goals = (...names: string[]) => names.map(v);
const segment = (name: string, ...goalNames: string[]): Segment => ({ segment: v(name), goals: goals(...goalNames) });
const type = (name: string, ...segments: Segment[]): UserType => ({ type: v(name), segments });

/** Two user types, three segments, five goals: what each step of dropping leaves is easy to see. */
const PLAN: PlanState = {
  app_description: v('A mulch shop'),
  user_types: [
    type('Trade', segment('Landscapers', 'Order bark', 'Pay by invoice'), segment('Builders', 'Find sand')),
    type('Home', segment('Gardeners', 'Find seeds', 'Track order')),
  ],
};

/** The length of a plan's JSON, in UTF-16 units as the field's limit counts. */
const size = (plan: PlanState) => JSON.stringify(plan).length;

describe('leadPlanJson: the plan within the field’s limit', () => {
  it('sends a plan that fits as it is', () => {
    expect(leadPlanJson(PLAN)).toBe(JSON.stringify(PLAN));
    expect(leadPlanJson({ user_types: [TRADE_BUYERS] })).toBe(JSON.stringify({ user_types: [TRADE_BUYERS] }));
    expect(LEAD_FIELD_LIMITS.plan).toBe(16 * 1024);
  });

  const withoutGoals = (kept: number): PlanState => {
    let left = kept;
    return {
      ...PLAN,
      user_types: PLAN.user_types.map((t) => ({
        ...t,
        segments: t.segments.map((s) => {
          const g = s.goals.slice(0, Math.max(0, left));
          left -= g.length;
          return { ...s, goals: g };
        }),
      })),
    };
  };
  const noGoals = withoutGoals(0);
  const firstSegments = (kept: number): PlanState => {
    let left = kept;
    return {
      ...noGoals,
      user_types: noGoals.user_types.map((t) => {
        const segments = t.segments.slice(0, Math.max(0, left));
        left -= segments.length;
        return { ...t, segments };
      }),
    };
  };
  const noSegments = firstSegments(0);

  it.each([
    ['one goal too many: the last goal goes', size(withoutGoals(4)), withoutGoals(4)],
    ['room for two goals: the first two stay, in the plan’s order', size(withoutGoals(2)), withoutGoals(2)],
    ['just short of the first goal: no goal stays', size(withoutGoals(1)) - 1, noGoals],
    ['no room for every segment: the last ones go, goals first', size(firstSegments(2)), firstSegments(2)],
    ['room for one segment', size(firstSegments(1)), firstSegments(1)],
    ['no room for a segment: the user types stay', size(noSegments), noSegments],
    [
      'room for one user type',
      size({ ...noSegments, user_types: noSegments.user_types.slice(0, 1) }),
      { ...noSegments, user_types: noSegments.user_types.slice(0, 1) },
    ],
    ['no room for a user type: the description alone', size({ ...PLAN, user_types: [] }), { ...PLAN, user_types: [] }],
    [
      'not even for the description: it is cut',
      size({ app_description: v('A mulch'), user_types: [] }),
      { app_description: v('A mulch'), user_types: [] },
    ],
    ['no room for anything: an empty plan', size({ user_types: [] }), { user_types: [] }],
  ] as [string, number, PlanState][])('%s (limit %d)', (_, limit, expected) => {
    const json = leadPlanJson(PLAN, limit);
    expect(json.length).toBeLessThanOrEqual(limit);
    expect(JSON.parse(json)).toEqual(expected);
  });

  it('drops what was read on the app’s page with the last user type', () => {
    const read: PlanState = {
      ...PLAN,
      app_page: { title: 'Mulch & more', groups: ['Trade'], goals: ['Order'] },
    };
    expect(JSON.parse(leadPlanJson(read, size({ ...PLAN, user_types: [] })))).toEqual({ ...PLAN, user_types: [] });
    expect(JSON.parse(leadPlanJson(read, size({ ...read, user_types: [] })))).toEqual({ ...read, user_types: [] });
  });

  it('never cuts a description through a character', () => {
    const plan: PlanState = { app_description: v('ab😀c'), user_types: [] };
    const limit = size({ app_description: v('ab😀'), user_types: [] }) - 1;
    expect(JSON.parse(leadPlanJson(plan, limit))).toEqual({ app_description: v('ab'), user_types: [] });
  });

  it('keeps a huge plan within 16 KiB, goals going first, from the end', () => {
    const huge: PlanState = {
      user_types: Array.from({ length: 10 }, (_, t) =>
        type(
          `Type ${t}`,
          ...Array.from({ length: 2 }, (_, s) => ({
            segment: v(`Segment ${s}`),
            persona: MARIA,
            goals: Array.from({ length: 50 }, (_, g) => v(`Goal ${g} of a long plan`)),
          })),
        ),
      ),
    };
    const json = leadPlanJson(huge);
    expect(json.length).toBeLessThanOrEqual(LEAD_FIELD_LIMITS.plan);
    expect(json.length).toBeGreaterThan(LEAD_FIELD_LIMITS.plan - 40);
    const sent = readLeadPlan(json);
    // Every user type and segment is still there, with its persona; the first keep their goals.
    expect(sent?.user_types.map((t) => t.segments.length)).toEqual(Array(10).fill(2));
    expect(sent?.user_types.every((t) => t.segments.every((s) => s.persona !== undefined))).toBe(true);
    expect(sent?.user_types[0]?.segments[0]?.goals).toHaveLength(50);
    expect(sent?.user_types[9]?.segments[1]?.goals).toEqual([]);
  });
});

describe('readLeadPlan: a lead’s plan as the console shows it', () => {
  it.each([
    ['the JSON of a plan', JSON.stringify(PLAN), PLAN],
    [
      'an older shape (segment for segments)',
      '{"user_types":[{"segment":[{"goals":[{"value":"Pay"}]}]}]}',
      { user_types: [{ segments: [{ goals: [v('Pay')] }] }] },
    ],
    ['an object without user types', '{}', { user_types: [] }],
    [
      'values read defensively',
      '{"app_description":{"value":"  Shop "},"user_types":[7,{"segments":"x"}]}',
      { app_description: v('Shop'), user_types: [{ segments: [] }] },
    ],
    ['no plan', '', null],
    ['not JSON', '{"user_types":', null],
    ['a list', '[]', null],
    ['text', '"a plan"', null],
    ['null', 'null', null],
    ['a number', '42', null],
  ] as [string, string, PlanState | null][])('%s', (_, json, plan) => {
    expect(readLeadPlan(json)).toEqual(plan);
  });
});
