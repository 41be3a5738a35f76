/**
 * The throwaway email services' domains the sink refuses (src/lib/forms/disposable-email.ts),
 * from the list of disposable-email-domains-js. Imported as JSON, which Node reads and the edge's
 * bundle carries; made a Set once, at the first lead that asks, not at every start of a worker.
 */
import blocklist from 'disposable-email-domains-js/dist/dict/disposable_email_blocklist.json' with { type: 'json' };

let domains: ReadonlySet<string> | null = null;

export function disposableDomains(): ReadonlySet<string> {
  domains ??= new Set(blocklist);
  return domains;
}
