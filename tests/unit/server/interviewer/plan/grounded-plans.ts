/**
 * What a suggested plan grounded in the app's own words looks like, checked apart from the code
 * that builds it: every value it stores fits its field's shape, no stock value of another kind
 * of app appears in it (each catalogue entry's signature words, kept here), the kind it was
 * tailored to is one the app's words say, and each persona's occupation fits its group.
 */
import { expect } from 'vitest';
import { fitsShape } from '../../../../../server/interviewer/language/field-shapes';
import type { TurnField } from '../../../../../server/interviewer/language/turn-reading';
import { appPageOf } from '../../../../../server/interviewer/plan/page-proposals';
import { PLAN_CATALOGUE, type SuggestedAppKind } from '../../../../../server/interviewer/plan/plan-catalogue';
import type { SuggestedPlan } from '../../../../../server/interviewer/plan/suggest';
import { blankPageFacts, type PageFacts } from '../../../../../src/lib/page/page-facts';
import type { AppPage } from '../../../../../src/lib/plan/app-page';
import { isPlanComplete, PERSONA_FIELDS, type PlanState } from '../../../../../src/lib/plan/plan';

/** Phrases only one catalogue entry's stock values use. */
export const SIGNATURES: Record<SuggestedAppKind, readonly string[]> = {
  marketplace: ['first listing', 'payout', 'reviews before buying', 'filtering by price'],
  saas: ['workspace', 'teammates', 'paid plan', 'notification settings', 'free trial', 'invitation'],
  ecommerce: ['discount code', 'cart', 'returns policy', 'previous purchase', 'with delivery', 'existing order'],
  generic: [],
};
/** Words of the stock plans a suggestion used to give any app: no plan holds them unless its app's words do. */
export const NEVER = ['landscaper', 'paver', 'damaged', 'carpenter', 'handmade furniture', 'night shifts'];
/** A shop's words: in a plan only when the app sells goods, as its words say. */
const SHOP_WORDS = ['cart', 'checkout', 'check out', 'basket', 'delivery', 'discount', 'shopper'];

/** Words that say each kind of app: the test's own reading, apart from app-kind.ts. */
const KIND_SAID: Record<Exclude<SuggestedAppKind, 'generic'>, RegExp> = {
  marketplace: /market ?place|peer.to.peer|seller|buyer|vendor|listing/,
  ecommerce: /shop|store|cart|basket|checkout|product|deliver|shipping|boutique|commerce|merch|tienda/,
  saas: /saas|software|workspace|crm|b2b|trial|dashboard|subscription|team|admin|analytics|invoicing|demo/,
};

/** The facts a page reader hands over, with `facts` over a plain page's. */
export const pageFacts = (facts: Partial<PageFacts>): PageFacts => ({
  ...blankPageFacts('https://app.example/'),
  language: 'en',
  textLength: 2000,
  ...facts,
});

/** The plan state the host holds after reading a page with `facts` and proposing its description. */
export function stateAfterPage(facts: Partial<PageFacts>, description?: string): PlanState {
  const page: AppPage = appPageOf(pageFacts(facts));
  const said = description ?? facts.description ?? '';
  return { ...(said ? { app_description: { value: said } } : {}), user_types: [], app_page: page };
}

/**
 * The words of a page the host read: what it says and what its forms are for. Not its schema.org
 * types, which say how it sells and not what the app is ("Product" on a course's page).
 */
export const pageWords = (facts: Partial<PageFacts>) =>
  [facts.title, facts.description, facts.headings, facts.navigation, facts.callsToAction, facts.forms]
    .flat()
    .filter((text): text is string => typeof text === 'string');

/** Every value a plan stores, with the field whose shape it must have. */
export function storedValues(plan: PlanState): [TurnField, string][] {
  return plan.user_types.flatMap((userType) => [
    ['user_type', userType.type?.value ?? ''] as [TurnField, string],
    ...userType.segments.flatMap((segment) => [
      ['segment', segment.segment?.value ?? ''] as [TurnField, string],
      ...PERSONA_FIELDS.map((field): [TurnField, string] => [field, segment.persona?.[field]?.value ?? '']),
      ...segment.goals.map((goal): [TurnField, string] => ['goal', goal.value]),
    ]),
  ]);
}

