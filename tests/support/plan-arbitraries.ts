/**
 * Random inputs for the property tests of the chat: text a visitor (or anyone) can send, plan
 * states of every shape, conversations. Ordinary sizes run the full count of cases
 * (tests/support/properties.ts); `hugeText` fills a whole 64 KiB body with the runs that make
 * naive patterns backtrack, so its properties run fewer cases.
 */
import fc from 'fast-check';
import type { ChatMessage } from '../../src/lib/plan/conversation';
import {
  PERSONA_FIELDS,
  type Persona,
  PLAN_LIMITS,
  type PlanState,
  type Segment,
  type UserType,
  type Valued,
} from '../../src/lib/plan/plan';

export const BODY_BYTES = 64 * 1024;

/** Characters the chat code treats specially, plus the odd ones out. */
const SPECIAL = [
  '.',
  ',',
  ';',
  ':',
  '!',
  '?',
  '"',
  "'",
  '“',
  '”',
  '‘',
  '’',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '\u0085',
  '\u00a0',
  '-',
  '–',
  '/',
  '😀',
  '\ud83d',
  'é',
  '9',
];

const words = [
  'done',
  'no more',
  'segment',
  'user type',
  'suggest a plan for me',
  'http://',
  'https://a.b/',
  '34',
  '25-34',
  'to',
  'Name another goal for',
  'Name another type of user',
  'Name another segment of',
  'to get done, if anything?',
  'other type of user should we add?',
  'should we add as a segment?',
  '\n- ',
  '1. ',
  ', and ',
  ': ',
  'Her name is ',
];

/** Short text mixing ordinary characters, the special ones and the words the interviewer reacts to. */
export const chatText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(fc.string({ maxLength: 8, unit: 'grapheme' }), fc.constantFrom(...SPECIAL), fc.constantFrom(...words)),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** Up to a whole body of one repeated character or word, between two short texts. */
export const hugeText: fc.Arbitrary<string> = fc
  .tuple(chatText, fc.constantFrom(...SPECIAL, ...words, 'a', 'a.'), fc.integer({ min: 1, max: BODY_BYTES }), chatText)
  .map(
    ([before, run, length, after]) => `${before}${run.repeat(Math.ceil(length / run.length)).slice(0, length)}${after}`,
  );

/**
 * Mostly a few items; one time in ten, up to `max` + 5 of them (copies of a few, so a plan past
 * PLAN_LIMITS costs little to build and read).
 */
function list<Item>(item: fc.Arbitrary<Item>, max: number): fc.Arbitrary<Item[]> {
  const many = fc
    .tuple(fc.array(item, { minLength: 1, maxLength: 2 }), fc.integer({ min: 0, max: max + 5 }))
    .map(([items, length]) => Array.from({ length }, (_, index) => items[index % items.length] as Item));
  return fc.oneof({ arbitrary: fc.array(item, { maxLength: 3 }), weight: 9 }, { arbitrary: many, weight: 1 });
}

const valued: fc.Arbitrary<Valued> = chatText.map((value) => ({ value }));

const persona: fc.Arbitrary<Persona> = fc.record(
  Object.fromEntries(PERSONA_FIELDS.map((field) => [field, valued])) as Record<keyof Persona, fc.Arbitrary<Valued>>,
  { requiredKeys: [] },
);

const segment: fc.Arbitrary<Segment> = fc.record(
  { segment: valued, persona, goals: list(valued, PLAN_LIMITS.goalsPerSegment) },
  { requiredKeys: ['goals'] },
);

const userType: fc.Arbitrary<UserType> = fc.record(
  { type: valued, segments: list(segment, PLAN_LIMITS.segmentsPerUserType) },
  { requiredKeys: ['segments'] },
);

/** Any plan state the types allow, some past PLAN_LIMITS. */
export const planState: fc.Arbitrary<PlanState> = fc.record(
  { app_description: valued, user_types: list(userType, PLAN_LIMITS.userTypes) },
  { requiredKeys: ['user_types'] },
);

export const message = (content: fc.Arbitrary<string>): fc.Arbitrary<ChatMessage> =>
  fc.record({ role: fc.constantFrom('user' as const, 'assistant' as const), content });

export const conversation: fc.Arbitrary<ChatMessage[]> = fc.array(message(chatText), { maxLength: 8 });

/** Things that look like a plan to a quick glance: the right keys, values of every JSON kind. */
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  fc.record({ value: fc.oneof(chatText, fc.double(), fc.integer(), fc.constant(null)) }),
);

const segmentLike = fc.oneof(
  jsonish,
  fc.record(
    {
      segment: jsonish,
      persona: fc.dictionary(fc.constantFrom(...PERSONA_FIELDS), jsonish),
      goals: list(jsonish, PLAN_LIMITS.goalsPerSegment),
    },
    { requiredKeys: [] },
  ),
);

const userTypeLike = fc.oneof(
  jsonish,
  fc.record(
    {
      type: jsonish,
      segments: list(segmentLike, PLAN_LIMITS.segmentsPerUserType),
      segment: fc.array(segmentLike, { maxLength: 2 }),
    },
    { requiredKeys: [] },
  ),
);

export const planLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  planState,
  fc.record({ app_description: jsonish, user_types: list(userTypeLike, PLAN_LIMITS.userTypes) }, { requiredKeys: [] }),
);
