// @vitest-environment node
/**
 * "Suggest a plan for me" over app descriptions and pages built from the fragments real ones are
 * made of (and over random text): every suggested plan is complete by the contract, every value
 * it stores fits its field's shape, and it holds no stock value of a kind of app other than the
 * one the app's words say. The library reads each description, so fewer cases than the pure
 * properties.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { suggestPlan } from '../../../../../server/interviewer/plan/suggest';
import { FORM_PURPOSES, type PageFacts } from '../../../../../src/lib/page/page-facts';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { chatText } from '../../../../support/plan-arbitraries';
import { checkProperty } from '../../../../support/properties';
import { expectComplete, expectNoForeignStock, expectShapes, pageWords, stateAfterPage } from './grounded-plans';

const RUNS = 300;

const PEOPLE = [
  'developers',
  'dog owners',
  'busy parents',
  'hospital staff',
  'small bakeries',
  'tenants',
  'university students',
  'kids',
  'freelancers',
  'buyers',
  'sellers',
  'local walkers',
  'front-end developers',
  'retirees',
  'nurses',
  'recruiters',
  'guests',
  'restaurants',
  'landscaping crews',
  'iPhone users',
];
const THINGS = [
  'app',
  'online course',
  'marketplace',
  'tool',
  'platform',
  'meal planner',
  'habit tracker',
  'online shop',
  'dashboard',
  'recipe blog',
  'video course',
  'rota app',
  'CRM',
  'booking system',
];
const ACTIONS = [
  'book local walkers',
  'build apps with Node.js',
  'swap shifts',
  'pay through the app',
  'learn Spanish',
  'sell cakes',
  'track orders',
  'send invoices',
  'plan weekly dinners',
  'report repairs',
  'post jobs',
  'apply with one click',
  'list vintage furniture',
  'reserve tables',
  'upload episodes',
  'learn to build apps',
];
const CALLS_TO_ACTION = [
  'Buy the course',
  'Start a free trial',
  'Add to basket',
  'Order a cake',
  'Start selling',
  'Watch a free lesson',
  'Book a demo',
  'Enroll now',
  'Get started',
];
const HEADINGS = [
  'Learn to build apps with Node.js',
  'Rotas your whole clinic can live with',
  'Everything your garden needs',
  'Find a walker near you',
  'Plans & pricing',
  'Who this course is for',
];

const oneOf = (items: readonly string[]) => fc.constantFrom(...items);
const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A description as founders write them, or any text at all. */
const description = fc.oneof(
  fc
    .tuple(oneOf(THINGS), oneOf(PEOPLE), oneOf(ACTIONS), oneOf(PEOPLE), oneOf(ACTIONS))
    .map(([thing, people, action, others, theirs]) => `A ${thing} where ${people} ${action} and ${others} ${theirs}`),
  fc.tuple(oneOf(THINGS), oneOf(PEOPLE), oneOf(ACTIONS)).map(([thing, people, action]) => {
    return `An ${thing} teaching ${people} to ${action.replace(/^learn (to )?/, '')}`;
  }),
  fc.tuple(oneOf(THINGS), oneOf(PEOPLE)).map(([thing, people]) => `A ${thing} for ${people}`),
  fc.tuple(oneOf(PEOPLE), oneOf(ACTIONS)).map(([people, action]) => `${capital(people)} ${action}`),
  oneOf(THINGS).map((thing) => `A ${thing}`),
  fc.constant(''),
  chatText,
);

/** What the host may have read on the app's page: its own words, and how it sells. */
const page: fc.Arbitrary<Partial<PageFacts> | null> = fc.option(
  fc.record({
    title: fc.oneof(oneOf(THINGS).map(capital), chatText),
    headings: fc.array(fc.oneof(oneOf(HEADINGS), chatText), { maxLength: 3 }),
    callsToAction: fc.array(fc.oneof(oneOf(CALLS_TO_ACTION), chatText), { maxLength: 3 }),
    navigation: fc.array(
      oneOf(PEOPLE).map((people) => `For ${people}`),
      { maxLength: 2 },
    ),
    forms: fc.subarray([...FORM_PURPOSES]),
    jsonLdTypes: fc.subarray(['Product', 'SoftwareApplication', 'Course']),
    pricing: fc.boolean(),
  }),
);

const address = fc.constantFrom(
  'https://app.example/',
  'https://myshop.example/',
  'https://crafts-marketplace.example/',
  'https://teamboard.example/',
  null,
);
/** User types a visitor may already have named. */
const named = fc.subarray(['Developers', 'Dog owners', 'Office staff', 'Sellers', 'Runners']);

function planState(said: string, facts: Partial<PageFacts> | null, types: readonly string[]): PlanState {
  const state: PlanState = facts ? stateAfterPage({ ...facts, description: said }) : { user_types: [] };
  if (said) state.app_description = { value: said };
  state.user_types = types.map((type) => ({ type: { value: type }, segments: [] }));
  return state;
}

describe('suggestPlan over any app', () => {
  it('suggests a complete plan, every value in its shape, no stock of another kind of app', {
    timeout: 240_000,
  }, () => {
    checkProperty(
      fc.property(description, page, address, named, (said, facts, url, types) => {
        const suggestion = suggestPlan(url, planState(said, facts, types));
        expectComplete(suggestion.state);
        expectShapes(suggestion.state);
        expectNoForeignStock(suggestion, [url ?? '', said, ...types, ...pageWords(facts ?? {})].join(' '));
      }),
      { numRuns: RUNS },
    );
  });
});
