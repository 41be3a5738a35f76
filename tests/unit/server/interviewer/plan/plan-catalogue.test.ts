// @vitest-environment node
/** The stock values a suggested plan falls back on fit any app of their kind, and their fields' shapes. */
import { describe, expect, it } from 'vitest';
import { fitsShape } from '../../../../../server/interviewer/language/field-shapes';
import {
  PLAN_CATALOGUE,
  RETURNING_GOALS,
  STARTER_GOALS,
  STARTER_SEGMENT,
  type SuggestedAppKind,
} from '../../../../../server/interviewer/plan/plan-catalogue';
import { NEVER, SIGNATURES } from './grounded-plans';

const kinds = Object.keys(PLAN_CATALOGUE) as SuggestedAppKind[];

describe.each(kinds)('the %s entry', (kind) => {
  const entry = PLAN_CATALOGUE[kind];
  const values = entry.userTypes.flatMap((type) => [type.type, type.segment, ...type.goals]);

  it('has two user types, each with a segment and goals that fit their shapes', () => {
    expect(entry.userTypes).toHaveLength(2);
    for (const type of entry.userTypes) {
      expect(fitsShape('user_type', type.type), type.type).toBe(true);
      expect(fitsShape('segment', type.segment), type.segment).toBe(true);
      expect(type.goals.length).toBeGreaterThanOrEqual(2);
      for (const goal of type.goals) expect(fitsShape('goal', goal), goal).toBe(true);
    }
  });

  it('holds nothing of one business, and no signature of another kind', () => {
    const text = values.join('\n').toLowerCase();
    for (const word of NEVER) expect(text).not.toContain(word);
    for (const other of kinds.filter((candidate) => candidate !== kind)) {
      for (const phrase of SIGNATURES[other]) expect(text, `${other}: ${phrase}`).not.toContain(phrase);
    }
  });
});

it('has a starter segment and goals that fit any app', () => {
  expect(fitsShape('segment', STARTER_SEGMENT)).toBe(true);
  for (const goal of [...STARTER_GOALS, ...RETURNING_GOALS]) expect(fitsShape('goal', goal), goal).toBe(true);
});
