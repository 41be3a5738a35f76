/**
 * What the analysis host read on the page of the visitor's app (server/app-reader/), in the terms
 * a tester needs, and why a page could not be read. The interviewer opens the chat from it
 * (server/interviewer/replies/opening.ts). Every field is plain text from a stranger's page,
 * decoded, with whitespace collapsed and bounded by PAGE_FACT_LIMITS: never markup.
 */

/** What a form on the page is for, read from its fields, its words and where it posts. */
export const FORM_PURPOSES = ['sign-up', 'log-in', 'search', 'checkout', 'booking', 'contact', 'subscribe'] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];

export interface PageFacts {
  /** The address finally read, after redirects. */
  url: string;
  title: string;
  /** The meta description, else the Open Graph one. */
  description: string;
  siteName: string;
  /** The document's `lang`, as written ("en-GB"). */
  language: string;
  /** h1 and h2 texts, in page order. */
  headings: string[];
  /** The link texts of the navigation (nav, header). */
  navigation: string[];
  /** Each purpose once, in page order. */
  forms: FormPurpose[];
  /** Texts of buttons and button-like links ("Start a free trial"). */
  callsToAction: string[];
  /** Prices shown ("$29"), or a link to pricing. */
  pricing: boolean;
  cookieBanner: boolean;
  /** schema.org types of the JSON-LD blocks ("Product", "SoftwareApplication"). */
  jsonLdTypes: string[];
  /** A root element, scripts and little text: the page is drawn by JavaScript. */
  drawnByScript: boolean;
  /** The page is a sign-in form and little else. */
  loginWall: boolean;
  /** Characters of visible text, up to the reader's limit. */
  textLength: number;
}

/** A page with nothing read on it yet: where the reader starts, and a plain page to build on. */
export const blankPageFacts = (url: string): PageFacts => ({
  url,
  title: '',
  description: '',
  siteName: '',
  language: '',
  headings: [],
  navigation: [],
  forms: [],
  callsToAction: [],
  pricing: false,
  cookieBanner: false,
  jsonLdTypes: [],
  drawnByScript: false,
  loginWall: false,
  textLength: 0,
});

export const PAGE_FACT_LIMITS = {
  /** Characters of one text field (title, a heading, a description). */
  text: 300,
  /** Characters of one short label (a link, a button, a site name). */
  label: 60,
  headings: 8,
  navigation: 16,
  callsToAction: 10,
  jsonLdTypes: 8,
} as const;

/**
 * Why a page was not read. `unresolved` is the one the visitor can fix by spelling the address
 * again (the host answers the contract's error); the others get an honest reply that says why.
 */
export type PageUnread =
  | { reason: 'invalid' | 'unresolved' | 'timeout' | 'unreachable' | 'redirects' }
  /** `redirected`: the address itself was public, and sent the reader on to a private one. */
  | { reason: 'private'; redirected: boolean }
  | { reason: 'status'; status: number }
  | { reason: 'not-html'; contentType: string };

/** The address as the visitor typed it, and what became of it. */
export type PageRead = { ok: true; facts: PageFacts } | { ok: false; url: string; unread: PageUnread };
