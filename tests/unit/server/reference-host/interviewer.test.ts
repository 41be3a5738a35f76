// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findAppUrl, interview } from '../../../../server/reference-host/interviewer';
import type { ChatMessage } from '../../../../src/lib/conversation';
import { isPlanComplete, PERSONA_FIELDS, type PlanState, parsePlanState } from '../../../../src/lib/plan';

const GREETING: ChatMessage = {
  role: 'assistant',
  content: "Hi! I had a look at https://example.com/ and I'll help. First question: what does your app do?",
};

/** One turn: the conversation so far plus the new user message, and the state the browser holds. */
function turn(history: ChatMessage[], state: PlanState | null, answer: string) {
  const conversation = [...history, { role: 'user' as const, content: answer }];
  const result = interview(conversation, state);
  return { ...result, conversation: [...conversation, { role: 'assistant' as const, content: result.response }] };
}

const persona = {
  name: { value: 'Maria' },
  age: { value: '34' },
  gender: { value: 'Female' },
  occupation_background: { value: 'Landscaper' },
  state_of_mind: { value: 'Impatient' },
  device: { value: 'iPhone 15' },
};

describe('a whole interview, one answer at a time', () => {
  // [answer, what the reply must ask next, the state after the answer (a partial match)]
  const steps: [string, RegExp, Record<string, unknown>][] = [
    [
      'Customers price and order paving stones',
      /who uses your app\? name one type of user/i,
      { app_description: { value: 'Customers price and order paving stones' }, user_types: [] },
    ],
    [
      'Landscapers',
      /which group of landscapers.*segment/i,
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
    [
      'iPhone 15',
      /what does maria want to get done.*one goal/i,
      { user_types: [{ segments: [{ persona, goals: [] }] }] },
    ],
    [
      'Get a price for 40 pavers.',
      /complete.*start test.*another goal for maria.*done/i,
      { user_types: [{ segments: [{ goals: [{ value: 'Get a price for 40 pavers' }] }] }] },
    ],
    [
      'Order with delivery',
      /another goal for maria/i,
      {
        user_types: [
          { segments: [{ goals: [{ value: 'Get a price for 40 pavers' }, { value: 'Order with delivery' }] }] },
        ],
      },
    ],
    [
      'done',
      /another user type, or another segment of landscapers/i,
      { user_types: [{ segments: [{ goals: [{}, {}] }] }] },
    ],
    ['Add another user type', /name another type of user/i, { user_types: [{ type: { value: 'Landscapers' } }] }],
    ['Homeowners', /which group of homeowners/i, { user_types: [{}, { type: { value: 'Homeowners' }, segments: [] }] }],
    [
      'Weekend DIYers',
      /persona for "weekend diyers"/i,
      { user_types: [{}, { segments: [{ segment: { value: 'Weekend DIYers' } }] }] },
    ],
    ['George', /how old is george/i, { user_types: [{}, { segments: [{ persona: { name: { value: 'George' } } }] }] }],
    [
      'sixty-ish',
      /age as a number.*how old is george/i,
      { user_types: [{}, { segments: [{ persona: { name: { value: 'George' } } }] }] },
    ],
    ['67 years old', /george's gender/i, { user_types: [{}, { segments: [{ persona: { age: { value: '67' } } }] }] }],
    ['Male', /george do for a living/i, {}],
    ['Retired teacher', /george's state of mind/i, {}],
    ['Careful', /device does george use/i, {}],
    ['Android tablet', /george want to get done/i, {}],
    ['done', /at least one goal.*george want to get done/i, { user_types: [{}, { segments: [{ goals: [] }] }] }],
    [
      'Find the cheapest option',
      /another goal for george/i,
      { user_types: [{}, { segments: [{ goals: [{ value: 'Find the cheapest option' }] }] }] },
    ],
    ['No more', /another user type, or another segment of homeowners/i, {}],
    ['segment', /name another segment of homeowners/i, {}],
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

describe('single transitions (state + answer → next question + state)', () => {
  const described: PlanState = { app_description: { value: 'A shop' }, user_types: [] };
  const withPersona = (fields: Partial<typeof persona>): PlanState => ({
    app_description: { value: 'A shop' },
    user_types: [{ type: { value: 'Buyers' }, segments: [{ segment: { value: 'New' }, persona: fields, goals: [] }] }],
  });

  it.each([
    ['no state at all', null, 'A shop', /who uses your app/i, (s: PlanState) => s.app_description?.value === 'A shop'],
    [
      'an empty state',
      { user_types: [] },
      '  A   shop \n for tools ',
      /who uses your app/i,
      (s: PlanState) => s.app_description?.value === 'A shop for tools',
    ],
    [
      'a blank answer',
      { user_types: [] },
      '   ',
      /did not catch that.*what does your app do/i,
      (s: PlanState) => s.app_description?.value === '',
    ],
    [
      'a description',
      described,
      'Buyers',
      /which group of buyers/i,
      (s: PlanState) => s.user_types[0]?.type?.value === 'Buyers',
    ],
    [
      'a user type without a name',
      { ...described, user_types: [{ segments: [] }] },
      'Sellers',
      /which group of sellers/i,
      (s: PlanState) => s.user_types[0]?.type?.value === 'Sellers',
    ],
    [
      'a segment without a name',
      { ...described, user_types: [{ type: { value: 'Buyers' }, segments: [{ goals: [] }] }] },
      'Students',
      /persona for "students"/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.segment?.value === 'Students',
    ],
    [
      'age "34"',
      withPersona({ name: persona.name }),
      '34',
      /gender/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.age?.value === '34',
    ],
    [
      'age "34 years"',
      withPersona({ name: persona.name }),
      '34 years',
      /gender/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.age?.value === '34',
    ],
    [
      'age "about 34."',
      withPersona({ name: persona.name }),
      'about 34.',
      /gender/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.age?.value === '34',
    ],
    [
      'age "25-34"',
      withPersona({ name: persona.name }),
      '25-34',
      /gender/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.age?.value === '25-34',
    ],
    [
      'age "0"',
      withPersona({ name: persona.name }),
      '0',
      /as a number.*how old/i,
      (s: PlanState) => !s.user_types[0]?.segments[0]?.persona?.age,
    ],
    [
      'age "200"',
      withPersona({ name: persona.name }),
      '200',
      /as a number/i,
      (s: PlanState) => !s.user_types[0]?.segments[0]?.persona?.age,
    ],
    [
      'a missing middle persona field',
      withPersona({ ...persona, gender: { value: '' } }),
      'Female',
      /want to get done/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.persona?.gender?.value === 'Female',
    ],
    [
      '"done" before any goal',
      withPersona(persona),
      'done',
      /at least one goal/i,
      (s: PlanState) => s.user_types[0]?.segments[0]?.goals.length === 0,
    ],
    [
      'a first goal',
      withPersona(persona),
      'Buy a gift',
      /now complete.*start test/i,
      (s: PlanState) => isPlanComplete(s),
    ],
  ])('%s', (_label, state, answer, question, check) => {
    const result = turn([GREETING], state as PlanState | null, answer);
    expect(result.response).toMatch(question);
    expect(check(result.state)).toBe(true);
  });

  it('does not change the state it was given', () => {
    const state = withPersona({ name: persona.name });
    const before = structuredClone(state);
    turn([GREETING], state, '40');
    expect(state).toEqual(before);
  });

  it('always answers with a description value, empty when unknown', () => {
    expect(turn([GREETING], null, '').state).toEqual({ app_description: { value: '' }, user_types: [] });
  });

  it('repeats the offer when the answer to it is unclear', () => {
    const complete: PlanState = { ...withPersona(persona) };
    const segment = complete.user_types[0]?.segments[0];
    if (segment) segment.goals.push({ value: 'Buy' });
    expect(turn([GREETING], complete, 'yes please').response).toMatch(/say 'user type', 'segment' or 'done'/i);
    expect(turn([GREETING], complete, 'yes please').state).toEqual({ ...complete });
  });
});

describe('answers are plain text', () => {
  it.each([
    '<script>alert("x")</script>',
    '<img src=x onerror=alert(1)>',
    '<b>Bold</b> &amp; "quoted"',
    '{{constructor.constructor("x")()}}',
  ])('keeps %j verbatim as text in the state', (answer) => {
    const first = turn([GREETING], null, answer);
    expect(first.state.app_description).toEqual({ value: answer });
    const named = turn(first.conversation, first.state, answer);
    expect(named.state.user_types[0]?.type).toEqual({ value: answer.replace(/"$/, '') });
  });

  it('drops control characters and caps long answers', () => {
    const result = turn([GREETING], null, `a\u0000b\u0007c ${'x'.repeat(5000)}`);
    const value = result.state.app_description?.value ?? '';
    expect(value.startsWith('abc x')).toBe(true);
    expect(value.length).toBe(1000);
    const named = turn(result.conversation, result.state, 'y'.repeat(5000));
    expect(named.state.user_types[0]?.type?.value).toHaveLength(200);
  });
});

describe('"suggest a plan for me"', () => {
  const cases: [string, string, string, RegExp][] = [
    ['marketplace', 'https://handmade-marketplace.com/', '', /marketplace/i],
    [
      'marketplace (from the description)',
      'https://crafty.io/',
      'Sellers list vintage furniture and buyers bid on it',
      /marketplace/i,
    ],
    ['SaaS', 'https://app.teamboard.io/', '', /SaaS/],
    ['SaaS (from the description)', 'https://acme.io/', 'A dashboard for tracking subscription revenue', /SaaS/],
    ['e-commerce', 'https://myshop.example.com/', '', /online shop/i],
    [
      'e-commerce (from the description)',
      'https://pavers.co.uk/',
      'We sell paving stones, with a cart and checkout',
      /online shop/i,
    ],
    ['generic', 'https://example.com/', 'A recipe blog with a newsletter', /web app/i],
  ];

  it.each(cases)('fills a complete %s plan at once', (_kind, url, description, label) => {
    const greeting: ChatMessage = { role: 'assistant', content: `Hi! I had a look at ${url} and I'll help.` };
    const state: PlanState = { app_description: { value: description }, user_types: [] };
    const result = turn([greeting], state, 'Suggest a plan for me');
    expect(result.response).toMatch(label);
    expect(result.response).toMatch(/start test/i);
    expect(isPlanComplete(result.state)).toBe(true);
    expect(result.state.user_types.length).toBeGreaterThanOrEqual(2);
    for (const userType of result.state.user_types) {
      expect(userType.type?.value).toBeTruthy();
      expect(userType.segments.length).toBeGreaterThanOrEqual(1);
      for (const segment of userType.segments) {
        expect(segment.segment?.value).toBeTruthy();
        for (const field of PERSONA_FIELDS) expect(segment.persona?.[field]?.value, field).toMatch(/\S/);
        expect(segment.goals.length).toBeGreaterThanOrEqual(2);
        expect(segment.persona?.age?.value).toMatch(/^\d+$/);
      }
    }
    // Kept when given, written from the address when not.
    if (description) expect(result.state.app_description).toEqual({ value: description });
    else expect(result.state.app_description?.value).toContain(new URL(url).host);
    // A shape the browser's own parser keeps whole.
    expect(parsePlanState(result.state)).toEqual(result.state);
  });

  it('suggests different plans for different kinds of app', () => {
    const typesFor = (url: string) =>
      turn(
        [{ role: 'assistant', content: `Hi! I had a look at ${url} ok` }],
        null,
        'suggest a plan for me',
      ).state.user_types.map((userType) => userType.type?.value);
    const plans = [
      'https://market.place.com/',
      'https://team-dashboard.io/',
      'https://shop.com/',
      'https://example.com/',
    ].map(typesFor);
    expect(new Set(plans.map((types) => types.join('|'))).size).toBe(4);
  });

  it('replaces a half-built plan but keeps its description', () => {
    let state: PlanState | null = null;
    let history: ChatMessage[] = [GREETING];
    for (const answer of ['An online store for shoes', 'Runners', 'Marathoners', 'Kim']) {
      ({ conversation: history, state } = turn(history, state, answer));
    }
    const result = turn(history, state, 'please suggest a plan for me');
    expect(result.state.app_description).toEqual({ value: 'An online store for shoes' });
    expect(result.state.user_types.map((userType) => userType.type?.value)).not.toContain('Runners');
    expect(result.response).toMatch(/online shop/);
  });

  it.each([
    ['suggest a plan for me', true],
    ['SUGGEST A PLAN FOR ME', true],
    ['  Suggest a plan for me!!! ', true],
    ['"suggest a plan for me."', true],
    ['please suggest a plan for me', true],
    ['Could you suggest   a plan for me, thanks?', true],
    ['suggest a plan', false],
    ['suggest me a plan', false],
  ])('%j triggers it: %s', (message, triggers) => {
    const result = turn([GREETING], { app_description: { value: 'An app' }, user_types: [] }, message);
    expect(isPlanComplete(result.state)).toBe(triggers);
  });
});

describe('findAppUrl', () => {
  it.each([
    [[GREETING], 'https://example.com/'],
    [[{ role: 'assistant', content: 'Look at http://localhost:3000/app.' }], 'http://localhost:3000/app'],
    [[{ role: 'user', content: 'https://user.example/' }], null],
    [[], null],
  ] as [ChatMessage[], string | null][])('%j → %s', (conversation, expected) => {
    expect(findAppUrl(conversation)).toBe(expected);
  });
});
