// @vitest-environment node
/**
 * Whole conversations as visitors really write them (one word, a paragraph, a list, a question
 * back, Spanish, German, markup, an essay), each ending with "suggest a plan for me". Every
 * reply must read as written for the visitor (no pasted answer, one question at the end) and the
 * suggested plan must build on what was said.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_LENGTH, MAX_VALUE_LENGTH } from '../../../../server/interviewer/words/answers';
import { PLAN_LIMITS, type PlanState, parsePlanState } from '../../../../src/lib/plan/plan';
import { converse, derivedValues, expectCompletePlan, repeatedSlice } from './interview-turns';

interface Conversation {
  name: string;
  url: string;
  /** What the visitor types, in order; "suggest a plan for me" is sent after the last. */
  answers: string[];
  /** The user types, exactly as the plan must hold them after the suggestion. */
  userTypes: string[];
  goals?: string[];
  personaNames?: string[];
  /** Things said that are not plan values: no value of the plan may contain them. */
  notStored?: string[];
  /** [index of an answer, what the reply to it must ask]. */
  asks?: [number, RegExp][];
}

const ESSAY = 'Our customers are owners of small landscaping businesses who quote jobs on site. '.repeat(80);
const LONG_NAME = 'Owners of very small landscaping businesses '.repeat(100);

