/**
 * What the page of the visitor's app proposes for the plan, in the page's own words: a
 * description of the app, its kind, the groups of people it speaks to, and goals from its forms
 * and calls to action. Proposals only: the first reply asks the visitor to confirm or correct.
 */
import { trimEndChars } from '../../src/lib/forms/trim-chars.ts';
import type { FormPurpose, PageFacts } from '../../src/lib/page/page-facts.ts';
import type { AppKind } from '../../src/lib/plan/app-kinds.ts';
import { APP_PAGE_LIMITS, type AppPage } from '../../src/lib/plan/app-page.ts';

/** The longest description proposed; a page's meta description is usually under 160 characters. */
const MAX_PROPOSAL = 200;

/** The page's own sentence about itself: its description, else its main heading, else its title. */
export function proposedDescription(facts: PageFacts): string {
  const proposal = facts.description || facts.headings[0] || facts.title;
  return proposal.length > MAX_PROPOSAL ? `${proposal.slice(0, MAX_PROPOSAL - 1).trimEnd()}…` : proposal;
}

const PURPOSE_GOALS: Record<FormPurpose, string> = {
  'sign-up': 'Sign up for a new account and reach the first screen after it',
  'log-in': 'Log in with an existing account, and recover a forgotten password',
  search: 'Search for something specific and open one of the results',
  checkout: 'Add an item to the cart and complete the checkout',
  booking: 'Book a time and receive a confirmation',
  contact: 'Send a message through the contact form and see that it was received',
  subscribe: 'Leave an email address for updates and see a confirmation',
};

/** A button's words start with a verb a tester can follow ("Start a free trial", "Book a demo"). */
const ACTION_VERBS = new Set(
  'start try get book buy shop order add sign join create request schedule download browse find explore sell list subscribe contact build hire compare apply'.split(
    ' ',
  ),
);
/** Buttons whose form already gives the goal ("Sign in" beside a log-in form). */
const FORM_BUTTONS = new Set([
  'sign in',
  'log in',
  'sign up',
  'search',
  'subscribe',
  'create my account',
  'create account',
]);
const firstWord = (text: string) => (text.split(' ')[0] ?? '').toLowerCase();

/** Goals from the calls to action that name an action, then from the forms, each once. */
function pageGoals(facts: PageFacts): string[] {
  const fromButtons = facts.callsToAction
    .filter((label) => ACTION_VERBS.has(firstWord(label)) && label.split(' ').length >= 2 && !label.endsWith('?'))
    .filter((label) => !FORM_BUTTONS.has(label.toLowerCase()))
    // "Start a free trial →" is the goal "Start a free trial".
    .map((label) => trimEndChars(label, '.!→›>» '));
  const fromForms = facts.forms.map((purpose) => PURPOSE_GOALS[purpose]);
  const goals: string[] = [];
  for (const goal of [...fromButtons, ...fromForms]) {
    if (!goals.some((known) => firstWord(known) === firstWord(goal))) goals.push(goal);
  }
  return goals.slice(0, APP_PAGE_LIMITS.goals);
}

/** "For buyers", "For teams": the page names a group it speaks to (navigation, headings, buttons). */
function pageGroups(facts: PageFacts): string[] {
  const groups: string[] = [];
  for (const text of [...facts.navigation, ...facts.headings, ...facts.callsToAction]) {
    const words = text.split(' ');
    if (words[0]?.toLowerCase() !== 'for' || words.length < 2 || words.length > 3) continue;
    const name = words
      .slice(1)
      .join(' ')
      .replace(/[^\p{L}\p{N} '-]/gu, '');
    const group = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    if (group.length > 1 && !groups.some((known) => known.toLowerCase() === group.toLowerCase())) groups.push(group);
  }
  return groups.slice(0, APP_PAGE_LIMITS.groups);
}

/** Words that name a kind of app outright, matched as whole words of the page's title, description and headings. */
const KIND_WORDS: readonly [AppKind, readonly string[]][] = [
  ['marketplace', ['marketplace', 'sellers', 'vendors']],
  ['ecommerce', ['shop', 'store', 'basket', 'cart', 'checkout']],
  ['saas', ['saas', 'dashboard', 'workspace', 'subscription', 'trial']],
];

/** The kind from what the page has: its structured data, a checkout, its own words, prices beside a sign-up. */
function pageKind(facts: PageFacts): AppKind | undefined {
  const types = new Set(facts.jsonLdTypes.map((type) => type.toLowerCase()));
  if (types.has('softwareapplication') || types.has('webapplication')) return 'saas';
  if (types.has('product') || facts.forms.includes('checkout')) return 'ecommerce';
  const words = new Set(
    [facts.title, facts.description, ...facts.headings, ...facts.callsToAction]
      .join(' ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );
  const named = KIND_WORDS.find(([, kindWords]) => kindWords.some((word) => words.has(word)));
  if (named) return named[0];
  if (facts.pricing && facts.forms.includes('sign-up')) return 'saas';
  return undefined;
}

/** What the plan state carries from the page to every later turn. */
export function appPageOf(facts: PageFacts): AppPage {
  const groups = pageGroups(facts);
  const kind = pageKind(facts);
  return {
    title: facts.title.slice(0, APP_PAGE_LIMITS.text),
    groups,
    goals: pageGoals(facts),
    ...(kind ? { kind } : {}),
  };
}

/** A goal of the side that offers (sells, lists, hosts, teaches) rather than the side that comes to buy. */
const SUPPLY_WORDS = new Set([
  'sell',
  'selling',
  'list',
  'listing',
  'host',
  'hosting',
  'become',
  'partner',
  'vendor',
  'teach',
]);
const offers = (goal: string) =>
  goal
    .toLowerCase()
    .split(' ')
    .some((word) => SUPPLY_WORDS.has(word));

/**
 * The page's goals for the user type at `typeIndex` of `typeCount`: with two sides or more, the
 * first is the side that comes to buy and the second the side that offers ("Start selling");
 * with one, every goal is its.
 */
export function pageGoalsFor(page: AppPage | undefined, typeIndex: number, typeCount: number): string[] {
  const goals = page?.goals ?? [];
  if (typeCount < 2) return typeIndex === 0 ? goals : [];
  if (typeIndex > 1) return [];
  return goals.filter((goal) => offers(goal) === (typeIndex === 1));
}
