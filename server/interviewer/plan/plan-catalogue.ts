/**
 * The stock values "suggest a plan for me" falls back on when the app's own words give too few:
 * per kind of app, two user types with a segment and goals each. Only the kind the app's words
 * say (app-kind.ts) is used, and its values are ones that fit any app of that kind: no trade,
 * no product, no mishap that belongs to one business. Personas are not stock: they are cast for
 * each group (personas.ts). Plain text only, like every other plan value.
 */
import type { AppKind } from '../../../src/lib/app-kinds.ts';

/** The kinds the host tailors a suggested plan to: the site's own, or a generic plan. */
export type SuggestedAppKind = AppKind | 'generic';

export interface CatalogueUserType {
  type: string;
  segment: string;
  goals: readonly string[];
}

export interface CatalogueEntry {
  /** How the assistant names the kind of app in its reply. */
  label: string;
  /** The app description used when the visitor has not given one. */
  describe: (host: string) => string;
  userTypes: readonly CatalogueUserType[];
}

/**
 * For a user type that no catalogue entry knows and the app's words give no goals for: a first
 * segment every app has, and goals every app can be tested on.
 */
export const STARTER_SEGMENT = 'First-time users';
export const STARTER_GOALS = [
  'Understand what the app does for them from the first screen',
  'Sign up and complete a first task',
  'Find help when something is unclear',
];
/** For people coming back to an app ("Returning developers"): what any app lets them do again. */
export const RETURNING_GOALS = [
  'Log in and pick up where they left off',
  'Find what they used on their last visit',
  'Reset a forgotten password',
];
/** The gender of a persona the visitor named without saying it: a suggestion cannot know it. */
export const UNSTATED_GENDER = 'Not stated';

export const PLAN_CATALOGUE: Record<SuggestedAppKind, CatalogueEntry> = {
  marketplace: {
    label: 'a marketplace',
    describe: (host) => `A marketplace at ${host} where sellers list items and buyers find, compare and buy them`,
    userTypes: [
      {
        type: 'Buyers',
        segment: 'First-time buyers',
        goals: [
          'Find a listing by searching and filtering by price',
          'Check the seller’s reviews before buying',
          'Buy an item and get an order confirmation',
        ],
      },
      {
        type: 'Sellers',
        segment: 'New sellers',
        goals: [
          'Create an account and publish a first listing with photos',
          'Answer a buyer’s question about a listing',
          'See when a payout will arrive',
        ],
      },
    ],
  },
  saas: {
    label: 'a SaaS product',
    describe: (host) => `A subscription web app at ${host} that teams use to get their work done`,
    userTypes: [
      {
        type: 'Team admins',
        segment: 'Admins on a free trial',
        goals: [
          'Sign up and create a workspace',
          'Invite two teammates by email',
          'Upgrade to a paid plan and download the invoice',
        ],
      },
      {
        type: 'Team members',
        segment: 'Invited members',
        goals: [
          'Accept an invitation and set a password',
          'Find the dashboard and complete a first task',
          'Change notification settings',
        ],
      },
    ],
  },
  ecommerce: {
    label: 'an online shop',
    describe: (host) => `An online shop at ${host} selling products for delivery`,
    userTypes: [
      {
        type: 'Shoppers',
        segment: 'First-time shoppers',
        goals: [
          'Find a product and check its price with delivery',
          'Add several products to the cart and check out',
          'Apply a discount code',
        ],
      },
      {
        type: 'Returning customers',
        segment: 'Repeat customers',
        goals: ['Track an existing order', 'Find the returns policy for an order', 'Reorder a previous purchase'],
      },
    ],
  },
  generic: {
    label: 'a web app',
    describe: (host) => `The web app at ${host}`,
    userTypes: [
      {
        type: 'New visitors',
        segment: 'First-time visitors from search',
        goals: [
          'Understand what the app does from the home page',
          'Sign up for an account',
          'Find help or contact details',
        ],
      },
      { type: 'Returning users', segment: 'Regular users', goals: RETURNING_GOALS },
    ],
  },
};
