/**
 * A page's name on its lead claims (rules/claim.ts), handed on to the next page of the same tab.
 * A claim is let go once its send is answered, but a visitor may reload before that (or before
 * the release is written): the page they open next takes the gone page's name, so it finds that
 * claim its own and sends the lead at once instead of waiting up to CLAIM_MS for it to run out.
 * Taken, not shared: a tab duplicated later starts with a name of its own.
 */
import { attempt } from '../browser/storage';

const KEY = 'testable:leadClaimHolder';

// Where storage refuses (private modes, sandboxed frames), a name of this page's own does as well.
export function takeHolder(): string {
  const handedOn = attempt('read', KEY, () => sessionStorage.getItem(KEY), null);
  if (handedOn === null) return crypto.randomUUID();
  attempt('remove', KEY, () => sessionStorage.removeItem(KEY), undefined);
  return handedOn;
}

/** Called as the page goes away; a page shown again from the back-forward cache keeps its name too. */
export function handOnHolder(holder: string): void {
  attempt('write', KEY, () => sessionStorage.setItem(KEY, holder), undefined);
}