/** What the contract promises: two user types or more, each segment named, with a full persona and two goals. */
export function expectComplete(plan: PlanState): void {
  expect(isPlanComplete(plan)).toBe(true);
  expect(plan.user_types.length).toBeGreaterThanOrEqual(2);
  for (const userType of plan.user_types) {
    expect(userType.segments.length).toBeGreaterThanOrEqual(1);
    for (const segment of userType.segments) {
      for (const field of PERSONA_FIELDS) expect(segment.persona?.[field]?.value, field).toMatch(/\S/);
      expect(segment.goals.length).toBeGreaterThanOrEqual(2);
    }
  }
}

export function expectShapes(plan: PlanState): void {
  for (const [field, value] of storedValues(plan)) expect(fitsShape(field, value), `${field}: ${value}`).toBe(true);
}

const lower = (text: string) => text.toLowerCase();
/** Words any plan's own values use around the app's: "New sellers" is the visitor's sellers. */
const PLAIN = new Set('new first-time returning regular a an the and with for of to on'.split(' '));
/** Whether every word of `value` but the plain ones is a word of the app's (`said`, in lower case). */
const madeOf = (value: string, said: string) =>
  lower(value)
    .split(' ')
    .every((word) => PLAIN.has(word) || said.includes(word));

/**
 * No stock value of another kind of app, no signature phrase of one, no old stock word and no
 * shop word the app's own words (`appWords`) do not hold; and a kind its words say.
 */
export function expectNoForeignStock(suggestion: SuggestedPlan, appWords: string): void {
  const said = lower(appWords);
  const values = storedValues(suggestion.state).map(([, value]) => lower(value));
  const text = values.join('\n');
  const others = (Object.keys(PLAN_CATALOGUE) as SuggestedAppKind[]).filter(
    (kind) => kind !== suggestion.kind && kind !== 'generic',
  );
  for (const kind of others) {
    for (const type of PLAN_CATALOGUE[kind].userTypes) {
      for (const stock of [type.type, type.segment, ...type.goals]) {
        if (!madeOf(stock, said)) expect(values, `${kind}: ${stock}`).not.toContain(lower(stock));
      }
    }
    for (const phrase of SIGNATURES[kind]) if (!said.includes(phrase)) expect(text, kind).not.toContain(phrase);
  }
  for (const word of NEVER) if (!said.includes(word)) expect(text).not.toContain(word);
  if (suggestion.kind !== 'ecommerce') {
    for (const word of SHOP_WORDS) if (!said.includes(word)) expect(text, word).not.toContain(word);
  }
  if (suggestion.kind !== 'generic') expect(said, suggestion.kind).toMatch(KIND_SAID[suggestion.kind]);
}

/** Life stages and organisations have an occupation of their own; other groups, their own word. */
const STAGES: [RegExp, RegExp][] = [
  [/\b(kids|children|pupils)\b/i, /pupil/i],
  [/\bteen/i, /student/i],
  [/\bstudents\b/i, /student/i],
  [/\b(retirees|seniors|pensioners)\b/i, /^retired /i],
  [/\b(parents|families|mums|dads)\b/i, /^parent /i],
  [/\b(bakeries|clinics|agencies|restaurants|charities|shelters|salons|studios|schools|businesses)$/i, /^runs /i],
  [/\b(crews|teams)$/i, /^leads /i],
];

/** Whether `occupation` fits a persona of `group`: a developer for developers, a dog owner for dog owners. */
export function fitsGroup(group: string, occupation: string): boolean {
  const stage = STAGES.find(([words]) => words.test(group));
  if (stage) return stage[1].test(occupation);
  const head = lower(group.replace(/^(new|returning|first-time|regular) /i, ''))
    .split(' of ')[0]
    ?.split(' ')
    .at(-1)
    ?.replace(/(ies)$/, 'y')
    .replace(/s$/, '');
  return head !== undefined && lower(occupation).includes(head);
}
