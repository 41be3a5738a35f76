/**
 * The page reader's network on Cloudflare's runtime: its own fetch, which the project's
 * compatibility flag `global_fetch_strictly_public` (wrangler.toml) keeps to public addresses
 * after name resolution, whatever the name. read-page.ts has checked IP literals and follows
 * redirects itself, checking each hop.
 */
import { type FetchHop, NetworkRefusal } from './read-page.ts';

/** workerd's errors are messages only: a name that does not resolve says so. */
const unresolved = (message: string) => /dns|resolve|not found|name/i.test(message);

export const edgeFetchHop: FetchHop = async (url, init) => {
  try {
    return await fetch(url, { method: 'GET', redirect: 'manual', ...init });
  } catch (error) {
    if (init.signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new NetworkRefusal(unresolved(message) ? 'unresolved' : 'unreachable');
  }
};
