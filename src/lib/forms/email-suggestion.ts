import { POPULAR_DOMAINS, run } from '@zootools/email-spell-checker';
import { isValidEmail } from './email';

// Real providers near a popular name, which would otherwise be "corrected" into it.
const KNOWN_DOMAINS = [...POPULAR_DOMAINS, 'protonmail.ch', 'pm.me', 'hotmail.co.uk', 'yahoo.co.uk'];

// The checker builds a pattern from the address's ending: only a plain host name goes to it.
const PLAIN_HOST = /^[a-z0-9.-]+$/;

/**
 * The address the visitor probably meant, when theirs looks like a common provider's misspelt
 * ("ada@gmial.com" → "ada@gmail.com"); null when nothing better is known. A hint only: the
 * address given is never refused for it.
 */
export function suggestEmail(input: string): string | null {
  const email = input.trim();
  if (!isValidEmail(email)) return null;
  const at = email.indexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  if (!PLAIN_HOST.test(domain)) return null;
  const suggestion = run({ email: `${email.slice(0, at)}@${domain}`, domains: KNOWN_DOMAINS });
  // The checker lower-cases the whole address; the visitor's own name part is kept as typed.
  return suggestion ? `${email.slice(0, at)}@${suggestion.domain}` : null;
}
