// @vitest-environment node
/**
 * The kind of app a suggested plan may take stock values for (app-kind.ts), and what the page's
 * proposals carry to it (page-proposals.ts): only the app's words choose one, never how its
 * page sells.
 */
import { describe, expect, it } from 'vitest';
import { kindOfWords, suggestedAppKind } from '../../../../../server/interviewer/plan/app-kind';
import { appPageOf, pageGoalsFor } from '../../../../../server/interviewer/plan/page-proposals';
import { pageFacts } from './grounded-plans';

describe('kindOfWords', () => {
  it.each<[string, string[], string | null, string | undefined]>([
    ['a word that names the kind', ['A marketplace for vintage furniture'], null, 'marketplace'],
    ['two signs of it', ['Sellers list furniture and buyers bid on it'], null, 'marketplace'],
    ['one sign is not enough', ['Vendors of the city'], null, undefined],
    ['an online shop', ['An online store for trail shoes'], null, 'ecommerce'],
    ['a basket and a delivery', ['Add to basket', 'Compost delivered to your door'], null, 'ecommerce'],
    ['a verb is no shop', ['A tool to store and share recipes'], null, undefined],
    ['another company’s store is no shop', ['Download it on the App Store and Google Play Store'], null, undefined],
    ['a course that sells is no shop', ['An online course teaching developers', 'Buy the course'], null, undefined],
    ['SaaS words', ['A dashboard for tracking subscription revenue'], null, 'saas'],
    ['a free trial', ['Start a free trial'], null, 'saas'],
    ['the address', [''], 'https://myshop.example.com/', 'ecommerce'],
    ['the address, run together', [''], 'https://app.teamboard.io/', 'saas'],
    ['nothing said', ['A recipe blog with a newsletter'], 'https://example.com/', undefined],
  ])('%s', (_, texts, url, kind) => {
    expect(kindOfWords(texts, url)).toBe(kind);
  });

  it('says a web app in general when the words say no kind', () => {
    expect(suggestedAppKind(null, ['A habit tracker'])).toBe('generic');
  });
});

describe('appPageOf', () => {
  const course = pageFacts({
    title: 'Node.js in Practice — Video Course',
    description: 'An online course teaching developers to build apps with Node.js.',
    headings: ['Learn to build apps with Node.js', 'What you will build', 'Plans & pricing'],
    callsToAction: ['Buy the course', 'Watch a free lesson'],
    forms: ['checkout'],
    jsonLdTypes: ['Product'],
    pricing: true,
  });

  it('takes no kind from a course page’s price, checkout and "Product"', () => {
    expect(appPageOf(course).kind).toBeUndefined();
  });

  it('takes goals from its buttons, then its forms, then the headings that name a task', () => {
    expect(appPageOf(course).goals).toEqual([
      'Buy the course',
      'Watch a free lesson',
      'Complete the checkout and get a confirmation',
      'Learn to build apps with Node.js',
    ]);
  });

  it('takes the kind its words say', () => {
    expect(appPageOf(pageFacts({ headings: ['Shop our teas'], callsToAction: ['Add to basket'] })).kind).toBe(
      'ecommerce',
    );
  });
});

describe('pageGoalsFor', () => {
  const page = { title: '', groups: [], goals: ['Order a cake', 'Start selling', 'Find cakes'] };

  it.each([
    ['comes', ['Order a cake', 'Find cakes']],
    ['offers', ['Start selling']],
    ['both', ['Order a cake', 'Start selling', 'Find cakes']],
  ] as const)('the side that %s', (side, goals) => {
    expect(pageGoalsFor(page, side)).toEqual(goals);
  });
});
