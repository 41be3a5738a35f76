/**
 * The plans the reference host suggests when the visitor says "suggest a plan for me": one per
 * kind of app, each with at least two user types, every segment with a full persona and at least
 * two goals. Plain text only, like every other plan value. Kept apart from the interviewer so
 * the wording can change without touching its logic.
 */
import type { AppKind } from '../../src/lib/plan/app-kinds.ts';
import type { PersonaField } from '../../src/lib/plan/plan.ts';

/** The kinds the host tailors a suggested plan to: the site's own, or a generic plan. */
export type SuggestedAppKind = AppKind | 'generic';

export interface CatalogueSegment {
  segment: string;
  persona: Record<PersonaField, string>;
  goals: string[];
}

export interface CatalogueUserType {
  type: string;
  segments: CatalogueSegment[];
}

export interface CatalogueEntry {
  /** How the assistant names the kind of app in its reply. */
  label: string;
  /** The app description used when the visitor has not given one. */
  describe: (host: string) => string;
  userTypes: CatalogueUserType[];
}

/**
 * For a user type the visitor named that no catalogue entry knows ("Crew owners"): a first
 * segment every app has, and goals every app can be tested on.
 */
export const STARTER_SEGMENT = 'First-time users';
export const STARTER_GOALS = [
  'Understand what the app does for them from the first screen',
  'Sign up and complete a first task',
  'Find help when something is unclear',
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
        segments: [
          {
            segment: 'First-time buyers',
            persona: {
              name: 'Priya',
              age: '29',
              gender: 'Female',
              occupation_background: 'Nurse working night shifts',
              state_of_mind: 'Cautious about paying a stranger',
              device: 'Samsung Galaxy S23',
            },
            goals: [
              'Find a listing by searching and filtering by price',
              'Check the seller’s reviews before buying',
              'Buy an item and get an order confirmation',
            ],
          },
        ],
      },
      {
        type: 'Sellers',
        segments: [
          {
            segment: 'New sellers',
            persona: {
              name: 'Tom',
              age: '52',
              gender: 'Male',
              occupation_background: 'Carpenter selling handmade furniture',
              state_of_mind: 'Busy, not comfortable with technology',
              device: 'iPad (9th generation)',
            },
            goals: [
              'Create an account and publish a first listing with photos',
              'Answer a buyer’s question about a listing',
              'See when a payout will arrive',
            ],
          },
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
        segments: [
          {
            segment: 'Admins on a free trial',
            persona: {
              name: 'Daniel',
              age: '41',
              gender: 'Male',
              occupation_background: 'Operations manager at a 20-person agency',
              state_of_mind: 'Evaluating several tools at once, short on time',
              device: 'Windows laptop with Chrome',
            },
            goals: [
              'Sign up and create a workspace',
              'Invite two teammates by email',
              'Upgrade to a paid plan and download the invoice',
            ],
          },
        ],
      },
      {
        type: 'Team members',
        segments: [
          {
            segment: 'Invited members',
            persona: {
              name: 'Aisha',
              age: '26',
              gender: 'Female',
              occupation_background: 'Junior designer',
              state_of_mind: 'Curious but wary of yet another tool',
              device: 'MacBook Air with Safari',
            },
            goals: [
              'Accept an invitation and set a password',
              'Find the dashboard and complete a first task',
              'Change notification settings',
            ],
          },
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
        segments: [
          {
            segment: 'Bulk buyers',
            persona: {
              name: 'Maria',
              age: '34',
              gender: 'Female',
              occupation_background: 'Landscaper',
              state_of_mind: 'Impatient',
              device: 'iPhone 15',
            },
            goals: [
              'Get a price for 40 pavers including delivery',
              'Add several products to the cart and check out',
              'Apply a discount code',
            ],
          },
        ],
      },
      {
        type: 'Returning customers',
        segments: [
          {
            segment: 'Customers with an order on its way',
            persona: {
              name: 'George',
              age: '67',
              gender: 'Male',
              occupation_background: 'Retired teacher',
              state_of_mind: 'Anxious about a late delivery',
              device: 'Android tablet',
            },
            goals: ['Track an existing order', 'Start a return for a damaged item', 'Reorder a previous purchase'],
          },
        ],
      },
    ],
  },
  generic: {
    label: 'a web app',
    describe: (host) => `The web app at ${host}`,
    userTypes: [
      {
        type: 'New visitors',
        segments: [
          {
            segment: 'First-time visitors from search',
            persona: {
              name: 'Sam',
              age: '31',
              gender: 'Non-binary',
              occupation_background: 'Freelance copywriter',
              state_of_mind: 'Skimming, ready to leave if confused',
              device: 'Pixel 8',
            },
            goals: [
              'Understand what the app does from the home page',
              'Sign up for an account',
              'Find help or contact details',
            ],
          },
        ],
      },
      {
        type: 'Returning users',
        segments: [
          {
            segment: 'Regular users',
            persona: {
              name: 'Helen',
              age: '45',
              gender: 'Female',
              occupation_background: 'Accountant',
              state_of_mind: 'Focused, wants to be done quickly',
              device: 'Windows desktop with Edge',
            },
            goals: [
              'Log in and reach the main feature in under a minute',
              'Update profile details',
              'Reset a forgotten password',
            ],
          },
        ],
      },
    ],
  },
};
