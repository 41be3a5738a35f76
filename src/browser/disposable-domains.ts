/**
 * The throwaway email services' domains (src/lib/forms/disposable-email.ts), for a lead form to
 * refuse such an address at the field. The list (about 140 kB, 50 kB compressed) is a chunk of
 * its own, fetched when a lead form opens, never with a page: the landing page runs no script
 * until a dialog opens. Until it has arrived, or when it cannot (offline, a failed chunk), the
 * forms send as they did, and the sink, which checks the same list, refuses such an address.
 */
import { disposableDomainOf } from '../lib/forms/disposable-email';

const loadList = () => import('disposable-email-domains-js/dist/dict/disposable_email_blocklist.json');

let list: ReadonlySet<string> | null = null;
let loading: Promise<ReadonlySet<string> | null> | null = null;

/** Fetches the list once, made a Set once; a failure is forgotten, so the next opening tries again. */
export function loadDisposableDomains(): Promise<ReadonlySet<string> | null> {
  loading ??= loadList().then(
    (module) => {
      list = new Set(module.default);
      return list;
    },
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/**
 * The listed throwaway domain of `email` (`mailinator.com`), or null: an address not at one, or
 * any address while the list has not arrived.
 */
export const throwawayDomainOf = (email: string): string | null => list && disposableDomainOf(email, list);
