import { expect } from 'vitest';
import { interview } from '../../../../server/interviewer/interviewer';
import type { ChatMessage } from '../../../../src/lib/plan/conversation';
import { isPlanComplete, PERSONA_FIELDS, type PlanState } from '../../../../src/lib/plan/plan';

export const GREETING: ChatMessage = {
  role: 'assistant',
  content: "Hi! I had a look at https://example.com/ and I'll help. First question: what does your app do?",
};

/** One turn: the conversation so far plus the new user message, and the state the browser holds. */
export function turn(history: ChatMessage[], state: PlanState | null, answer: string) {
  const conversation = [...history, { role: 'user' as const, content: answer }];
  const result = interview(conversation, state);
  return { ...result, conversation: [...conversation, { role: 'assistant' as const, content: result.response }] };
}

/**
 * A whole conversation: the host's greeting for `url`, then each answer in turn, then "suggest a
 * plan for me". The replies, the plan before the suggestion and the plan after it.
 */
export function converse(url: string, answers: readonly string[]) {
  let history: ChatMessage[] = [
    { role: 'assistant', content: `Hi! I had a look at ${url} and I'll help. First question: what does your app do?` },
  ];
  let state: PlanState = { app_description: { value: '' }, user_types: [] };
  let given = state;
  const replies: string[] = [];
  for (const answer of [...answers, 'suggest a plan for me']) {
    given = state;
    ({ conversation: history, state } = turn(history, state, answer));
    replies.push(history.at(-1)?.content ?? '');
  }
  return { replies, given, plan: state };
}

export const persona = {
  name: { value: 'Maria' },
  age: { value: '34' },
  gender: { value: 'Female' },
  occupation_background: { value: 'Landscaper' },
  state_of_mind: { value: 'Impatient' },
  device: { value: 'iPhone 15' },
};

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
/** Longer than anything a reply may repeat of an answer (a short name, a short goal). */
const REPEATED_SLICE = 41;

/**
 * The first stretch of `answer` longer than 40 characters that `reply` repeats (ignoring case
 * and runs of spaces), or null: a reply that has one pasted the answer into its sentence.
 */
export function repeatedSlice(reply: string, answer: string): string | null {
  const said = normalised(answer);
  const written = normalised(reply);
  for (let start = 0; start + REPEATED_SLICE <= said.length; start++) {
    const slice = said.slice(start, start + REPEATED_SLICE);
    if (written.includes(slice)) return slice;
  }
  return null;
}

/** Every value of a plan but its app description (which is the visitor's own answer, kept whole). */
export function derivedValues(plan: PlanState): string[] {
  return plan.user_types.flatMap((userType) => [
    userType.type?.value ?? '',
    userType.description?.value ?? '',
    ...userType.segments.flatMap((segment) => [
      segment.segment?.value ?? '',
      ...Object.values(segment.persona ?? {}).map((valued) => valued.value),
      ...segment.goals.map((goal) => goal.value),
    ]),
  ]);
}

/** The user type of that name in a plan. */
export const userTypeNamed = (plan: PlanState, name: string) =>
  plan.user_types.find((userType) => userType.type?.value === name);

/** The names of a user type's segments. */
export const segmentNames = (plan: PlanState, name: string) =>
  userTypeNamed(plan, name)?.segments.map((segment) => segment.segment?.value) ?? [];

/** Every goal of a user type, over its segments. */
export const goalsOf = (plan: PlanState, name: string) =>
  userTypeNamed(plan, name)?.segments.flatMap((segment) => segment.goals.map((goal) => goal.value)) ?? [];

/** A persona of a plan, by its name, as plain values. */
export function personaNamed(plan: PlanState, name: string): Record<string, string> | undefined {
  const segment = plan.user_types
    .flatMap((userType) => userType.segments)
    .find((entry) => entry.persona?.name?.value === name);
  return segment
    ? Object.fromEntries(Object.entries(segment.persona ?? {}).map(([field, v]) => [field, v.value]))
    : undefined;
}

/**
 * A goal a tester can follow: an imperative sentence ("List a cake for sale") of a few words, a
 * verb first, something to act on after it, no word said twice in a row and no sentence glued on.
 */
export const GOAL_SENTENCE = /^[A-Z][a-z]+(?: (?:in|up|out|on|off))? [^\s.;:!?]+(?: [^\s.;:!?]+)*$/;

/** What "suggest a plan for me" promises: complete, two user types or more, each segment named with a full persona and two goals or more. */
export function expectCompletePlan(plan: PlanState): void {
  expect(isPlanComplete(plan)).toBe(true);
  expect(plan.user_types.length).toBeGreaterThanOrEqual(2);
  for (const userType of plan.user_types) {
    expect(userType.type?.value).toMatch(/\S/);
    expect(userType.segments.length).toBeGreaterThanOrEqual(1);
    for (const segment of userType.segments) {
      expect(segment.segment?.value).toMatch(/\S/);
      for (const field of PERSONA_FIELDS) expect(segment.persona?.[field]?.value, field).toMatch(/\S/);
      expect(segment.goals.length).toBeGreaterThanOrEqual(2);
    }
  }
}
