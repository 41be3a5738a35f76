// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../src/lib/plan/conversation';
import { isPlanComplete, type PlanState, parsePlanState } from '../../../../src/lib/plan/plan';
import { GREETING, persona, turn } from './interview-turns';

describe('a whole interview, one answer at a time', () => {
  // [answer, what the reply must ask next, the state after the answer (a partial match)]
  const steps: [string, RegExp, Record<string, unknown>][] = [
    [
      'Customers price and order paving stones',
      /who uses your app, for example/i,
      { app_description: { value: 'Customers price and order paving stones' }, user_types: [] },
    ],
    [
      'Landscapers',
      /which group of landscapers should we test first/i,
      { user_types: [{ type: { value: 'Landscapers' }, segments: [] }] },
    ],
    [
      'Bulk buyers',
      /persona for "bulk buyers".*first name/i,
      {
        user_types: [
          { type: { value: 'Landscapers' }, segments: [{ segment: { value: 'Bulk buyers' }, persona: {}, goals: [] }] },
        ],
      },
    ],
    ['Maria', /how old is maria/i, { user_types: [{ segments: [{ persona: { name: { value: 'Maria' } } }] }] }],
    ['34 years', /maria's gender/i, { user_types: [{ segments: [{ persona: { age: { value: '34' } } }] }] }],
    [
      'Female',
      /what does maria do for a living/i,
      { user_types: [{ segments: [{ persona: { gender: { value: 'Female' } } }] }] },
    ],
    [
      'Landscaper',
      /maria's state of mind/i,
      { user_types: [{ segments: [{ persona: { occupation_background: { value: 'Landscaper' } } }] }] },
    ],
    [
      'Impatient',
      /which device does maria use/i,
      { user_types: [{ segments: [{ persona: { state_of_mind: { value: 'Impatient' } } }] }] },
    ],
    ['iPhone 15', /what does maria want to get done first/i, { user_types: [{ segments: [{ persona, goals: [] }] }] }],
    [
      'Get a price for 40 pavers.',
      /complete.*start test.*what else does maria want to get done, if anything\?$/i,
      { user_types: [{ segments: [{ goals: [{ value: 'Get a price for 40 pavers' }] }] }] },
    ],
    [
      'Order with delivery',
      /what else does maria want to get done/i,
      {
        user_types: [
          { segments: [{ goals: [{ value: 'Get a price for 40 pavers' }, { value: 'Order with delivery' }] }] },
        ],
      },
    ],
    [
      'done',
      /another user type or another segment of landscapers, or are we done\?$/i,
      { user_types: [{ segments: [{ goals: [{}, {}] }] }] },
    ],
    [
      'Add another user type',
      /which other type of user should we add\?$/i,
      { user_types: [{ type: { value: 'Landscapers' } }] },
    ],
    ['Homeowners', /which group of homeowners/i, { user_types: [{}, { type: { value: 'Homeowners' }, segments: [] }] }],
    [
      'Weekend DIYers',
      /persona for "weekend diyers"/i,
      { user_types: [{}, { segments: [{ segment: { value: 'Weekend DIYers' } }] }] },
    ],
    ['George', /how old is george/i, { user_types: [{}, { segments: [{ persona: { name: { value: 'George' } } }] }] }],
    [
      'old enough',
      /age as a number.*how old is george/i,
      { user_types: [{}, { segments: [{ persona: { name: { value: 'George' } } }] }] },
    ],
    // An age said in words is an age: "sixty-ish" is about 60.
    ['sixty-ish', /george's gender/i, { user_types: [{}, { segments: [{ persona: { age: { value: '60' } } }] }] }],
    [
      'Sorry, 67 years old, not 60',
      /george's gender/i,
      { user_types: [{}, { segments: [{ persona: { age: { value: '67' } } }] }] },
    ],
    ['Male', /george do for a living/i, {}],
    ['Retired teacher', /george's state of mind/i, {}],
    ['Careful', /device does george use/i, {}],
    ['Android tablet', /george want to get done/i, {}],
    ['done', /at least one goal.*george want to get done/i, { user_types: [{}, { segments: [{ goals: [] }] }] }],
    [
      'Find the cheapest option',
      /what else does george want to get done/i,
      { user_types: [{}, { segments: [{ goals: [{ value: 'Find the cheapest option' }] }] }] },
    ],
    ['No more', /another user type or another segment of homeowners/i, {}],
    ['segment', /which other group of homeowners should we add as a segment\?$/i, {}],
    [
      'Gardeners',
      /persona for "gardeners"/i,
      { user_types: [{}, { segments: [{}, { segment: { value: 'Gardeners' } }] }] },
    ],
  ];

  it('asks each question in order and fills the state from each answer', () => {
    let history: ChatMessage[] = [GREETING];
    let state: PlanState | null = { app_description: { value: '' }, user_types: [] };
    for (const [answer, nextQuestion, expected] of steps) {
      const result = turn(history, state, answer);
      expect(result.response, `after "${answer}"`).toMatch(nextQuestion);
      expect(result.state, `after "${answer}"`).toMatchObject(expected);
      // The state is what the browser stores and sends back: it survives its own parser.
      expect(parsePlanState(result.state)).toEqual(parsePlanState(structuredClone(result.state)));
      history = result.conversation;
      state = result.state;
    }
    expect(isPlanComplete(state)).toBe(true);
  });

  it('walks to a complete plan and then says so, with Start Test', () => {
    let history: ChatMessage[] = [GREETING];
    let state: PlanState | null = null;
    const answers = [
      'A recipe site',
      'Cooks',
      'Beginners',
      'Sam',
      '22',
      'Male',
      'Student',
      'Hungry',
      'Pixel 8',
      'Find a recipe',
    ];
    for (const [index, answer] of answers.entries()) {
      expect(isPlanComplete(state), `before answer ${index + 1}`).toBe(false);
      ({ conversation: history, state } = turn(history, state, answer));
    }
    expect(isPlanComplete(state)).toBe(true);
    expect(history.at(-1)?.content).toMatch(/complete.*Start Test/);
    const finished = turn(history, state, 'done');
    expect(finished.response).toMatch(/add another user type/i);
    const closing = turn(finished.conversation, finished.state, "That's all");
    expect(closing.response).toMatch(/test plan is complete: 1 user type, 1 segment and 1 goal.*press start test/i);
    expect(closing.state).toEqual(state);
  });
});

describe('answers are plain text', () => {
  it.each([
    '<script>alert("x")</script>',
    '<img src=x onerror=alert(1)>',
    '<b>Bold</b> &amp; "quoted"',
    '{{constructor.constructor("x")()}}',
  ])('keeps %j verbatim as text in the state, or stores none of it where it fails a field shape', (answer) => {
    const first = turn([GREETING], null, answer);
    expect(first.state.app_description).toEqual({ value: answer });
    const named = turn(first.conversation, first.state, answer);
    const stored = named.state.user_types[0]?.type;
    if (stored) expect(stored).toEqual({ value: answer.replace(/"$/, '') });
    else expect(named.response).not.toContain(answer);
  });

  it('drops control characters and caps long answers', () => {
    const result = turn([GREETING], null, `a\u0000b\u0007c ${'x'.repeat(5000)}`);
    const value = result.state.app_description?.value ?? '';
    expect(value.startsWith('abc x')).toBe(true);
    expect(value.length).toBe(1000);
    const named = turn(result.conversation, result.state, `Y${'y'.repeat(4999)}`);
    expect(named.state.user_types[0]?.type?.value).toHaveLength(200);
  });
});
