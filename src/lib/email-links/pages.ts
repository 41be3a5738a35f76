/**
 * The pages a confirmation email's links open (docs/emails.md): `/confirm?t=…` and `/leave?t=…`,
 * each a button that posts the link's token back to the same address, and the pages the server
 * sends the visitor on to once it has acted (`303 See Other`). The site builds them as static
 * pages; the server names them when it answers: one list for both.
 */

import { FOUNDER_SPOTS } from '../constants.ts';

/** What each link does, and the pages it has: `ask` is the page of the link itself, with its button. */
export const EMAIL_LINK_PAGES = {
  confirm: ['ask', 'done', 'already', 'expired', 'invalid', 'busy'],
  leave: ['ask', 'done', 'invalid', 'busy'],
} as const;

export type EmailLinkAction = keyof typeof EMAIL_LINK_PAGES;
export type EmailLinkPage<A extends EmailLinkAction = EmailLinkAction> = (typeof EMAIL_LINK_PAGES)[A][number];

/**
 * The one field each page's form posts beside the token of its address. Leaving posts RFC 8058's
 * body, `List-Unsubscribe=One-Click`, so that the page's button and a mailbox's own one-click
 * "Unsubscribe" are the same request.
 */
export const EMAIL_LINK_FIELDS = {
  confirm: { name: 'confirm', value: '1' },
  leave: { name: 'List-Unsubscribe', value: 'One-Click' },
} as const satisfies Record<EmailLinkAction, { name: string; value: string }>;

/**
 * A link's static pages, as its `[...state].astro` route builds them: the link's own (`ask`) at
 * its bare address, with the field its button posts, and each result under it, with no button.
 */
export function emailLinkRoutes<A extends EmailLinkAction>(action: A) {
  const pages: readonly EmailLinkPage<A>[] = EMAIL_LINK_PAGES[action];
  return pages.map((page) => ({
    params: { state: page === 'ask' ? undefined : page },
    props: { page, field: page === 'ask' ? EMAIL_LINK_FIELDS[action] : undefined },
  }));
}

/** The address of a page: the link's own for `ask` (`/confirm`), a page under it for a result (`/confirm/done`). */
export function emailLinkPath(action: EmailLinkAction, page: EmailLinkPage): string {
  return page === 'ask' ? `/${action}` : `/${action}/${page}`;
}

/**
 * The page a founder's confirmation leads to, which names the spot it now holds: one static page
 * per spot, `/confirm/founder/1` to `/confirm/founder/50` (docs/emails.md); null for no spot, or
 * one past the last, whose confirmation leads to `/confirm/done`.
 */
export function founderSpotPath(spot: number | null): string | null {
  return spot !== null && Number.isInteger(spot) && spot >= 1 && spot <= FOUNDER_SPOTS
    ? `/confirm/founder/${spot}`
    : null;
}
