// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, parsePlanState } from '../../../../src/lib/plan/plan';
import { planLike } from '../../../support/plan-arbitraries';
import { valuesOf } from '../../../support/plans';
import { checkProperty } from '../../../support/properties';

describe('parsePlanState over any input', () => {
  it('never throws, and reads a plan within PLAN_LIMITS whose values are trimmed and non-empty', {
    timeout: 120_000,
  }, () => {
    checkProperty(
      fc.property(planLike, (input) => {
        const plan = parsePlanState(input);
        if (plan === null) return;
        expect(plan.user_types.length).toBeLessThanOrEqual(PLAN_LIMITS.userTypes);
        for (const userType of plan.user_types) {
          expect(userType.segments.length).toBeLessThanOrEqual(PLAN_LIMITS.segmentsPerUserType);
          for (const segment of userType.segments)
            expect(segment.goals.length).toBeLessThanOrEqual(PLAN_LIMITS.goalsPerSegment);
        }
        for (const value of valuesOf(plan)) {
          expect(typeof value).toBe('string');
          expect(value).not.toBe('');
          expect(value).toBe(value.trim());
        }
      }),
    );
  });

  it('is idempotent, through JSON too (what storage and the network do to it)', { timeout: 120_000 }, () => {
    checkProperty(
      fc.property(planLike, (input) => {
        const plan = parsePlanState(input);
        expect(parsePlanState(plan)).toEqual(plan);
        expect(parsePlanState(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
      }),
    );
  });

  it('answers null exactly for what is not an object', () => {
    checkProperty(
      fc.property(fc.jsonValue(), (input) => {
        const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
        expect(parsePlanState(input) === null).toBe(!isObject);
      }),
    );
  });
});
