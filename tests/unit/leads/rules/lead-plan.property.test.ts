// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAD_FIELD_LIMITS } from '../../../../src/leads/rules/fields';
import { leadPlanJson, readLeadPlan } from '../../../../src/leads/rules/lead-plan';
import {
  PERSONA_FIELDS,
  PLAN_LIMITS,
  type PlanState,
  parsePlanState,
  type Valued,
} from '../../../../src/lib/plan/plan';
import { planLike, planState } from '../../../support/plan-arbitraries';
import { anyCodePoint, checkProperty } from '../../../support/properties';
import { anyText } from '../../../support/stored-text';

/** One UTF-16 code unit, lone surrogate halves included: a plan from storage may hold them. */
const utf16Unit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Text of any length up to a few thousand units, characters that JSON escapes among them. */
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('"', '\\', '\n', '\u0000', '😀', '\ud800', 'é', 'a'), maxLength: 200 }),
  fc.string({ unit: anyCodePoint, maxLength: 3000 }),
  fc.string({ unit: utf16Unit, minLength: 1000, maxLength: 20_000 }),
);
const valued: fc.Arbitrary<Valued> = text.map((value) => ({ value }));

/** Plans up to the reader's limits, many far past 16 KiB. */
const bigPlan: fc.Arbitrary<PlanState> = fc.record(
  {
    app_description: valued,
    user_types: fc.array(
      fc.record(
        {
          type: valued,
          description: valued,
          segments: fc.array(
            fc.record(
              {
                segment: valued,
                persona: fc.dictionary(fc.constantFrom(...PERSONA_FIELDS), valued, { maxKeys: 3 }),
                goals: fc.array(valued, { maxLength: PLAN_LIMITS.goalsPerSegment }),
              },
              { requiredKeys: ['goals'] },
            ),
            { maxLength: 6 },
          ),
        },
        { requiredKeys: ['segments'] },
      ),
      { maxLength: 6 },
    ),
  },
  { requiredKeys: ['user_types'] },
);

const names = (plan: PlanState | null) => (plan?.user_types ?? []).map((type) => type.type?.value);

describe('leadPlanJson over any plan', () => {
  for (const [name, plans, limits, numRuns] of [
    ['plans of every shape', planState, fc.constant(LEAD_FIELD_LIMITS.plan), undefined],
    // Big plans are megabytes of text a case: few cases, each well inside a busy machine's 5 s.
    ['big plans with long texts', bigPlan, fc.constant(LEAD_FIELD_LIMITS.plan), 50],
    ['any plan against any limit', fc.oneof(planState, bigPlan), fc.integer({ min: 17, max: 40_000 }), 50],
  ] as const) {
    it(`${name}: valid JSON within the limit, a plan to read back, its start kept`, () => {
      checkProperty(
        fc.property(plans, limits, (plan, limit) => {
          const json = leadPlanJson(plan, limit);
          expect(json.length).toBeLessThanOrEqual(limit);
          const sent = readLeadPlan(json);
          expect(sent).not.toBeNull();
          expect(() => parsePlanState(JSON.parse(json))).not.toThrow();
          const whole = JSON.stringify(plan);
          if (whole.length <= limit) expect(json).toBe(whole);
          // What goes is taken from the end: the user types that stay are the plan's first ones.
          const kept = names(JSON.parse(json) as PlanState);
          expect(kept).toEqual(names(plan).slice(0, kept.length));
        }),
        numRuns === undefined ? {} : { numRuns },
      );
    });
  }
});

describe('readLeadPlan over any text', () => {
  it('never throws, and reads a plan or null', () => {
    checkProperty(
      fc.property(
        fc.oneof(
          anyText,
          planLike.map((plan) => JSON.stringify(plan) ?? ''),
        ),
        (json) => {
          const plan = readLeadPlan(json);
          if (plan !== null) expect(Array.isArray(plan.user_types)).toBe(true);
        },
      ),
    );
  });

  it('reads the JSON of anything as the page reads that thing', () => {
    checkProperty(
      fc.property(planLike, (data) => {
        const json = JSON.stringify(data);
        if (json === undefined) return;
        expect(readLeadPlan(json)).toEqual(parsePlanState(JSON.parse(json)));
      }),
    );
  });
});
