/**
 * The webhook form of a lead or a feedback message (docs/leads.md, "What is sent"): its fields and the
 * longest value of each that the lead sink accepts. The browser keeps what it sends within these
 * limits, so a lead a person can type is never refused for its length.
 */
import { normalizeAppUrl } from '../../lib/forms/url.ts';

export const LEAD_FIELDS = ['email', 'url', 'message', 'site', 'submission_id', 'plan'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadText = Record<LeadField, string>;

/** Longest accepted value per field, in UTF-16 code units (what `maxLength` and `.length` count). */
export const LEAD_FIELD_LIMITS: Record<LeadField, number> = {
  email: 320,
  url: 2048,
  message: 5000,
  site: 2048,
  submission_id: 200,
  /** A founder reservation's test plan as JSON (docs/leads.md); '' for every other lead. */
  plan: 16 * 1024,
};

/** The form field a lead's proof of work for the bot check travels in (ALTCHA's own name; rules/proof.ts). */
export const PROOF_FIELD = 'altcha';
/** The longest proof the sink reads: ALTCHA's payloads are about 600 characters. */
export const PROOF_FIELD_LIMIT = 4096;

/** The lead fields of a record, in LEAD_FIELDS order: '' for one that is missing or not text. */
export function leadFieldsOf(record: Readonly<Partial<Record<LeadField, unknown>>>): LeadText {
  const text = (field: LeadField) => {
    const value = record[field];
    return typeof value === 'string' ? value : '';
  };
  return {
    email: text('email'),
    url: text('url'),
    message: text('message'),
    site: text('site'),
    submission_id: text('submission_id'),
    plan: text('plan'),
  };
}

/**
 * The page address sent as `site`: in full when it fits, else without its query and fragment
 * (which only tracking adds to), else cut to the limit.
 */
export function fitSite(href: string, limit = LEAD_FIELD_LIMITS.site): string {
  if (href.length <= limit) return href;
  let short = href;
  try {
    const url = new URL(href);
    short = `${url.origin}${url.pathname}`;
  } catch {
    // Not a URL: cut it as it is.
  }
  return short.slice(0, limit);
}

/**
 * The optional app address of a waitlist lead as sent: normalised (https:// in front) when it
 * parses, as typed otherwise, '' when blank; null when it would not fit the url field, which
 * normalising can make longer than what was typed (the scheme, percent-encoding).
 */
export function leadAppUrl(input: string, limit = LEAD_FIELD_LIMITS.url): string | null {
  const typed = input.trim();
  const sent = typed === '' ? '' : (normalizeAppUrl(typed) ?? typed);
  return sent.length <= limit ? sent : null;
}
