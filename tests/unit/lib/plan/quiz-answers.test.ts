// @vitest-environment node
/**
 * The free quiz's plan from whole answer sets as visitors write them: the visitor's own features
 * and worries come first, in the catalogue's words or quoted in theirs, then the kind's items and
 * the generic ones; the count shown is the list's length, the kind reads in running text, and
 * the PDF holds every line shown.
 */
import { readFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildPlanPdf } from '../../../../src/browser/pdf';
import { quizCatalogueSchema, quizCopySchema } from '../../../../src/lib/content/schemas/quiz';
import { fillTemplate } from '../../../../src/lib/content/template';
import { generateQuizPlan, kindInText, QUIZ_PLAN_MAX_ITEMS } from '../../../../src/lib/plan/quiz';
import { answerItems, answerParts } from '../../../../src/lib/plan/quiz-answers';
import { pdfText } from '../../../support/pdf-text';

const catalogue = quizCatalogueSchema.parse(parse(readFileSync('src/content/quiz/catalogue.yaml', 'utf8')));
const copy = quizCopySchema.parse(parse(readFileSync('src/content/modals/quiz.yaml', 'utf8')));

interface AnswerSet {
  name: string;
  app: string;
  appType: string;
  features: string;
  concerns: string;
  /** The first lines of the plan, exactly. */
  first: string[];
  /** The kind as the plan's introduction reads it. */
  kind: string;
}

const sets: AnswerSet[] = [
  {
    name: 'the wishlist and checkout of a slow shop',
    app: 'https://shoes.example',
    appType: 'An online shop',
    features: 'checkout, wishlists',
    concerns: 'slow on phones',
    first: [
      'Add an item to the wishlist, then check out, on a mid-range Android phone over 4G',
      'Every page of the journey is usable within 3 seconds on a mid-range Android phone over 4G',
    ],
    kind: 'e-commerce',
  },
  {
    name: 'a marketplace whose visitors get lost',
    app: 'https://gardenhelp.example',
    appType: 'a marketplace for gardeners',
    features: 'search and bookings',
    concerns: 'people get lost before they book',
    first: [
      'Search for an item and filter the results, then book a time slot, as a first-time visitor, without help',
      'A first-time visitor finishes the main task without help or guessing',
    ],
    kind: 'marketplace',
  },
  {
    name: 'a SaaS tool with features the catalogue does not know',
    app: 'https://app.teamboard.io',
    appType: 'B2B SaaS',
    features: 'kanban boards, time tracking',
    concerns: 'none',
    first: [
      'Try “kanban boards” from start to finish, on a phone and on a computer',
      'Try “time tracking” from start to finish, on a phone and on a computer',
    ],
    kind: 'SaaS',
  },
  {
    name: 'a known feature and a worry in the visitor’s own words',
    app: 'A recipe blog',
    appType: 'a blog',
    features: 'sign up',
    concerns: 'the newsletter emails look odd',
    first: [
      'Sign up, on a phone and on a computer',
      'Open the newsletter emails on a phone, on a computer and in a dark theme: nothing is cut off, overlapping or out of place',
    ],
    kind: 'web',
  },
  {
    name: 'declined cards and accessibility, on separate lines',
    app: 'https://tickets.example',
    appType: 'online shop for concert tickets',
    features: 'cart\ncheckout',
    concerns: 'declined cards\nscreen reader users',
    first: [
      'Add two items to the cart and change a quantity, then check out, with a card that is declined first',
      'A declined card shows a clear message and nothing already entered is lost',
      'The main task can be done with a keyboard and a screen reader alone',
    ],
    kind: 'e-commerce',
  },
  {
    name: 'empty answers',
    app: '',
    appType: '',
    features: '',
    concerns: '',
    first: catalogue.generic.slice(0, 2),
    kind: 'web',
  },
  {
    name: 'answers that say nothing',
    app: 'https://example.com',
    appType: 'not sure',
    features: 'idk',
    concerns: 'nothing',
    first: catalogue.generic.slice(0, 2),
    kind: 'web',
  },
  {
    name: 'older users and errors',
    app: 'https://clinic.example',
    appType: 'appointments for a clinic',
    features: 'appointments, messages',
    concerns: 'older patients, errors in forms',
    first: [
      'Book a time slot, then send a message and read the reply, at 200% zoom',
      'Text and buttons stay readable and usable at 200% zoom',
      'Every form says what went wrong and keeps what was typed',
    ],
    kind: 'web',
  },
  {
    name: 'a long answer is not quoted',
    app: 'https://long.example',
    appType: 'SaaS',
    features: 'the thing where people can drag and drop their whole folder of invoices into the app',
    concerns: 'slow',
    first: [catalogue.concerns[0]?.check ?? ''],
    kind: 'SaaS',
  },
  {
    name: 'markup and emoji stay the visitor’s plain words',
    app: 'https://shop.example',
    appType: 'shop 🛍️',
    features: '<b>gift cards</b>',
    concerns: 'mobile 📱',
    first: [
      'Try “<b>gift cards</b>” from start to finish, on a phone and on a computer',
      'Every step fits a small phone screen and works with the keyboard open',
    ],
    kind: 'e-commerce',
  },
];

