/**
 * A page's name on its lead claims (rules/claim.ts), handed on to the next page of the same tab.
 * A claim is let go once its send is answered, but a visitor may reload before that (or before
 * the release is written): the page they open next takes the gone page's name, so it finds that
 * claim its own and sends the lead at once instead of waiting up to CLAIM_MS for it to run out.
 * Taken, not shared: a tab duplicated later starts with a name of its own.
 */
const KEY = 'testable:leadClaimHolder';

function tried<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Storage refused (private modes, sandboxed frames): a name of this page's own does as well.
    return fallback;
  }
}

export function takeHolder(): string {
  const handedOn = tried(() => sessionStorage.getItem(KEY), null);
  if (handedOn === null) return crypto.randomUUID();
  tried(() => sessionStorage.removeItem(KEY), undefined);
  return handedOn;
}

/** Called as the page goes away; a page shown again from the back-forward cache keeps its name too. */
export function handOnHolder(holder: string): void {
  tried(() => sessionStorage.setItem(KEY, holder), undefined);
}
