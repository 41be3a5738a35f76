// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { suggestPlan } from '../../../../server/interviewer/plan/suggest';
import { findAppUrl } from '../../../../server/interviewer/words/app-url';
import type { ChatMessage } from '../../../../src/lib/plan/conversation';
import {
  isPlanComplete,
  PERSONA_FIELDS,
  type Persona,
  type PlanState,
  parsePlanState,
  type UserType,
} from '../../../../src/lib/plan/plan';
import { ANA, v } from '../../../support/plans';
import { expectCompletePlan, GREETING, turn } from './interview-turns';

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
    expectCompletePlan(result.state);
    const segments = result.state.user_types.flatMap((userType) => userType.segments);
    for (const segment of segments) expect(segment.persona?.age?.value).toMatch(/^\d+$/);
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

  it('completes a half-built plan, keeping every answer already given', () => {
    let state: PlanState | null = null;
    let history: ChatMessage[] = [GREETING];
    for (const answer of ['An online store for shoes', 'Runners', 'Marathoners', 'Kim', '41']) {
      ({ conversation: history, state } = turn(history, state, answer));
    }
    const result = turn(history, state, 'please suggest a plan for me');
    expect(result.state.app_description).toEqual({ value: 'An online store for shoes' });
    const [runners, added] = result.state.user_types;
    expect(runners?.type).toEqual({ value: 'Runners' });
    expect(runners?.segments[0]?.segment).toEqual({ value: 'Marathoners' });
    expect(runners?.segments[0]?.persona).toMatchObject({ name: { value: 'Kim' }, age: { value: '41' } });
    // Kim's gender was not said: it is not guessed from a catalogue persona's.
    expect(runners?.segments[0]?.persona?.gender).toEqual({ value: 'Not stated' });
    expect(added?.type?.value).toBe('Shoppers');
    expect(isPlanComplete(result.state)).toBe(true);
    expect(result.response).toMatch(/online shop.*built on what you told me.*runners.*kim.*adding shoppers/i);
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

describe('suggestPlan completes the plan so far', () => {
  const described = (userTypes: UserType[]): PlanState => ({ app_description: v('An app'), user_types: userTypes });
  const typeNames = (plan: PlanState) => plan.user_types.map((userType) => userType.type?.value);

  it('gives a user type its kind of app knows that kind’s segment and goals, and a persona of its own', () => {
    const plan = suggestPlan('https://crafts-marketplace.example/', described([{ type: v('sellers'), segments: [] }]));
    expect(typeNames(plan.state)).toEqual(['sellers', 'Buyers']);
    const [sellers] = plan.state.user_types[0]?.segments ?? [];
    expect(sellers?.segment).toEqual(v('New sellers'));
    expect(sellers?.goals[0]).toEqual(v('Create an account and publish a first listing with photos'));
    // Cast from the group's own word, not a stock trade ("Carpenter selling handmade furniture").
    expect(sellers?.persona?.occupation_background).toEqual(v('Seller'));
  });

  it('adds no catalogue user type once the visitor gave two', () => {
    const given = described([
      { type: v('Crew owners'), segments: [] },
      { type: v('Office staff'), segments: [] },
    ]);
    const plan = suggestPlan('https://crewquote.example/', given);
    expect(typeNames(plan.state)).toEqual(['Crew owners', 'Office staff']);
    // Who they are is what the visitor said, not a catalogue occupation.
    expect(plan.state.user_types[1]?.segments[0]?.persona?.occupation_background).toEqual(v('Office staff'));
  });

  it.each([
    ['a name without a gender', { name: v('Dana') }, { name: v('Dana'), gender: v('Not stated') }],
    ['a gender without a name', { gender: v('Male') }, { gender: v('Male'), name: v('Tom') }],
    ['a whole persona', ANA, ANA],
  ])('keeps %s and fills the rest', (_label, persona: Persona, expected) => {
    const given = described([{ type: v('Nurses'), segments: [{ segment: v('Night shift'), persona, goals: [] }] }]);
    const completed = suggestPlan(null, given).state.user_types[0]?.segments[0]?.persona;
    expect(completed).toMatchObject(expected);
    for (const field of PERSONA_FIELDS) expect(completed?.[field]?.value, field).toMatch(/\S/);
  });

  it.each([
    [[], 3],
    [['Book a shift'], 2],
    [['Book a shift', 'Swap a shift', 'See my pay'], 3],
  ])('keeps the goals %j and tops them up to %i', (goals, count) => {
    const given = described([
      { type: v('Nurses'), segments: [{ segment: v('Night shift'), goals: goals.map((goal) => v(goal)) }] },
    ]);
    const kept = suggestPlan(null, given).state.user_types[0]?.segments[0]?.goals ?? [];
    expect(kept).toHaveLength(count);
    expect(kept.slice(0, goals.length)).toEqual(goals.map((goal) => v(goal)));
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