describe.each(sets)('the quiz plan: $name', (set) => {
  const plan = generateQuizPlan(set, catalogue);
  const label = kindInText(catalogue.kinds.find((kind) => kind.id === plan.kind)?.label ?? copy.genericKind);

  it('opens with the lines from the visitor’s answers', () => {
    expect(plan.items.slice(0, set.first.length)).toEqual(set.first);
  });

  it('lists at most 12 distinct items, the catalogue’s after the visitor’s', () => {
    expect(plan.items.length).toBeLessThanOrEqual(QUIZ_PLAN_MAX_ITEMS);
    expect(new Set(plan.items).size).toBe(plan.items.length);
    const own = answerItems(set.features, set.concerns, catalogue);
    const kindItems = catalogue.kinds.find((kind) => kind.id === plan.kind)?.items ?? [];
    expect(plan.items.slice(0, own.length)).toEqual(own);
    for (const item of plan.items.slice(own.length)) expect([...kindItems, ...catalogue.generic]).toContain(item);
  });

  it('counts what it lists and names the kind in running text', () => {
    expect(fillTemplate(copy.plan.count, { count: plan.items.length })).toBe(`${plan.items.length} test cases`);
    expect(plan.items).toHaveLength(QUIZ_PLAN_MAX_ITEMS);
    expect(label).toBe(set.kind);
    expect(fillTemplate(copy.plan.intro, { kind: label })).toContain(`your ${set.kind} app`);
  });

  it('writes every line into the PDF', () => {
    const pdf = buildPlanPdf(jsPDF, {
      title: copy.plan.pdfTitle,
      app: fillTemplate(copy.plan.pdfApp, { app: set.app || label }),
      intro: copy.plan.pdfIntro,
      items: plan.items,
      footer: copy.plan.pdfFooter,
      site: 'https://testable.example',
    }).output();
    const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ');
    for (const item of plan.items) expect(text).toContain(item);
  });
});

describe('answerParts', () => {
  it.each([
    ['checkout, wishlists', ['checkout', 'wishlists']],
    ['Search and bookings', ['search', 'bookings']],
    ['cart\ncheckout; reviews & ratings', ['cart', 'checkout', 'reviews', 'ratings']],
    ['Gift cards <b>bold</b>', ['gift cards <b>bold</b>']],
    ['none', []],
    ['', []],
  ])('%j → %j', (answer, parts) => {
    expect(answerParts(answer)).toEqual(parts);
  });
});

it('holds 10 answer sets', () => {
  expect(sets).toHaveLength(10);
});
