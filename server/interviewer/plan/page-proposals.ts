/**
 * What the page of the visitor's app proposes for the plan, in the page's own words: a
 * description of the app, its kind, the groups of people it speaks to, and goals from its forms
 * and calls to action. Proposals only: the first reply asks the visitor to confirm or correct.
 */

import type { AppKind } from '../../../src/lib/app-kinds.ts';
import { trimEndChars } from '../../../src/lib/forms/trim-chars.ts';
import type { FormPurpose, PageFacts } from '../../../src/lib/page/page-facts.ts';
import { APP_PAGE_LIMITS, type AppPage } from '../../../src/lib/plan/app-page.ts';
import { kindOfWords } from './app-kind.ts';

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
  checkout: 'Complete the checkout and get a confirmation',
  booking: 'Book a time and receive a confirmation',
  contact: 'Send a message through the contact form and see that it was received',
  subscribe: 'Leave an email address for updates and see a confirmation',
};

/**
 * A button's or a heading's words start with a verb a tester can follow ("Start a free trial",
 * "Book a demo", "Learn to build apps with Node.js").
 */
const ACTION_VERBS = new Set(
  (
    'start try get book buy shop order add sign join create request schedule download browse find explore sell ' +
    'list subscribe contact build hire compare apply learn watch enroll enrol register read listen play track plan ' +
    'manage share upload send donate discover meet write save'
  ).split(' '),
);
/** The longest heading taken for a goal: a longer one is a slogan, not a task. */
const MAX_HEADING_WORDS = 10;
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

/** Words that start with an action and read as one task: "Start a free trial →" is "Start a free trial". */
const asTasks = (texts: readonly string[], maxWords: number) =>
  texts
    .filter((text) => ACTION_VERBS.has(firstWord(text)) && !text.endsWith('?'))
    .filter((text) => text.split(' ').length >= 2 && text.split(' ').length <= maxWords)
    .filter((text) => !FORM_BUTTONS.has(text.toLowerCase()))
    .map((text) => trimEndChars(text, '.!→›>» '));

/** Goals from the calls to action that name an action, then from the forms, then from headings that do, each once. */
function pageGoals(facts: PageFacts): string[] {
  const fromButtons = asTasks(facts.callsToAction, Number.POSITIVE_INFINITY);
  const fromForms = facts.forms.map((purpose) => PURPOSE_GOALS[purpose]);
  const fromHeadings = asTasks(facts.headings, MAX_HEADING_WORDS);
  const goals: string[] = [];
  for (const goal of [...fromButtons, ...fromForms, ...fromHeadings]) {
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

/**
 * The kind the page's own words say (app-kind.ts): its title, description, headings and buttons.
 * Not its structured data or its checkout: a course page has a "Product" and a checkout too.
 */
const pageKind = (facts: PageFacts): AppKind | undefined =>
  kindOfWords([facts.title, facts.description, ...facts.headings, ...facts.callsToAction]);

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

/** Which of the page's goals a user type gets: those of the side that comes to buy, of the side that offers, or all. */
export type PageSide = 'comes' | 'offers' | 'both';

/** The page's goals for a user type on `side` ("Start selling" is the side that offers). */
export function pageGoalsFor(page: AppPage | undefined, side: PageSide): string[] {
  const goals = page?.goals ?? [];
  return side === 'both' ? goals : goals.filter((goal) => offers(goal) === (side === 'offers'));
}
