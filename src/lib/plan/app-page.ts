/**
 * What the analysis host read on the app's own page, carried in the plan state from the first
 * reply on (an extension of the specification's plan), so that every later turn can build on
 * it: the kind of app its words say, the groups of people the page speaks to ("For buyers"), and
 * goals from its forms, calls to action and headings ("Start a free trial"). The pages never show
 * it; the host reads it back as defensively as the rest of the plan.
 */

import { APP_KINDS, type AppKind } from '../app-kinds.ts';
import { isRecord } from '../is-record.ts';

export interface AppPage {
  /** The page's title, as read. */
  title: string;
  kind?: AppKind;
  /** Group names in the page's own words, capitalised ("Buyers", "Teams"). */
  groups: string[];
  /** Goals a tester could follow, from the page's buttons, forms and the headings that name a task. */
  goals: string[];
}

export const APP_PAGE_LIMITS = { text: 120, groups: 4, goals: 6 } as const;

const text = (input: unknown): string =>
  typeof input === 'string' ? input.trim().slice(0, APP_PAGE_LIMITS.text).trim() : '';

const texts = (input: unknown, max: number): string[] =>
  Array.isArray(input)
    ? input
        .map(text)
        .filter((item) => item !== '')
        .slice(0, max)
    : [];

/** The app page of a plan state; undefined when there is none or it is not one. Never throws. */
export function readAppPage(input: unknown): AppPage | undefined {
  if (!isRecord(input)) return undefined;
  const kind = APP_KINDS.find((known) => known === input['kind']);
  const page: AppPage = {
    title: text(input['title']),
    groups: texts(input['groups'], APP_PAGE_LIMITS.groups),
    goals: texts(input['goals'], APP_PAGE_LIMITS.goals),
    ...(kind ? { kind } : {}),
  };
  return page.title || page.kind || page.groups.length > 0 || page.goals.length > 0 ? page : undefined;
}
