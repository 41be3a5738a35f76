/**
 * The kind of app a suggested plan may take stock values for: a marketplace, a SaaS product, an
 * online shop, or a web app in general. Only the app's own words choose one (its address, its
 * description, what its page says and the names the visitor gave), and only when they say it:
 * a word that names the kind ("marketplace", "online shop") is enough, a sign of one ("cart",
 * "dashboard") needs another beside it. A page that has a price, a checkout or schema.org's
 * "Product" sells something, and so does a video course: how a page sells says nothing of what
 * the app is, so an online course is never taken for a shop.
 */
import type { AppKind } from '../../../src/lib/app-kinds.ts';
import type { SuggestedAppKind } from './plan-catalogue.ts';

/** A word that names the kind counts this much; a sign of it, one. */
const NAMES = 2;
const ENOUGH = 2;

interface KindWords {
  kind: AppKind;
  /** Words that say what the app is. */
  names: readonly string[];
  /** Words of how it works, which other kinds of app use too. */
  signs: readonly string[];
}

/**
 * In this order when two kinds say as much: a marketplace also has a shop and a cart, so its own
 * words win; an online shop can have a dashboard, so shop words win over SaaS words.
 */
const KIND_WORDS: readonly KindWords[] = [
  {
    kind: 'marketplace',
    names: ['marketplace', 'market place', 'peer to peer'],
    signs: ['sellers', 'seller', 'buyers', 'vendors', 'listings'],
  },
  {
    kind: 'ecommerce',
    names: [
      'online shop',
      'online store',
      'web shop',
      'webshop',
      'onlineshop',
      'e shop',
      'ecommerce',
      'e commerce',
      'boutique',
      'merch',
      'tienda',
      'storefront',
    ],
    signs: ['shop', 'store', 'cart', 'basket', 'checkout', 'products', 'delivery', 'delivered', 'shipping'],
  },
  {
    kind: 'saas',
    names: ['saas', 'software as a service', 'workspace', 'crm', 'b2b', 'free trial'],
    signs: ['dashboard', 'subscription', 'team', 'teams', 'admin', 'analytics', 'invoicing', 'trial', 'demo'],
  },
];

/** Stores that are no shop of the app's: "Download on the App Store". */
const OTHER_STORES = / (?:app|play|google play|microsoft|chrome web) store /g;

const prose = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `.replace(OTHER_STORES, ' ');

/** Whether the words hold `keyword` as a word of its own, or its plural ("shops"). */
const says = (words: string, keyword: string) => words.includes(` ${keyword} `) || words.includes(` ${keyword}s `);

/** How strongly `words` (prose) and `host` (its letters run together) say `entry`'s kind. */
function score(entry: KindWords, words: string, host: string): number {
  const inHost = [...entry.names, ...entry.signs].some((keyword) => host.includes(keyword.replace(/ /g, '')));
  const named = entry.names.some((keyword) => says(words, keyword));
  const signs = entry.signs.filter((keyword) => says(words, keyword)).length;
  return (inHost || named ? NAMES : 0) + signs;
}

/** The kind `texts` say, if they say one; the address is the app's own name, so its words count as names. */
export function kindOfWords(texts: readonly string[], appUrl: string | null = null): AppKind | undefined {
  const words = prose(texts.join(' '));
  const host = appUrl
    ? hostOf(appUrl)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '')
    : '';
  let best: { kind: AppKind; score: number } | undefined;
  for (const entry of KIND_WORDS) {
    const said = score(entry, words, host);
    if (said >= ENOUGH && said > (best?.score ?? 0)) best = { kind: entry.kind, score: said };
  }
  return best?.kind;
}

/** The kind a suggested plan is tailored to: the one the app's words say, else a web app in general. */
export function suggestedAppKind(appUrl: string | null, texts: readonly string[]): SuggestedAppKind {
  return kindOfWords(texts, appUrl) ?? 'generic';
}

/** The host name of an address ("shop.example.com"), or the text itself when it is not a URL. */
export function hostOf(appUrl: string): string {
  try {
    return new URL(appUrl).host;
  } catch {
    return appUrl;
  }
}
