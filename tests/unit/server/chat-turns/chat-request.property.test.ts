// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGES, parseChatRequest } from '../../../../server/chat-turns/chat-request';
import { parsePlanState } from '../../../../src/lib/plan/plan';
import { chatText, message, planLike } from '../../../support/plan-arbitraries';
import { checkProperty } from '../../../support/properties';

/** Bodies of every JSON shape, and ones close enough to a chat request to get past the first checks. */
const body: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      conversation: fc.oneof(
        fc.array(message(chatText), { maxLength: 6 }),
        fc.array(
          fc.oneof(
            message(chatText),
            fc.jsonValue({ maxDepth: 1 }),
            fc.record({ role: fc.string(), content: fc.jsonValue({ maxDepth: 1 }) }),
          ),
          { maxLength: 4 },
        ),
        fc
          .integer({ min: MAX_MESSAGES - 1, max: MAX_MESSAGES + 1 })
          .map((length) => Array.from({ length }, () => ({ role: 'user', content: 'x' }))),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      current_state: fc.oneof(fc.constant(null), planLike),
      extra: fc.jsonValue({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  ),
);

describe('parseChatRequest over any JSON body', () => {
  it('never throws; what it accepts is within the documented bounds', { timeout: 120_000 }, () => {
    checkProperty(
      fc.property(body, (input) => {
        const parsed = parseChatRequest(input);
        if (!parsed.ok) {
          expect(parsed.error).toEqual(expect.any(String));
          return;
        }
        const { conversation, state } = parsed.request;
        expect(conversation.length).toBeGreaterThanOrEqual(1);
        expect(conversation.length).toBeLessThanOrEqual(MAX_MESSAGES);
        expect(conversation.at(-1)?.role).toBe('user');
        // Only the two fields, so nothing else the client sent is kept.
        const strays = conversation.filter(
          (item) =>
            Object.keys(item).join() !== 'role,content' ||
            !['user', 'assistant'].includes(item.role) ||
            typeof item.content !== 'string',
        );
        expect(strays).toEqual([]);
        // The state is null or a plan as parsePlanState reads it (so within PLAN_LIMITS).
        if (state !== null) expect(parsePlanState(state)).toEqual(state);
      }),
    );
  });

  it('accepts every well-formed request', { timeout: 120_000 }, () => {
    const wellFormed = fc.record({
      conversation: fc
        .tuple(fc.array(message(chatText), { maxLength: 6 }), chatText)
        .map(([history, content]) => [...history, { role: 'user' as const, content }]),
      current_state: fc.oneof(
        fc.constant(null),
        planLike.filter((plan) => parsePlanState(plan) !== null),
      ),
    });
    checkProperty(
      fc.property(wellFormed, (input) => {
        expect(parseChatRequest(input)).toMatchObject({ ok: true });
      }),
    );
  });
});
