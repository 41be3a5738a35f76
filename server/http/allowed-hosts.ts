/**
 * Which `Host` the API answers. DNS rebinding lets a page on an attacker's name
 * (rebind.evil.example) point that name at this server once loaded: its requests are then
 * same-origin, so its `Origin` matches the `Host` it sends and every origin check passes. What
 * it cannot change is the name in `Host`, so /api/* answers only names the site is known by:
 * IP literals (a page at an address is the address's own), localhost and *.localhost (which
 * browsers resolve to loopback themselves, never through DNS), PUBLIC_SITE_URL's host, the hosts
 * of LEAD_ALLOWED_ORIGINS and those listed in ALLOWED_HOSTS. Anything else is 421.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { MiddlewareHandler } from 'hono';

export interface ParsedHost {
  /** Lower case, without a trailing dot; an IPv6 address without its brackets. */
  hostname: string;
  port: number | null;
  kind: 'name' | 'ipv4' | 'ipv6';
}

/** A DNS name is at most 253 characters; with a port and brackets a Host header never needs more. */
export const MAX_HOST_LENGTH = 260;
const MAX_NAME_LENGTH = 253;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isNameCharacter = (code: number) =>
  isDigit(code) || (code >= 97 && code <= 122) || code === 45 /* - */ || code === 95; /* _ */

/** A port: 1 to 5 digits, at most 65535. */
function parsePort(text: string): number | null {
  if (text.length === 0 || text.length > 5) return null;
  for (let index = 0; index < text.length; index += 1) if (!isDigit(text.charCodeAt(index))) return null;
  const port = Number(text);
  return port <= 65_535 ? port : null;
}

/** Dot-separated labels of letters, digits, `-` and `_`, none empty (one trailing dot allowed). */
function parseName(text: string): string | null {
  const name = (text.endsWith('.') ? text.slice(0, -1) : text).toLowerCase();
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return null;
  let labelLength = 0;
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code === 46 /* . */) {
      if (labelLength === 0) return null;
      labelLength = 0;
    } else if (isNameCharacter(code)) labelLength += 1;
    else return null;
  }
  if (labelLength === 0) return null;
  // A name whose last label is a number is read by URL parsers as an IPv4 address, and refused
  // when it is not one ("a.0"): no browser sends such a Host, so neither is it taken here.
  return URL.canParse(`http://${name}/`) ? name : null;
}

/**
 * Reads a Host header (`name`, `name:port`, `1.2.3.4:port`, `[::1]:port`) in one pass of
 * index lookups, no regular expression; null for anything else, an unbracketed IPv6 address
 * included.
 */
export function parseHost(text: string): ParsedHost | null {
  if (text.length === 0 || text.length > MAX_HOST_LENGTH) return null;
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close < 0) return null;
    const address = text.slice(1, close).toLowerCase();
    if (!isIPv6(address)) return null;
    const rest = text.slice(close + 1);
    if (rest === '') return { hostname: address, port: null, kind: 'ipv6' };
    if (!rest.startsWith(':')) return null;
    const port = parsePort(rest.slice(1));
    return port === null ? null : { hostname: address, port, kind: 'ipv6' };
  }
  const colon = text.indexOf(':');
  if (colon !== text.lastIndexOf(':')) return null;
  let port: number | null = null;
  if (colon >= 0) {
    port = parsePort(text.slice(colon + 1));
    if (port === null) return null;
  }
  const hostname = parseName(colon >= 0 ? text.slice(0, colon) : text);
  if (hostname === null) return null;
  return { hostname, port, kind: isIPv4(hostname) ? 'ipv4' : 'name' };
}

/**
 * The names a host list allows: an entry is a host name (`example.com`, a port after it is
 * ignored) or, with a leading dot, a name and every name under it (`.example.com`).
 */
export interface HostAllowList {
  exact: ReadonlySet<string>;
  suffixes: readonly string[];
}

/** The allow list of `entries` (host names, `.name` patterns, or http(s) URLs); others are ignored. */
export function hostAllowList(entries: readonly string[]): HostAllowList {
  const exact = new Set<string>();
  const suffixes: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry.startsWith('http://') || entry.startsWith('https://')) {
      const hostname = hostOfUrl(entry);
      if (hostname !== null) exact.add(hostname);
      continue;
    }
    const wildcard = entry.startsWith('.');
    const parsed = parseHost(wildcard ? entry.slice(1) : entry);
    if (parsed === null) continue;
    if (wildcard && parsed.kind === 'name') suffixes.push(parsed.hostname);
    else exact.add(parsed.hostname);
  }
  return { exact, suffixes };
}

function hostOfUrl(text: string): string | null {
  try {
    return parseHost(new URL(text).host)?.hostname ?? null;
  } catch {
    return null;
  }
}

/** Whether a parsed Host names this site: see the top of this file. */
export function isAllowedHost(host: ParsedHost, allowed: HostAllowList): boolean {
  if (host.kind !== 'name') return true;
  const { hostname } = host;
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (allowed.exact.has(hostname)) return true;
  return allowed.suffixes.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));
}

/** The comma-separated ALLOWED_HOSTS, empty entries dropped. */
export function allowedHostsFromEnv(value = ''): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * 421 Misdirected Request unless both the Host header and the host of the request's URL (the
 * same name, unless the request line is in absolute form) are allowed: the lead sink's origin
 * check compares against that URL.
 */
export function requireKnownHost(allowed: HostAllowList): MiddlewareHandler {
  return async (c, next) => {
    const names = [c.req.header('host'), new URL(c.req.url).host].filter((name) => name !== undefined);
    for (const name of names) {
      const parsed = parseHost(name);
      if (parsed === null || !isAllowedHost(parsed, allowed)) {
        const shown = JSON.stringify(name.slice(0, MAX_HOST_LENGTH));
        return c.json({ error: `This server does not answer for the host ${shown}; see ALLOWED_HOSTS.` }, 421);
      }
    }
    await next();
    return undefined;
  };
}