const conversations: Conversation[] = [
  {
    name: 'one-word answers',
    url: 'https://recipes.example/',
    answers: ['Recipes', 'Cooks', 'Beginners', 'Sam', '22', 'Male', 'Student', 'Hungry', 'Pixel', 'Cook'],
    userTypes: ['Cooks'],
    goals: ['Cook'],
    personaNames: ['Sam'],
    asks: [
      [1, /^Got it\. Which group of cooks should we test first/],
      [3, /How old is Sam\?$/],
      [9, /^Added the goal "Cook"\..*What else does Sam want to get done, if anything\?$/],
    ],
  },
  {
    name: 'paragraphs, with the user types listed in a sentence',
    url: 'https://crewquote.example/',
    answers: [
      'CrewQuote lets landscaping crews price a job on site, send the quote from their phone and turn it into an invoice once the customer accepts. We are two founders and launch in spring.',
      'Two kinds: crew owners who create quotes on site, and office staff who send the invoices.',
      'The ones who have never sent a quote from a phone before, usually older owners with a crew of five or six people.',
      'Her name is Dana, she runs a crew of six',
    ],
    userTypes: ['Crew owners', 'Office staff'],
    personaNames: ['Dana'],
    asks: [
      [1, /crew owners and office staff\. .*Crew owners or office staff: which group should we test first\?$/],
      [2, /persona for this group: what is their first name\?$/],
      [3, /^Nice to meet Dana\. I noted her job too\. How old is Dana\?$/],
    ],
  },
  {
    name: 'bulleted user types and numbered goals',
    url: 'https://bookly.example/',
    answers: [
      'Booking app for hair salons',
      '- Salon owners\n- Stylists\n- Clients',
      'Owners of small salons',
      'Ines',
      '45',
      'Female',
      'Runs a salon with three chairs',
      'Busy between appointments',
      'iPad',
      "1. Set up opening hours\n2. Add a stylist\n3. See tomorrow's bookings",
    ],
    userTypes: ['Salon owners', 'Stylists', 'Clients'],
    goals: ['Set up opening hours', 'Add a stylist', "See tomorrow's bookings"],
    personaNames: ['Ines'],
    asks: [
      [1, /3 types of user: salon owners, stylists and clients\. .*Salon owners, stylists or clients: which group/],
      // Complete, yet the other user types are still to come.
      [9, /^Added 3 goals\. Your test plan is now complete.*Which group of stylists/],
    ],
  },
  {
    name: 'a list numbered on one line',
    url: 'https://rent.example/',
    answers: ['Tenants pay rent and report repairs', '1) Landlords 2) Tenants', 'Landlords with one flat'],
    userTypes: ['Landlords', 'Tenants'],
    asks: [[2, /persona for "Landlords with one flat": what is their first name\?$/]],
  },
  {
    name: 'questions back, off the topic',
    url: 'https://fitness.example/',
    answers: [
      'A fitness tracker for runners',
      "what's the weather?",
      'Runners',
      'Beginners',
      'Why do you need a name?',
      'Alex',
    ],
    userTypes: ['Runners'],
    personaNames: ['Alex'],
    notStored: ['weather', 'Why do you need'],
    asks: [
      [1, /^I can only help with your test plan here\. Who uses your app/],
      [4, /^I can only help with your test plan here\. Now let's create a persona/],
    ],
  },
  {
    name: 'Spanish',
    url: 'https://tienda.example/',
    answers: [
      'Tienda online de zapatillas para corredores',
      'Corredores aficionados',
      'Principiantes',
      'Ella se llama Lucía',
      '29 años',
      'Mujer',
      'Enfermera',
      'Con prisa',
      'iPhone 13',
      'Comprar zapatillas con envío gratis',
    ],
    userTypes: ['Corredores aficionados'],
    goals: ['Comprar zapatillas con envío gratis'],
    personaNames: ['Lucía'],
    asks: [
      [1, /Which group of corredores aficionados should we test first/],
      [4, /^29 years old, noted\. What is Lucía's gender\?$/],
    ],
  },
  {
    name: 'German, with a list in a sentence',
    url: 'https://handwerk.example/',
    answers: [
      'Ein Buchungstool für Handwerksbetriebe',
      'Zwei Gruppen: Meister, Gesellen und Büroangestellte',
      'Neue Kunden',
      'Sie heißt Anna',
      '45 Jahre',
    ],
    userTypes: ['Meister', 'Gesellen', 'Büroangestellte'],
    personaNames: ['Anna'],
    asks: [[3, /^Nice to meet Anna\. How old is Anna\?$/]],
  },
  {
    name: 'markup in the answers',
    url: 'https://shop.example/',
    answers: ['<h1>My shop</h1>', '<b>Store</b> owners', '<script>alert("x")</script>', '<img src=x onerror=alert(1)>'],
    // A name is read from what the markup marks up; markup that names no one is not stored as a
    // name (language/field-shapes.ts), and nothing is ever interpreted.
    userTypes: ['Store owners'],
    personaNames: [],
    asks: [[1, /^Got it\. Which group of store owners should we test first/]],
  },
  {
    name: 'very long answers',
    url: 'https://essay.example/',
    answers: [ESSAY, LONG_NAME, ESSAY, ESSAY, '34', ESSAY],
    // The group it names, once, however often it is repeated.
    userTypes: ['Owners of very small landscaping businesses'],
  },
];

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

const planValues = (plan: PlanState) => [plan.app_description?.value ?? '', ...derivedValues(plan)];

function expectSuggestedShape(plan: PlanState) {
  expectCompletePlan(plan);
  expect(plan.user_types.length).toBeLessThanOrEqual(PLAN_LIMITS.userTypes);
  expect(Array.from(plan.app_description?.value ?? '').length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
  for (const value of planValues(plan).slice(1)) expect(Array.from(value).length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
  // What the browser stores and sends back reads as the same plan.
  expect(parsePlanState(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
}

describe.each(conversations)('a conversation: $name', (conversation) => {
  const { replies, plan } = converse(conversation.url, conversation.answers);

  it('asks one question at a time, each reply ending with it', () => {
    for (const reply of replies) {
      expect(reply).toMatch(/\?$/);
      expect(reply.length).toBeLessThan(600);
    }
  });

  it('never repeats more than 40 characters of an answer, nor any markup', () => {
    for (const [index, reply] of replies.entries()) {
      for (const answer of conversation.answers.slice(0, index + 1)) {
        expect(repeatedSlice(reply, answer), `reply ${index + 1}: ${reply}`).toBeNull();
      }
      expect(reply).not.toMatch(/[<>]/);
    }
  });

  it.each(conversation.asks ?? [])('replies to answer %i with the question it names', (index, question) => {
    expect(replies[index]).toMatch(question);
  });

  it('suggests a complete plan within the shape rules', () => {
    expectSuggestedShape(plan);
    expect(replies.at(-1)).toMatch(/complete.*Start Test/);
  });

  it('builds the suggestion on everything said', () => {
    const types = plan.user_types.map((userType) => userType.type?.value);
    expect(types.slice(0, conversation.userTypes.length)).toEqual(conversation.userTypes);
    const goals = plan.user_types.flatMap((userType) => userType.segments.flatMap((segment) => segment.goals));
    for (const goal of conversation.goals ?? []) expect(goals).toContainEqual({ value: goal });
    const names = plan.user_types.flatMap((userType) => userType.segments.map((s) => s.persona?.name?.value));
    for (const name of conversation.personaNames ?? []) expect(names).toContain(name);
    const description = plan.app_description?.value ?? '';
    expect(normalised(conversation.answers[0] ?? '').startsWith(normalised(description))).toBe(true);
    const values = planValues(plan).join('\n');
    for (const text of conversation.notStored ?? []) expect(values).not.toContain(text);
  });
});
