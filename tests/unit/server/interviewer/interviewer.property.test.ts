// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interview } from '../../../../server/interviewer/interviewer';
import { MAX_DESCRIPTION_LENGTH, MAX_VALUE_LENGTH } from '../../../../server/interviewer/words/answers';
import { findAppUrl, MAX_APP_URL_LENGTH } from '../../../../server/interviewer/words/app-url';
import type { ChatMessage } from '../../../../src/lib/plan/conversation';
import { PERSONA_FIELDS, PLAN_LIMITS, type PlanState, parsePlanState } from '../../../../src/lib/plan/plan';
import {
  BODY_BYTES,
  chatText,
  conversation,
  hugeText,
  message,
  planLike,
  planState,
} from '../../../support/plan-arbitraries';
import { checkProperty } from '../../../support/properties';
import { repeatedSlice } from './interview-turns';

// A whole 64 KiB body per case: fewer cases, the same properties.
const HUGE_RUNS = 100;
// Longest reply: a sentence or two around at most three echoed values, or the app address.
const MAX_RESPONSE_LENGTH = MAX_APP_URL_LENGTH + 2048;

const codePoints = (text: string) => Array.from(text).length;

/**
 * The plan as the browser reads it back. The interviewer's answers carry two placeholders the
 * reader leaves out (an empty description, the empty persona of a segment just named); nothing
 * else may differ.
 */
function withoutPlaceholders(plan: PlanState): PlanState {
  const { app_description: description, ...rest } = plan;
  return {
    ...(description?.value ? { app_description: description } : {}),
    ...rest,
    user_types: rest.user_types.map((userType) => ({
      ...userType,
      segments: userType.segments.map(({ persona, ...segment }) => ({
        ...segment,
        ...(persona && Object.keys(persona).length > 0 ? { persona } : {}),
      })),
    })),
  };
}

function checkTurn(conversationSoFar: ChatMessage[], state: PlanState | null) {
  const turn = interview(conversationSoFar, state);
  expect(turn.response).not.toBe('');
  expect(turn.response.length).toBeLessThanOrEqual(MAX_RESPONSE_LENGTH);
  // A reply names what was said by a short name at most, never by pasting the answer (the app
  // address it may name comes from the greeting, not from the answer).
  const answer = conversationSoFar.at(-1);
  if (answer?.role === 'user') {
    const reply = turn.response.replace(findAppUrl(conversationSoFar) ?? '', '');
    expect(repeatedSlice(reply, answer.content)).toBeNull();
  }
  const plan = turn.state;
  expect(codePoints(plan.app_description?.value ?? '')).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
  expect(plan.user_types.length).toBeLessThanOrEqual(PLAN_LIMITS.userTypes);
  const tooLong: string[] = [];
  for (const userType of plan.user_types) {
    expect(userType.segments.length).toBeLessThanOrEqual(PLAN_LIMITS.segmentsPerUserType);
    for (const segment of userType.segments) {
      expect(segment.goals.length).toBeLessThanOrEqual(PLAN_LIMITS.goalsPerSegment);
      const values = [
        userType.type,
        segment.segment,
        ...PERSONA_FIELDS.map((field) => segment.persona?.[field]),
        ...segment.goals,
      ];
      for (const valued of values)
        if (valued && codePoints(valued.value) > MAX_VALUE_LENGTH) tooLong.push(valued.value);
    }
  }
  expect(tooLong).toEqual([]);
  // What the browser stores and sends back reads as the same plan.
  expect(parsePlanState(JSON.parse(JSON.stringify(plan)))).toEqual(withoutPlaceholders(plan));
}

/** A conversation ending with the visitor's new message, as /api/chatasync takes it. */
const withNewMessage = (content: fc.Arbitrary<string>) =>
  fc
    .tuple(conversation, content)
    .map(([history, answer]): ChatMessage[] => [...history, { role: 'user', content: answer }]);

/** Plan states as the HTTP route hands them over: whatever the body held, read by parsePlanState. */
const parsedState = planLike.map((input) => parsePlanState(input));

