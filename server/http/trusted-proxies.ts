/**
 * TRUST_PROXY: the reverse proxies in front of the Node server whose X-Forwarded-For and
 * X-Forwarded-Proto are believed (docs/operating.md, "Behind a reverse proxy"). Without it every visitor
 * behind a proxy is the proxy's address, so one stranger's failures would lock out the operator,
 * and the console could not tell that TLS ended at the proxy. With it, a request from a trusted
 * proxy is counted by the address that proxy saw, and marked https when the proxy says so. A
 * header from anyone else is ignored: any client can write one.
 *
 * The setting is a comma-separated list of addresses (`10.0.0.5`, `::1`), IPv4 ranges
 * (`10.0.0.0/8`) and `loopback` (127.0.0.0/8 and ::1, a proxy on the same machine).
 */
import { isIP, isIPv4 } from 'node:net';

export interface TrustedProxies {
  trusts(address: string): boolean;
}

/** What a trusted proxy says of the request: who sent it, and whether it came over https. */
export interface Forwarded {
  client: string;
  https: boolean;
}

const bare = (address: string) => {
  const lower = address.trim().toLowerCase();
  return lower.startsWith('::ffff:') && isIPv4(lower.slice(7)) ? lower.slice(7) : lower;
};

const ipv4Number = (address: string) => address.split('.').reduce((value, part) => value * 256 + Number(part), 0);

/** An IPv4 range `a.b.c.d/n`, as a test of an address; null when `entry` is not one. */
function ipv4Range(entry: string): ((address: string) => boolean) | null {
  const [base = '', bitsText] = entry.split('/');
  const bits = Number(bitsText);
  if (!isIPv4(base) || !Number.isInteger(bits) || bits < 0 || bits > 32) return null;
  const size = 2 ** (32 - bits);
  const start = Math.floor(ipv4Number(base) / size) * size;
  return (address) => isIPv4(address) && ipv4Number(address) >= start && ipv4Number(address) < start + size;
}

/** The proxies TRUST_PROXY names; throws on an entry that is none of the forms above. */
export function trustedProxiesFrom(setting: string | undefined): TrustedProxies {
  const exact = new Set<string>();
  const ranges: ((address: string) => boolean)[] = [];
  for (const raw of (setting ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    if (entry === 'loopback') {
      exact.add('::1');
      ranges.push(ipv4Range('127.0.0.0/8') as (address: string) => boolean);
    } else if (isIP(entry)) exact.add(bare(entry));
    else {
      const range = ipv4Range(entry);
      if (!range) throw new Error(`TRUST_PROXY: "${raw.trim()}" is not an address, an IPv4 range or "loopback".`);
      ranges.push(range);
    }
  }
  return {
    trusts(address) {
      const key = bare(address);
      return exact.has(key) || ranges.some((inRange) => inRange(key));
    },
  };
}

/**
 * The request as a trusted proxy forwarded it, or null when `peer` is not one. The client is the
 * last address in X-Forwarded-For that no trusted proxy holds (each proxy appends who it saw), or
 * the first when all are trusted; https when the first X-Forwarded-Proto says so.
 */
export function forwardedBy(peer: string, headers: Headers, proxies: TrustedProxies): Forwarded | null {
  if (!proxies.trusts(peer)) return null;
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .slice(-32)
    .map((hop) => hop.trim())
    .filter((hop) => isIP(bare(hop)) !== 0);
  const untrusted = hops.findLast((hop) => !proxies.trusts(hop));
  const client = untrusted ?? hops[0] ?? peer;
  const proto = (headers.get('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase();
  return { client, https: proto === 'https' };
}

/** The Node server's request as Hono's node adapter hands it over: its socket, in `env.incoming`. */
type NodeBindings = { incoming: { socket: { remoteAddress?: string | undefined } } };

/** `fetch` with what a trusted proxy said of each request in `env.forwarded` (see clientAddress). */
export const forwardingFetch =
  <Env extends NodeBindings, Answer>(fetch: (request: Request, env: Env) => Answer, proxies: TrustedProxies) =>
  (request: Request, env: Env): Answer => {
    const peer = env.incoming.socket.remoteAddress;
    const forwarded = peer === undefined ? null : forwardedBy(peer, request.headers, proxies);
    return fetch(request, forwarded ? { ...env, forwarded } : env);
  };
