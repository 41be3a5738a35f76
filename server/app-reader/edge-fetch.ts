/**
 * The page reader's network on Cloudflare's runtime: its own fetch, which the project's
 * compatibility flag `global_fetch_strictly_public` (wrangler.toml) keeps to public addresses
 * after name resolution, whatever the name. read-page.ts has checked IP literals and follows
 * redirects itself, checking each hop.
 *
 * workerd's errors carry no code: a failed connection is "internal error" whatever the cause.
 * Cloudflare answers a name it cannot resolve with status 530 (its error 1016, "Origin DNS
 * error"), which is read as a name that does not resolve; any other failure as unreachable.
 */
import { type FetchHop, NetworkRefusal } from './read-page.ts';

const CLOUDFLARE_DNS_ERROR = 530;

export const edgeFetchHop: FetchHop = async (url, init) => {
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', redirect: 'manual', ...init });
  } catch (error) {
    if (init.signal.aborted) throw error;
    throw new NetworkRefusal('unreachable');
  }
  if (response.status === CLOUDFLARE_DNS_ERROR) {
    await response.body?.cancel();
    throw new NetworkRefusal('unresolved');
  }
  return response;
};
