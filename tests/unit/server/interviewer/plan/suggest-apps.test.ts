// @vitest-environment node
/**
 * "Suggest a plan for me" for thirty-odd kinds of app, from a description and for some the page
 * the host read: the plan's user types are the groups the app's words name, no stock value of
 * another kind of app appears, each persona's occupation fits its group, and every value fits
 * its field's shape.
 */
import { describe, expect, it } from 'vitest';
import { suggestPlan } from '../../../../../server/interviewer/plan/suggest';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { ADDRESS, APPS, type App } from './app-descriptions';
import {
  expectComplete,
  expectNoForeignStock,
  expectShapes,
  fitsGroup,
  pageWords,
  stateAfterPage,
} from './grounded-plans';

const planFor = (app: App) => {
  const state: PlanState = app.page
    ? stateAfterPage({ ...app.page, description: app.description })
    : { app_description: { value: app.description }, user_types: [] };
  return suggestPlan(ADDRESS, state);
};

/** The app's own words: its address, its description and what its page said. */
const wordsOf = (app: App) => [ADDRESS, app.description, ...pageWords(app.page ?? {})].join(' ');

describe.each(APPS)('a suggested plan for $name', (app) => {
  const plan = planFor(app);

  it('has the user types the app’s words name', () => {
    expect(plan.state.user_types.map((userType) => userType.type?.value)).toEqual(app.types);
    expect(plan.kind).toBe(app.kind ?? 'generic');
  });

  it('is complete, and every value fits its field', () => {
    expectComplete(plan.state);
    expectShapes(plan.state);
  });

  it('holds no stock value of another kind of app', () => {
    expectNoForeignStock(plan, wordsOf(app));
  });

  it('casts each persona as one of its group', () => {
    for (const userType of plan.state.user_types) {
      for (const segment of userType.segments) {
        const occupation = segment.persona?.occupation_background?.value ?? '';
        const groups = [userType.type?.value ?? '', segment.segment?.value ?? ''];
        expect(
          groups.some((group) => fitsGroup(group, occupation)),
          `${groups.join(' / ')}: ${occupation}`,
        ).toBe(true);
      }
    }
  });
});

it('covers at least 30 kinds of app', () => {
  expect(APPS.length).toBeGreaterThanOrEqual(30);
});
