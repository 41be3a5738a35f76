// @vitest-environment node
import { expect, it } from 'vitest';
import { closingLosesWork } from '../../../../src/lib/plan/closing';
import type { ChatMessage } from '../../../../src/lib/plan/conversation';
import type { PlanState } from '../../../../src/lib/plan/plan';
import { v } from '../../../support/plans';

const greeting: ChatMessage = { role: 'assistant', content: 'Hi! What does your app do?' };
const answer: ChatMessage = { role: 'user', content: 'It sells mulch' };
const described: PlanState = { app_description: v('A mulch shop'), user_types: [] };
const typed: PlanState = { user_types: [{ type: v('Gardeners'), segments: [] }] };

it.each<[string, ChatMessage[], PlanState | null, boolean]>([
  ['nothing at all', [], null, false],
  ["only Testable's words", [greeting], null, false],
  ['an empty plan', [greeting], { user_types: [] }, false],
  ['an answer of the visitor', [greeting, answer], null, true],
  ['a description in the plan', [greeting], described, true],
  ['a user type in the plan', [], typed, true],
])('closing with %s loses work: %s', (_, conversation, plan, loses) => {
  expect(closingLosesWork(conversation, plan)).toBe(loses);
});
