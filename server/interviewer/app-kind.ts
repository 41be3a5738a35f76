/**
 * The kind of app a suggested plan is tailored to, read from its address and description:
 * a marketplace, a SaaS product, an online shop, or a web app in general.
 */
import type { AppKind } from '../../src/lib/plan/app-kinds.ts';
import type { SuggestedAppKind } from './plan-catalogue.ts';

/**
 * Checked in this order: a marketplace also has a "shop" and a "cart", so its own words win;
 * an online shop can have a "dashboard", so shop words win over SaaS words.
 */
const KIND_KEYWORDS: readonly [AppKind, readonly string[]][] = [
  [
    'marketplace',
    ['marketplace', 'market place', 'sellers', 'seller', 'buyers', 'vendors', 'listings', 'peer to peer'],
  ],
  [
    'ecommerce',
    [
      'shop',
      'store',
      'cart',
      'checkout',
      'ecommerce',
      'e commerce',
      'boutique',
      'products',
      'merch',
      'webshop',
      'onlineshop',
      'tienda',
    ],
  ],
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
