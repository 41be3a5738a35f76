/**
 * The page reader's network on Node: undici's fetch through an Agent that checks the address it
 * is about to dial, after name resolution (a public-looking name that resolves to a private
 * address is refused), and again the address it actually connected to (an IP literal skips the
 * lookup; a rebinding resolver cannot slip one past either). Redirects are never followed here:
 * read-page.ts checks each hop's address itself.
 */
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { LookupFunction, Socket } from 'node:net';
import { Agent, buildConnector, fetch } from 'undici';
import { type AllowList, isAllowedName, mayConnectTo } from './address.ts';
import { type FetchHop, NetworkRefusal } from './read-page.ts';

/** Names to addresses; the system's resolver unless a test hands in its own. */
export type Resolve = (hostname: string) => Promise<readonly LookupAddress[]>;

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Every address a name resolves to must be public (or allowed): one private answer refuses the name. */
function guardedLookup(resolve: Resolve, allow: AllowList): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const allowedName = isAllowedName(hostname, allow);
        if (found.length === 0) {
          callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), '', 0);
        } else if (!allowedName && !found.every(({ address }) => mayConnectTo(address, allow))) {
          callback(new NetworkRefusal('private'), '', 0);
        } else if (options.all) {
          (callback as unknown as (error: null, addresses: readonly LookupAddress[]) => void)(null, found);
        } else {
          const [first] = found as [LookupAddress];
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export function createNodeFetchHop({
  allow,
  resolve = systemResolve,
}: {
  allow: AllowList;
  resolve?: Resolve;
}): FetchHop {
  const connectVia = buildConnector({ lookup: guardedLookup(resolve, allow), timeout: 8_000 });
  const agent = new Agent({
    connect(options, callback) {
      connectVia(options, (error, socket) => {
        if (error || !socket) return callback(error ?? new NetworkRefusal('unreachable'), null);
        const remote = (socket as Socket).remoteAddress ?? '';
        if (isAllowedName(options.hostname, allow) || mayConnectTo(remote, allow)) return callback(null, socket);
        socket.destroy();
        return callback(new NetworkRefusal('private'), null);
      });
    },
    connections: 4,
    pipelining: 0,
  });
  return (url, { headers, signal }) =>
    fetch(url, {
      method: 'GET',
      redirect: 'manual',
      headers,
      signal,
      dispatcher: agent,
    }) as unknown as Promise<Response>;
}
