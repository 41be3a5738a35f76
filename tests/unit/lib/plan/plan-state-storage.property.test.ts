// @vitest-environment node
/** The stored plan state's reader and writer (src/lib/plan/plan.ts), as the plan store uses them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePlanState, parseStoredPlanState, serializePlanState } from '../../../../src/lib/plan/plan';
import { checkProperty } from '../../../support/properties';
import { HUGE_TEXTS, storedText } from '../../../support/stored-text';

const valued = fc.record({ value: fc.oneof(fc.string(), fc.integer()) }, { requiredKeys: [] });
/** Something like the host's plan state (spec section 3), with parts missing or of the wrong type. */
const planLike = fc.record(
  {
    app_description: fc.oneof(valued, fc.jsonValue()),
    user_types: fc.oneof(
      fc.array(
        fc.record(
          {
            type: valued,
            segments: fc.array(
              fc.record(
                { segment: valued, persona: fc.dictionary(fc.string(), valued), goals: fc.array(valued) },
                { requiredKeys: [] },
              ),
              { maxLength: 3 },
            ),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);
/** A state as the host sends it: parsed from JSON (so, for one, never -0). */
const state = fc.oneof(planLike, fc.jsonValue()).map((value): unknown => JSON.parse(JSON.stringify(value)));
const stored = storedText(
  state.map((value) => JSON.stringify(value)),
  // JSON that no JSON.stringify writes: -0, exponents, escapes, spaces.
  fc.constantFrom('-0', '[-0]', '{"a":-0}', '1e400', '0.1e1', '"\\ud800"', ' { "user_types" : [ ] } ', '{"a":1,"a":2}'),
);

/** What the plan store keeps after a read: a removed key reads as the store's initial null. */
const readBack = (written: string | undefined) => (written === undefined ? null : parseStoredPlanState(written));

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('parseStoredPlanState over any stored string', () => {
  it('never throws; invalid JSON reads as null, valid JSON as what it says', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const read = parseStoredPlanState(text);
        if (isJson(text)) expect(read).toEqual(JSON.parse(text));
        else expect(read).toBeNull();
      }),
    );
  });

  it('reads back every state the store writes', () => {
    checkProperty(
      fc.property(state, (value) => {
        expect(readBack(serializePlanState(value))).toEqual(value);
      }),
    );
  });

  it('is stable: what it reads, written back, reads as the same JSON', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const written = serializePlanState(parseStoredPlanState(text));
        // The same JSON, not always the same value: a stored -0 comes back as 0, as any JSON trip does.
        expect(serializePlanState(readBack(written))).toBe(written);
      }),
    );
  });

  it('what the pages make of it (parsePlanState) never throws either', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const plan = parsePlanState(parseStoredPlanState(text));
        if (plan !== null) expect(Array.isArray(plan.user_types)).toBe(true);
      }),
    );
  });

  it.each(HUGE_TEXTS)('reads %s without throwing', (_, text) => {
    expect(() => parsePlanState(parseStoredPlanState(text))).not.toThrow();
  });
});
