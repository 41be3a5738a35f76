/**
 * Who is asking, for the per-client limits of the reference host: the address of the TCP
 * connection, or, from a proxy TRUST_PROXY names, the address that proxy saw (trusted-proxies.ts).
 * Never a header from anyone else, such as X-Forwarded-For, which any client can write.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { isRecord } from '../../src/lib/is-record.ts';
import type { Forwarded } from './trusted-proxies.ts';

export const UNKNOWN_CLIENT = 'unknown';

/**
 * The client of a request (its clientKey: an IPv6 address counts by its /64): on one machine the
 * remote address @hono/node-server hands over in `c.env.incoming`; on Cloudflare, whose runtime
 * marks every request it passes on with `request.cf`, the CF-Connecting-IP header its edge
 * writes (over any a client sent). Otherwise (tests) "unknown".
 */
export function clientAddress(c: Context): string {
  const forwarded = forwardedOf(c);
  if (forwarded) return clientKey(forwarded.client);
  const incoming: unknown = isRecord(c.env) ? c.env['incoming'] : undefined;
  const socket: unknown = isRecord(incoming) ? incoming['socket'] : undefined;
  const fromSocket = isRecord(socket) ? socket['remoteAddress'] : undefined;
  const onCloudflare = isRecord((c.req.raw as { cf?: unknown }).cf);
  const address = fromSocket ?? (onCloudflare ? c.req.header('cf-connecting-ip') : undefined);
  return typeof address === 'string' && address !== '' ? clientKey(address) : UNKNOWN_CLIENT;
}

/** What a trusted proxy said of the request (set by forwardingFetch), if one forwarded it. */
function forwardedOf(c: Context): Forwarded | null {
  const forwarded: unknown = isRecord(c.env) ? c.env['forwarded'] : undefined;
  return isRecord(forwarded) && typeof forwarded['client'] === 'string' ? (forwarded as unknown as Forwarded) : null;
}

/** Whether the visitor's request came over https: to this server, or to a trusted proxy in front of it. */
export const isOverHttps = (c: Context): boolean =>
  forwardedOf(c)?.https === true || new URL(c.req.url).protocol === 'https:';

/**
 * The client behind an address, for counting what one client holds: an IPv4 address as it is
 * (an IPv4-mapped IPv6 address as its IPv4 form), an IPv6 address by its /64, since one host is
 * routinely handed a whole /64 and could otherwise pose as 2^64 clients. Anything else as given.
 */
export function clientKey(address: string): string {
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:') && isIPv4(lower.slice(7))) return lower.slice(7);
  if (!isIPv6(lower)) return address;
  const zone = lower.indexOf('%');
  const bare = zone >= 0 ? lower.slice(0, zone) : lower;
  // Written out in full (eight groups; a dotted quad at the end stands for the last two), the
  // first four groups are the /64.
  const [head = '', tail] = bare.split('::');
  let groups = head === '' ? [] : head.split(':');
  if (tail !== undefined) {
    const tailGroups = tail === '' ? [] : tail.split(':');
    const tailCount = tailGroups.length + (tailGroups.at(-1)?.includes('.') ? 1 : 0);
    groups = [...groups, ...new Array<string>(8 - groups.length - tailCount).fill('0'), ...tailGroups];
  }
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
