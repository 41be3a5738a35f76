// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findAppUrl } from '../../../../server/reference-host/interviewer';
import type { ChatMessage } from '../../../../src/lib/conversation';
import { isPlanComplete, PERSONA_FIELDS, type PlanState, parsePlanState } from '../../../../src/lib/plan';
import { GREETING, turn } from './interview-turns';

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
      expect(userType.type?.value).toMatch(/\S/);
      expect(userType.segments.length).toBeGreaterThanOrEqual(1);
      for (const segment of userType.segments) {
        expect(segment.segment?.value).toMatch(/\S/);
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
