// @vitest-environment node
/**
 * The interview after a page was read: the description it proposed confirmed, refused or
 * corrected; the groups it speaks to taken as user types on a yes; and "suggest a plan for me"
 * building on the page (its kind, its groups, goals from its buttons and forms), never on a
 * stock plan of another kind of app.
 */
import { describe, expect, it } from 'vitest';
import { fitsShape } from '../../../../server/interviewer/language/field-shapes';
import type { PlanState } from '../../../../src/lib/plan/plan';
import { conversationAfterPage } from '../../../support/page-conversation';
import { derivedValues } from './interview-turns';

const ADDRESS = 'https://crumbandco.example/';

/** The host's first reply to a saved page, then the interviewer's replies to `answers`. */
async function afterPage(page: string, answers: readonly string[]) {
  const { replies, state } = await conversationAfterPage(ADDRESS, page, answers);
  return { replies, state, last: replies.at(-1) ?? '' };
}

const PROPOSED = 'A marketplace where home bakers sell cakes to people nearby & offices order for events.';

describe('the description the page proposed', () => {
  it('yes: kept, and the groups the page speaks to are proposed next', async () => {
    const { state, last } = await afterPage('marketplace.html', ['Yes, that’s right']);
    expect(state.app_description).toEqual({ value: PROPOSED });
    expect(last).toMatch(
      /^Thanks, I'll build the goals around .+\. Who uses your app\? The page speaks to buyers and bakers: say yes to test those 2 groups, or name the groups yourself\.$/,
    );
  });

  it('no: asked for, the page still remembered', async () => {
    const { state, last } = await afterPage('marketplace.html', ['nope']);
    expect(state.app_description).toEqual({ value: '' });
    expect(state.app_page?.kind).toBe('marketplace');
    expect(last).toBe('No problem. What does your app do, in a sentence or two?');
  });

  it('a correction: the visitor’s words replace the page’s', async () => {
    const { state } = await afterPage('marketplace.html', [
      'Not quite: it’s an app where tutors sell lessons to parents.',
    ]);
    expect(state.app_description).toEqual({ value: 'An app where tutors sell lessons to parents.' });
  });

  it('a question back: the proposal is asked about again, nothing changed', async () => {
    const { state, last } = await afterPage('marketplace.html', ['What do you mean?']);
    expect(state.app_description).toEqual({ value: PROPOSED });
    expect(last).toContain(`I'd describe your app as: “${PROPOSED}” Is that right?`);
  });
});

describe('the groups the page speaks to', () => {
  it('yes: they are the user types', async () => {
    const { state } = await afterPage('marketplace.html', ['yes', 'yes']);
    expect(state.user_types.map((userType) => userType.type?.value)).toEqual(['Buyers', 'Bakers']);
  });

  it('named otherwise: the visitor’s groups', async () => {
    const { state } = await afterPage('marketplace.html', ['yes', 'Home bakers and office managers']);
    expect(state.user_types.map((userType) => userType.type?.value)).toEqual(['Home bakers', 'Office managers']);
  });
});

describe('"suggest a plan for me" straight after the page', () => {
  it.each([
    ['shop.html', 'an online shop', ['Add to basket', 'Search for something specific and open one of the results']],
    ['marketplace.html', 'a marketplace', ['Start selling']],
    ['saas.html', 'a SaaS product', ['Start a free trial']],
  ])('%s: a plan for %s, with goals from its buttons and forms', async (page, kind, goals) => {
    const { state, last } = await afterPage(page, ['suggest a plan for me']);
    expect(last).toContain(`Here is a suggested test plan for ${kind} at ${ADDRESS}`);
    const planGoals = state.user_types.flatMap((userType) =>
      userType.segments.flatMap((segment) => segment.goals.map((goal) => goal.value)),
    );
    for (const goal of goals) expect(planGoals).toContain(goal);
    expect(state.app_page?.title).toBeTruthy();
  });

  it('the marketplace’s sides keep their own goals from the page', async () => {
    const { state } = await afterPage('marketplace.html', ['yes', 'yes', 'suggest a plan for me']);
    const goalsOf = (name: string) =>
      state.user_types
        .find((userType) => userType.type?.value === name)
        ?.segments.flatMap((segment) => segment.goals.map((goal) => goal.value));
    expect(goalsOf('Buyers')).toContain('Order a cake');
    expect(goalsOf('Buyers')).not.toContain('Start selling');
    expect(goalsOf('Bakers')).toContain('Start selling');
  });
});

describe('"suggest a plan for me" after a video course’s page', () => {
  // An online course teaching developers Node.js: the page has a price, a "Product" and a cart, as
  // course pages do, and nothing of it is a shop's.
  const suggested = () => afterPage('video-course.html', ['suggest a plan for me']);
  const values = (state: PlanState) => derivedValues(state).join('\n');

  it('is a plan for developers, in the course’s own words', async () => {
    const { state, last } = await suggested();
    expect(state.user_types.map((userType) => userType.type?.value)).toContain('Developers');
    expect(last).not.toContain('online shop');
    expect(values(state)).not.toMatch(/landscap|paver|return for|damaged|shopper|cart|delivery|discount/i);
  });

  it('casts developers as developers, and gives them the course’s goals', async () => {
    const { state } = await suggested();
    const developers = state.user_types.find((userType) => userType.type?.value === 'Developers');
    const [segment] = developers?.segments ?? [];
    expect(segment?.persona?.occupation_background?.value).toMatch(/developer/i);
    const goals = segment?.goals.map((goal) => goal.value) ?? [];
    expect(goals).toContain('Build an app with Node.js');
    expect(goals).toContain('Buy the course');
    for (const goal of goals) expect(fitsShape('goal', goal), goal).toBe(true);
  });
});
