/**
 * Throwaway email services (mailinator.com, 10minutemail.com…): an address at one of them stops
 * working within hours, so a lead that gives one is a lead we can never write back to. The list
 * of their domains comes from the caller, built once as a Set (src/browser/disposable-domains.ts
 * in the page, server/lead-intake/disposable-domains.ts in the sink), lower-case as the list is.
 *
 * An address's domain is a throwaway one when it, or any domain it is part of, is on the list
 * (`x.mailinator.com` is mailinator.com's), whatever its case, a trailing dot, or the look-alike
 * letters and dots NFKC folds (`ｍａｉｌｉｎａｔｏｒ．ｃｏｍ`); a name in another script is compared in the
 * ASCII form the list keeps (`xn--…`). The sink runs this on text from anyone: the work is bounded
 * by the longest address taken and the longest domain name there is, and no pattern backtracks.
 */

/**
 * The longest address the forms and the sink take (LEAD_FIELD_LIMITS.email): longer text is not
 * looked at. NFKC lengthens a text 18 times at most, and the walk below stops at MAX_DOMAIN.
 */
const MAX_ADDRESS = 320;
/** The longest domain name DNS carries: no listed domain is longer, so no longer ending is looked up. */
const MAX_DOMAIN = 253;

const ASCII_HOST = /^[a-z0-9.-]*$/;
// Letters of any script with the ASCII host characters, and nothing a URL would read as its end.
const IDN_HOST = /^[a-z0-9.\-\u{80}-\u{10ffff}]+$/u;

/** The domain as the list spells domains: NFKC, lower case, no trailing dot, IDNA's ASCII form. */
function hostName(domain: string): string {
  let name = domain.normalize('NFKC').trim().toLowerCase();
  let end = name.length;
  while (end > 0 && name[end - 1] === '.') end -= 1;
  name = name.slice(0, end);
  if (ASCII_HOST.test(name) || !IDN_HOST.test(name)) return name;
  try {
    // The URL parser applies UTS #46 (IDNA): other scripts' dots ("。") and Punycode.
    return new URL(`http://${name}/`).hostname;
  } catch {
    return name;
  }
}

/** The listed domain that `domain` is or is part of, the shortest first; null when none is. */
function listedDomainOf(domain: string, list: ReadonlySet<string>): string | null {
  const name = hostName(domain);
  // From the top-level domain leftwards, one label at a time: com, mailinator.com, x.mailinator.com.
  for (let end = name.length; end > 0; ) {
    const dot = name.lastIndexOf('.', end - 1);
    if (name.length - dot - 1 > MAX_DOMAIN) return null;
    const ending = name.slice(dot + 1);
    if (list.has(ending)) return ending;
    end = dot;
  }
  return null;
}

/** Whether `domain` is a throwaway email service's, or part of one's (`x.mailinator.com`). */
export function isDisposableDomain(domain: string, list: ReadonlySet<string>): boolean {
  return domain.length <= MAX_ADDRESS && listedDomainOf(domain, list) !== null;
}

/**
 * The listed throwaway domain that the address's domain is or is part of (`mailinator.com` for
 * `ada@x.mailinator.com`), or null: an address at a domain not listed, or text that is no address.
 */
export function disposableDomainOf(email: string, list: ReadonlySet<string>): string | null {
  if (email.length > MAX_ADDRESS) return null;
  const domain = emailDomainOf(email);
  return domain === null ? null : listedDomainOf(domain, list);
}

/**
 * The domain of an address as the list spells domains (`inbox.mailinator.com` for
 * ` Ada@Inbox.MAILINATOR.com. `), or null for text without an at sign; a form names it so.
 */
export function emailDomainOf(email: string): string | null {
  // NFKC first: a full-width at sign (＠) is one too.
  const text = email.normalize('NFKC');
  const at = text.lastIndexOf('@');
  return at === -1 ? null : hostName(text.slice(at + 1));
}
