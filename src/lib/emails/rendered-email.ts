/**
 * What every template makes, and what it needs to know of the sender. The templates are pure and
 * import nothing of Node or of a package: the same code writes an email on one machine, on the
 * edge, and in the build's preview pages (/emails/).
 */
import { type CompanyFacts, isPlaceholder } from '../content/site-facts.ts';

/** An email, less its recipient: the caller adds `to` and hands it to a Mailer (../mailer.ts MailMessage). */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Who the emails say they come from (src/content/site/: the product's name and company.yaml). */
export interface EmailSender {
  /** The wordmark at the top: the product's name (site.yaml `name`). */
  product: string;
  /** The company named at the bottom. */
  company: string;
  /** Where questions go. */
  contactEmail: string;
}

/**
 * The sender as the site's content files state it: the company's legal name, or the product's
 * name while that is still a placeholder (the footer leaves it out then too).
 */
export const emailSender = (product: string, company: CompanyFacts): EmailSender => ({
  product,
  company: isPlaceholder(company.legalName) ? product : company.legalName,
  contactEmail: company.contactEmail,
});

/** The site as the emails name it: its host, such as testable.dev. */
export const siteLabel = (siteUrl: string): string => new URL(siteUrl).host;

/** A text as one header line: white space and control characters, line breaks included, become one space. */
export const oneLine = (text: string): string => text.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** The plain text part: its blocks with a blank line between them. */
export const plainText = (blocks: readonly string[]): string => `${blocks.join('\n\n')}\n`;

/** Headers every email carries: it is sent by a program, so no auto-reply answers it (RFC 3834). */
export const AUTOMATIC_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const;
