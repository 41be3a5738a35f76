/**
 * What one client can hold open on the server of `npm start` and `npm run serve`, which may be
 * exposed to anyone (HOST=0.0.0.0). A request whose body is still on its way costs about 30 KB of
 * heap and a socket, and Node would wait 300 s for it with no cap on connections: 20,000 slow
 * uploads took the process to almost 1 GB and kept new visitors out. So:
 * - a request must arrive whole (headers and body) within `requestTimeoutMs` (default 20 s; a
 *   64 KiB chat body needs under 11 s at 50 kbit/s), its headers within `headersTimeoutMs`
 *   (10 s), however slowly it trickles in; Node answers 408 and closes the socket;
 * - a socket with nothing sent either way for `idleTimeoutMs` (30 s) is closed, one waiting for
 *   its next request on keep-alive after `keepAliveTimeoutMs` (5 s, Node's default);
 * - one client holds at most `perClient` connections (64: a browser opens 6 per site, so a
 *   whole office behind one address fits), and a socket over it is closed as soon as it is
 *   accepted, before it costs anything; all clients together hold at most `total` (1024), shared
 *   fairly, with room always made for a newcomer (limitConnections).
 * A client is its address, or its /64 for IPv6 (server/http/client-address.ts), since one IPv6 host commands
 * a whole /64. Worst case held: 1024 × about 50 KB of heap and buffers ≈ 50 MB, for 20 s.
 */
import type { Server as HttpServer, ServerOptions } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { clientKey } from '../http/client-address.ts';
import { forwardingFetch, type TrustedProxies } from '../http/trusted-proxies.ts';

export interface ConnectionLimits {
  /** Time for a request's headers and body to arrive, in ms. */
  requestTimeoutMs: number;
  /** Time for a request's headers to arrive, in ms; at most requestTimeoutMs. */
  headersTimeoutMs: number;
  /** Time a keep-alive socket waits for its next request, in ms. */
  keepAliveTimeoutMs: number;
  /** Time with no bytes either way after which a socket is closed, in ms. */
  idleTimeoutMs: number;
  /** Open connections of one client (address, or /64 for IPv6). */
  perClient: number;
  /** Open connections in all. */
  total: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 20_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  perClient: 64,
  total: 1024,
};

/**
 * The options Node's HTTP server takes at creation. Node checks the request and headers
 * deadlines on a timer, every 30 s by default, which would let a slow request live up to 30 s
 * past its deadline; a quarter of the deadline (at most 1 s) keeps the overshoot small.
 */
export function httpServerOptions(limits: ConnectionLimits): ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.requestTimeoutMs / 4))),
  };
}

/**
 * Caps the connections of `server`, per client and in all, and closes idle sockets. When every
 * place is taken, a newcomer takes the place of the oldest connection of the client holding the
 * most, if that client holds at least two more than the newcomer: a flood from a few addresses
 * fills the total and then trades places within itself, while a visitor with a connection or
 * two is let in. When the places are shared about evenly (one slow connection from each of more
 * addresses than there are places), a client holding none still gets in, in the place of the
 * oldest connection of all: a flood of many addresses then churns through its own connections,
 * the oldest first, while a visitor's request, answered in well under a second, is rarely the
 * oldest. Only a client already holding some is turned away then.
 */
export function limitConnections(server: HttpServer, limits: ConnectionLimits, proxies?: TrustedProxies): void {
  server.setTimeout(limits.idleTimeoutMs);
  // Each client's open sockets, and all of them, oldest first (a Set keeps the order they were
  // added in), with the client each belongs to.
  const open = new Map<string, Set<Socket>>();
  const all = new Map<Socket, string>();

  const release = (key: string, socket: Socket) => {
    const held = open.get(key);
    if (!held?.delete(socket)) return;
    all.delete(socket);
    if (held.size === 0) open.delete(key);
  };
  const evict = (key: string, socket: Socket) => {
    release(key, socket);
    socket.destroy();
  };

  /** The client with the most open sockets; at most `limits.total` clients to look at. */
  const heaviest = (): [string, Set<Socket>] | undefined => {
    let found: [string, Set<Socket>] | undefined;
    for (const entry of open) if (!found || entry[1].size > found[1].size) found = entry;
    return found;
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) {
      socket.destroy();
      return;
    }
    const key = clientKey(address);
    const held = open.get(key)?.size ?? 0;
    // A trusted proxy carries many visitors on its connections: only the total bounds it.
    if (held >= limits.perClient && !proxies?.trusts(address)) {
      socket.destroy();
      return;
    }
    if (all.size >= limits.total) {
      const victim = heaviest();
      const oldestOfHeaviest = victim?.[1].values().next().value;
      const [oldest, oldestKey] = all.entries().next().value ?? [];
      if (victim && oldestOfHeaviest && victim[1].size >= held + 2) evict(victim[0], oldestOfHeaviest);
      else if (held === 0 && oldest && oldestKey !== undefined) evict(oldestKey, oldest);
      else {
        socket.destroy();
        return;
      }
    }
    const mine = open.get(key) ?? new Set<Socket>();
    open.set(key, mine.add(socket));
    all.set(socket, key);
    socket.once('close', () => release(key, socket));
  });
}

export interface SiteServerOptions {
  fetch: Parameters<typeof serve>[0]['fetch'];
  port: number;
  hostname: string;
  limits?: ConnectionLimits;
  /** TRUST_PROXY: proxies held only to the total, whose forwarded client each request is counted by. */
  proxies?: TrustedProxies | undefined;
}

/** The app on a Node HTTP server with the limits above; `onListening` gets where it listens. */
export function serveWithLimits(
  { fetch, port, hostname, limits = DEFAULT_CONNECTION_LIMITS, proxies }: SiteServerOptions,
  onListening?: (info: AddressInfo) => void,
): HttpServer {
  const handle = proxies ? forwardingFetch(fetch, proxies) : fetch;
  const server = serve(
    { fetch: handle, port, hostname, serverOptions: httpServerOptions(limits) },
    onListening,
  ) as HttpServer;
  limitConnections(server, limits, proxies);
  return server;
}