describe('interview over any conversation and plan', () => {
  it('never throws; answers within PLAN_LIMITS with a plan that reads back as itself', { timeout: 120_000 }, () => {
    checkProperty(fc.property(fc.oneof(conversation, withNewMessage(chatText)), fc.option(planState), checkTurn));
  });

  it('the same for plans read from any body', { timeout: 120_000 }, () => {
    checkProperty(fc.property(withNewMessage(chatText), parsedState, checkTurn));
  });

  it('the same when a message or a plan value fills a whole 64 KiB body', { timeout: 120_000 }, () => {
    const hugeConversation = fc
      .tuple(fc.array(message(chatText), { maxLength: 3 }), message(hugeText), hugeText)
      .map(([history, huge, answer]): ChatMessage[] => [...history, huge, { role: 'user', content: answer }]);
    const hugeState = fc.tuple(planState, hugeText).map(([plan, text]): PlanState => {
      const target = plan.user_types[0]?.segments[0];
      if (target) target.goals.push({ value: text });
      return { ...plan, app_description: { value: text } };
    });
    checkProperty(fc.property(hugeConversation, fc.option(planState), checkTurn), { numRuns: HUGE_RUNS });
    checkProperty(fc.property(withNewMessage(chatText), hugeState, checkTurn), { numRuns: HUGE_RUNS });
  });

  it('keeps a plan within PLAN_LIMITS over a whole random interview', { timeout: 120_000 }, () => {
    const answers = fc.array(
      fc.oneof(chatText, fc.constantFrom('done', 'user type', 'segment', '34', 'Maria', 'suggest a plan for me')),
      { maxLength: 30 },
    );
    checkProperty(
      fc.property(fc.option(planState), answers, (start, said) => {
        let history: ChatMessage[] = [
          { role: 'assistant', content: 'Hi! I had a look at https://example.com/ ... what does your app do?' },
        ];
        let state = start;
        for (const answer of said) {
          history = [...history, { role: 'user', content: answer }];
          checkTurn(history, state);
          const turn = interview(history, state);
          history = [...history, { role: 'assistant', content: turn.response }];
          state = parsePlanState(JSON.parse(JSON.stringify(turn.state)));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('findAppUrl over any conversation', () => {
  const URL_STOP = /[\s"'<>()]/;

  function checkFound(messages: ChatMessage[]) {
    const found = findAppUrl(messages);
    if (found === null) return;
    expect(found).toMatch(/^https?:\/\//);
    expect(found).not.toMatch(URL_STOP);
    expect(found).not.toMatch(/[.,;:!?]$/);
    expect(found.length).toBeLessThanOrEqual(MAX_APP_URL_LENGTH);
    expect(messages.some((item) => item.role === 'assistant' && item.content.includes(found))).toBe(true);
  }

  it('finds a clean address from an assistant message, or none', { timeout: 120_000 }, () => {
    const withAddress = fc
      .tuple(
        chatText,
        fc.constantFrom('http://', 'https://'),
        fc.webUrl().map((url) => url.replace(/^https?:\/\//, '')),
        fc.constantFrom('', '.', '!?', ').', ' and'),
        chatText,
      )
      .map(([before, scheme, rest, after, tail]) => `${before} ${scheme}${rest}${after} ${tail}`);
    checkProperty(fc.property(fc.array(message(fc.oneof(chatText, withAddress)), { maxLength: 6 }), checkFound));
    checkProperty(fc.property(fc.array(message(hugeText), { minLength: 1, maxLength: 2 }), checkFound), {
      numRuns: HUGE_RUNS,
    });
  });

  it('names the address of a greeting whatever punctuation follows it', { timeout: 120_000 }, () => {
    checkProperty(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.stringMatching(/^[.,;:!?]{0,5}$/),
        (url, punctuation) => {
          fc.pre(!URL_STOP.test(url) && !/[.,;:!?]$/.test(url) && url.length <= MAX_APP_URL_LENGTH);
          expect(
            findAppUrl([{ role: 'assistant', content: `Hi! I had a look at ${url}${punctuation} and more` }]),
          ).toBe(url);
        },
      ),
    );
  });

  it('copes with the old ReDoS payload filling a whole body', () => {
    expect(findAppUrl([{ role: 'assistant', content: `http://a${'.'.repeat(BODY_BYTES - 8)}` }])).toBe('http://a');
  });
});
