// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quizCatalogueSchema } from '../../../../src/lib/content/schemas/quiz';
import { parsePlanState } from '../../../../src/lib/plan/plan';
import {
  generateQuizPlan,
  QUIZ_PLAN_MAX_ITEMS,
  type QuizAnswers,
  quizAppKind,
  quizPlanState,
} from '../../../../src/lib/plan/quiz';

const catalogue = quizCatalogueSchema.parse(parse(readFileSync('src/content/quiz/catalogue.yaml', 'utf8')));
const itemsOf = (kind: string) => catalogue.kinds.find((entry) => entry.id === kind)?.items ?? [];
const answers = (overrides: Partial<QuizAnswers>): QuizAnswers => ({
  app: '',
  appType: '',
  features: '',
  concerns: '',
  ...overrides,
});

describe('quizAppKind', () => {
  it.each([
    ['a marketplace', { appType: 'A marketplace for gardeners' }, 'marketplace'],
    ['buyers and sellers', { appType: 'we connect buyers and sellers' }, 'marketplace'],
    ['SaaS', { appType: 'B2B SaaS' }, 'saas'],
    ['a dashboard tool', { appType: 'an analytics dashboard for teams' }, 'saas'],
    ['an online shop', { appType: 'online shop' }, 'ecommerce'],
    ['e-commerce from the address', { app: 'https://mulch-store.example', appType: 'not sure' }, 'ecommerce'],
    ['e-commerce from the features', { features: 'checkout and the cart' }, 'ecommerce'],
    ['any case', { appType: 'MARKETPLACE' }, 'marketplace'],
    ['whole words only', { appType: 'a teamwork-free shopping list' }, null],
    ['nothing recognisable', { appType: 'a blog', features: 'comments' }, null],
    ['empty answers', {}, null],
    ['the direct answer outweighs the rest', { appType: 'saas', features: 'checkout' }, 'saas'],
    [
      'mixed: most keywords wins',
      { appType: 'a marketplace with a shop', features: 'sellers, listings' },
      'marketplace',
    ],
    ['mixed: a tie goes to the first kind listed', { appType: 'marketplace subscription' }, 'marketplace'],
    // A course sells itself with a cart and a checkout, as a shop does, and is still a course.
    ['a video course', { appType: 'a video course' }, 'course'],
    [
      'an online video course with a checkout',
      { appType: 'online video course', features: 'lessons, checkout' },
      'course',
    ],
    [
      'a video course sold from a store address',
      { app: 'https://learn-store.example', appType: 'video course' },
      'course',
    ],
    ['a course with a cart and a checkout', { appType: 'I sell a video course', features: 'cart, checkout' }, 'course'],
    [
      'a course told by its features',
      { appType: 'not sure', features: 'video lessons, quizzes, certificates' },
      'course',
    ],
    ['an LMS', { appType: 'an LMS for schools' }, 'course'],
    ['e-learning', { appType: 'e-learning platform', features: 'students track their progress' }, 'course'],
    ['a shop that sells courses is a shop', { appType: 'online shop', features: 'products, courses' }, 'ecommerce'],
    ['a SaaS for course creators is a SaaS', { appType: 'saas for course creators', features: 'dashboard' }, 'saas'],
    ['a shop for clothes', { appType: 'a clothing store', features: 'cart, delivery' }, 'ecommerce'],
    ['a booking marketplace', { appType: 'a marketplace for dog walkers', features: 'bookings' }, 'marketplace'],
    ['a CRM', { appType: 'a CRM', features: 'billing, integrations' }, 'saas'],
    ['a recipe blog', { appType: 'a recipe blog', features: 'search, comments' }, null],
  ])('%s → %s', (_, given, kind) => {
    expect(quizAppKind(answers(given), catalogue)).toBe(kind);
  });
});

describe('generateQuizPlan', () => {
  it.each([
    ['marketplace', 'marketplace'],
    ['saas', 'saas'],
    ['ecommerce', 'online shop'],
    ['course', 'video course'],
  ])('puts the %s items first, then generic ones, 12 in all', (kind, appType) => {
    const plan = generateQuizPlan(answers({ appType }), catalogue);
    const specific = itemsOf(kind);
    expect(plan.kind).toBe(kind);
    expect(plan.items).toHaveLength(QUIZ_PLAN_MAX_ITEMS);
    expect(plan.items.slice(0, specific.length)).toEqual(specific);
    expect(plan.items.slice(specific.length)).toEqual(
      catalogue.generic.slice(0, QUIZ_PLAN_MAX_ITEMS - specific.length),
    );
  });

  it.each([
    ['empty answers', answers({})],
    ['answers in no known kind, naming no feature or worry', answers({ appType: 'a recipe blog', concerns: 'none' })],
  ])('falls back to generic items for %s', (_, given) => {
    expect(generateQuizPlan(given, catalogue)).toEqual({
      kind: null,
      items: catalogue.generic.slice(0, QUIZ_PLAN_MAX_ITEMS),
    });
  });

  it('never lists more than 12 items or the same item twice, whatever the catalogue holds', () => {
    const big = {
      kinds: [
        {
          id: 'saas' as const,
          label: 'SaaS',
          keywords: ['saas'],
          items: Array.from({ length: 20 }, (_, i) => `S${i}`),
        },
      ],
      generic: [...Array.from({ length: 12 }, (_, i) => `G${i}`), 'S0'],
      features: [],
      concerns: [],
      fromAnswers: catalogue.fromAnswers,
    };
    const plan = generateQuizPlan(answers({ appType: 'saas' }), big);
    expect(plan.items).toEqual(Array.from({ length: 12 }, (_, i) => `S${i}`));
    expect(new Set(generateQuizPlan(answers({}), { ...big, generic: ['G', 'G', 'H'] }).items)).toEqual(
      new Set(['G', 'H']),
    );
  });
});

describe('quizPlanState: the quiz’s plan in the chat’s shape, for a reservation to carry', () => {
  const plan = { kind: 'saas' as const, items: ['Invite a teammate', 'Pay an invoice'] };
  const goals = [{ value: 'Invite a teammate' }, { value: 'Pay an invoice' }];
  it.each([
    ['a live app: its address goes with the lead instead', '', { user_types: [{ segments: [{ goals }] }] }],
    [
      'an app still being built: its description',
      '  A recipe blog ',
      { app_description: { value: 'A recipe blog' }, user_types: [{ segments: [{ goals }] }] },
    ],
    ['no items', '', { user_types: [{ segments: [{ goals: [] }] }] }],
  ])('%s', (name, description, expected) => {
    const state = quizPlanState(name === 'no items' ? { kind: null, items: [] } : plan, description);
    expect(state).toEqual(expected);
    // A plan as the page reads one: the console reads it back the same.
    expect(parsePlanState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
