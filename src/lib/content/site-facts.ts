/**
 * The facts every page may mention: the launch month, the company behind the site, and how long
 * the link of a confirmation email works. Each lives in one place (site.yaml `launchMonth`,
 * company.yaml, CONFIRMATION_LINK_DAYS, which the server's tokens keep to); copy names them by
 * placeholder, `{launch}`, `{contactEmail}` and `{confirmationDays}`, and the build fills them in
 * everywhere (YAML through src/lib/content/entries.ts, Markdown through
 * integrations/site-facts.ts), so no mention can disagree with another.
 */
import { CONFIRMATION_LINK_DAYS, COPY_LOCALE } from '../constants.ts';
import { chooseDatedForms } from './dated-forms.ts';
import { fillTemplate } from './template.ts';

/** YYYY-MM: a month, not a day, since a launch is promised by the month. */
const LAUNCH_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isLaunchMonth = (value: string): boolean => LAUNCH_MONTH.test(value);

/** The first day of the launch month, UTC; null for a value that is not YYYY-MM. */
function launchStart(value: string): Date | null {
  const match = LAUNCH_MONTH.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/** "2025-12" → "December 2025", in the site's language; a value that is not YYYY-MM throws. */
export function formatLaunchMonth(value: string): string {
  const start = launchStart(value);
  if (!start) throw new Error(`launchMonth must be a month written YYYY-MM, such as 2025-12 (got "${value}")`);
  return new Intl.DateTimeFormat(COPY_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(start);
}

/** Whether the launch month is over on `today`, compared in UTC: once the next month has begun. */
export function isLaunchMonthOver(value: string, today: Date): boolean {
  const start = launchStart(value);
  return start !== null && today >= new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** Said by the build while the launch month is over: the pages then say their undated words. */
export function launchMonthWarning(value: string, file: string, today: Date): string | undefined {
  if (!isLaunchMonthOver(value, today)) return undefined;
  return `${file} → launchMonth: ${formatLaunchMonth(value)} is in the past, so the pages name no launch month (the hero, the FAQ, the reservation, the privacy notice, og.png say their undated words). Set the month Testable launches.`;
}

/** A company fact not yet filled in: its example text in square brackets, as the file ships. */
export const isPlaceholder = (value: string): boolean => value.startsWith('[') && value.endsWith(']');

/** The company behind the site, as the operator fills it in (src/content/site/company.yaml). */
export interface CompanyFacts {
  legalName: string;
  companyNumber: string;
  registeredOffice: string;
  contactEmail: string;
}

/** Said by the build while a company fact is a placeholder: the footer leaves it out until then. */
export function companyPlaceholderWarning(company: CompanyFacts, file: string): string | undefined {
  const missing = Object.entries(company)
    .filter(([, value]) => isPlaceholder(value))
    .map(([field]) => field);
  if (missing.length === 0) return undefined;
  return `${file}: ${missing.join(', ')} still ${missing.length === 1 ? 'holds its placeholder' : 'hold their placeholders'}; the footer leaves ${missing.length === 1 ? 'it' : 'them'} out until filled in.`;
}

/** The words before each fact in the footer (site.yaml `footer`). */
export interface CompanyFactLabels {
  companyNumber: string;
  registeredOffice: string;
}

/** What the footer states of the company: each fact filled in, in order; a placeholder is left out. */
export function statedCompanyFacts(company: CompanyFacts, labels: CompanyFactLabels): string[] {
  const facts: [string, string][] = [
    ['', company.legalName],
    [labels.companyNumber, company.companyNumber],
    [labels.registeredOffice, company.registeredOffice],
  ];
  return facts
    .filter(([, value]) => !isPlaceholder(value))
    .map(([label, value]) => (label ? `${label} ${value}` : value));
}

/** The values `{launch}`, `{contactEmail}` and `{confirmationDays}` stand for in copy. */
export interface SiteFacts extends Record<string, string> {
  /** The launch month as the site says it, or '' once it is over: copy then says its undated form. */
  launch: string;
  contactEmail: string;
  confirmationDays: string;
}

export const siteFacts = (launchMonth: string, company: CompanyFacts, today = new Date()): SiteFacts => ({
  launch: isLaunchMonthOver(launchMonth, today) ? '' : formatLaunchMonth(launchMonth),
  contactEmail: company.contactEmail,
  confirmationDays: String(CONFIRMATION_LINK_DAYS),
});

/** Copy with the site's facts filled in, and its `{{dated|undated}}` forms chosen by the launch month. */
export const fillCopy = (text: string, facts: SiteFacts): string =>
  fillTemplate(chooseDatedForms(text, facts.launch !== ''), facts);

/** Every string inside `value` (objects and arrays, at any depth) with the site's facts filled in. */
export function fillFacts<T>(value: T, facts: SiteFacts): T {
  if (typeof value === 'string') return fillCopy(value, facts) as T;
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, facts)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFacts(item, facts)])) as T;
  }
  return value;
}
