/**
 * Which addresses the page reader may open (OWASP's SSRF prevention cheat sheet). A stranger
 * types the address, so only http: and https: without a user name or password, and never a host
 * inside a private network: loopback, private, link-local, carrier-grade NAT, multicast, reserved,
 * unspecified, or an IPv6 address that embeds one (mapped, 6to4, NAT64, Teredo). Only ipaddr.js's
 * plain `unicast` range is public.
 *
 * The WHATWG URL parser has already turned every spelling of an IPv4 address (`127.1`,
 * `2130706433`, `0x7f000001`, `0177.0.0.1`) into dotted decimal, so the literal check sees one
 * form. A name is checked again on the address it resolves to (node-fetch.ts), since a public
 * name can resolve to a private address.
 */
import ipaddr from 'ipaddr.js';

/** Names and addresses that may be read even though they are private (ANALYSIS_ALLOW_HOSTS). */
export interface AllowList {
  names: ReadonlySet<string>;
  addresses: ReadonlySet<string>;
}

export const NOTHING_ALLOWED: AllowList = { names: new Set(), addresses: new Set() };

/** An IPv6 address as a URL writes it, `[::1]`, without its brackets; anything else as it is. */
const unbracketed = (text: string) => (text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text);

/** `ipaddr.process` reads `::ffff:127.0.0.1` as 127.0.0.1; its plain form names it in a set. */
function normalAddress(text: string): string | null {
  const bare = unbracketed(text);
  if (!ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare).toNormalizedString();
}

/** ANALYSIS_ALLOW_HOSTS: comma-separated host names or IP addresses; blanks ignored. */
export function allowListFrom(setting: string | undefined): AllowList {
  const names = new Set<string>();
  const addresses = new Set<string>();
  for (const entry of (setting ?? '').split(',')) {
    const item = entry.trim().toLowerCase();
    if (item === '') continue;
    const address = normalAddress(item);
    if (address) addresses.add(address);
    else names.add(item.replace(/\.$/, ''));
  }
  return { names, addresses };
}

/** True for an address anyone on the internet could reach; false for anything else, or not an IP. */
export function isPublicAddress(text: string): boolean {
  const bare = unbracketed(text);
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === 'unicast';
}

/** An address the reader may connect to: public, or named in the allow list. */
export function mayConnectTo(address: string, allow: AllowList): boolean {
  if (isPublicAddress(address)) return true;
  const normal = normalAddress(address);
  return normal !== null && allow.addresses.has(normal);
}

export type AddressCheck = { ok: true; url: URL } | { ok: false; reason: 'invalid' | 'private'; detail: string };

/** The host as the URL parser left it, without a trailing dot. */
const hostName = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, '');

/** True when the host is an IP address (dotted IPv4 or bracketed IPv6). */
export const isAddressLiteral = (url: URL) => ipaddr.isValid(unbracketed(url.hostname));

/**
 * Whether `text` may be requested: its scheme, its credentials, and, when its host is an IP
 * address (which skips name resolution), that address. A name passes here and is checked on the
 * address it resolves to.
 */
export function checkAddress(text: string | URL, allow: AllowList): AddressCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'invalid', detail: 'The address is not a URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'invalid', detail: 'Only http and https addresses can be read.' };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'invalid', detail: 'Addresses with a user name or password are not read.' };
  }
  const host = hostName(url);
  if (allow.names.has(host)) return { ok: true, url };
  if (isAddressLiteral(url) && !mayConnectTo(host, allow)) {
    return { ok: false, reason: 'private', detail: `${host} is not a public address.` };
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return { ok: false, reason: 'private', detail: `${host} is this machine.` };
  }
  return { ok: true, url };
}

/** Whether a name is allowed to resolve to a private address. */
export const isAllowedName = (host: string, allow: AllowList) => allow.names.has(host.toLowerCase().replace(/\.$/, ''));
