/**
 * "Suggest a plan for me": picks the kind of app from keywords in its address and description,
 * then turns that kind's catalogue entry into a complete plan state.
 */
import type { AppKind } from '../../src/lib/app-kinds.ts';
import type { Persona, PlanState } from '../../src/lib/plan.ts';
import { PERSONA_FIELDS } from '../../src/lib/plan.ts';
import { PLAN_CATALOGUE, type SuggestedAppKind } from './plan-catalogue.ts';

/**
 * Checked in this order: a marketplace also has a "shop" and a "cart", so its own words win;
 * an online shop can have a "dashboard", so shop words win over SaaS words.
 */
const KIND_KEYWORDS: readonly [AppKind, readonly string[]][] = [
  [
    'marketplace',
    ['marketplace', 'market place', 'sellers', 'seller', 'buyers', 'vendors', 'listings', 'peer to peer'],
  ],
  ['ecommerce', ['shop', 'store', 'cart', 'checkout', 'ecommerce', 'e commerce', 'boutique', 'products', 'merch']],
  ['saas', ['dashboard', 'subscription', 'team', 'saas', 'workspace', 'crm', 'b2b', 'invoicing', 'analytics', 'admin']],
];

/**
 * Addresses run words together ("myshop.io"), so the host is searched for keywords anywhere;
 * descriptions are prose, so there a keyword must start a word ("store" but not "restore").
 */
export function suggestedAppKind(appUrl: string | null, description: string): SuggestedAppKind {
  const host = appUrl
    ? hostOf(appUrl)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
    : '';
  const compactHost = host.replace(/ /g, '');
  const prose = ` ${description.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const [kind, keywords] of KIND_KEYWORDS) {
    const matches = keywords.some(
      (keyword) => compactHost.includes(keyword.replace(/ /g, '')) || prose.includes(` ${keyword}`),
    );
    if (matches) return kind;
  }
  return 'generic';
}

/** The host name of an address ("shop.example.com"), or the text itself when it is not a URL. */
export function hostOf(appUrl: string): string {
  try {
    return new URL(appUrl).host;
  } catch {
    return appUrl;
  }
}

export interface SuggestedPlan {
  kind: SuggestedAppKind;
  label: string;
  state: PlanState;
}

/**
 * A complete plan for the app. An existing description is kept (the visitor's own words beat a
 * guess); the user types are the catalogue's.
 */
export function suggestPlan(appUrl: string | null, description: string, hints = ''): SuggestedPlan {
  const kind = suggestedAppKind(appUrl, `${description} ${hints}`);
  const entry = PLAN_CATALOGUE[kind];
  const host = appUrl ? hostOf(appUrl) : 'your address';
  return {
    kind,
    label: entry.label,
    state: {
      app_description: { value: description || entry.describe(host) },
      user_types: entry.userTypes.map((userType) => ({
        type: { value: userType.type },
        segments: userType.segments.map((segment) => {
          const persona: Persona = {};
          for (const field of PERSONA_FIELDS) persona[field] = { value: segment.persona[field] };
          return {
            segment: { value: segment.segment },
            persona,
            goals: segment.goals.map((goal) => ({ value: goal })),
          };
        }),
      })),
    },
  };
}
