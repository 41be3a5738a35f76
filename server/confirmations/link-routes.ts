/**
 * POST /confirm?t=… and POST /leave?t=…: what the buttons of the emails' link pages send (the
 * pages themselves are static, src/pages/confirm/ and src/pages/leave/, and a GET of them never
 * acts, since mail scanners open links). Each answers 303 to the static page that says what
 * happened (src/lib/email-links/pages.ts names them for both). A mailbox's own one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` to
 * the leave link: the same request as the page's button, so it erases at once too.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { emailLinkPath, founderSpotPath } from '../../src/lib/email-links/pages.ts';
import { logText } from '../http/log-text.ts';
import { StoreBusyError, StoreFullError, StoreNotReadyError } from '../sql/store-errors.ts';
import type { Confirmations } from './confirmations.ts';

/** Presses of a link's button one client makes in a minute: a person presses once or twice. */
export const LINK_POSTS_PER_MINUTE = 10;

/** A store that cannot answer now is a page that says to press again in a minute; anything else is the host's error. */
const isStoreTrouble = (error: unknown) =>
  error instanceof StoreBusyError || error instanceof StoreFullError || error instanceof StoreNotReadyError;

export function linkRoutes(
  confirmations: Confirmations,
  /** What a request passes first (the known-host check, a per-client limit). */
  guard: MiddlewareHandler,
  later: (c: Parameters<MiddlewareHandler>[0], work: Promise<unknown>) => void,
  /**
   * Told of each address confirmed: the number of the founder spot it now holds, or null when it
   * holds none (it reserved none). Absent, no confirmation names a spot.
   */
  confirmedSpot: (key: string) => Promise<number | null> = async () => null,
): Hono {
  const routes = new Hono();
  routes.post('/confirm', guard, async (c) => {
    try {
      const { result, key } = await confirmations.confirm(c.req.query('t') ?? '');
      if (result !== 'done' || key === null) return c.redirect(emailLinkPath('confirm', result), 303);
      // The operator's notice goes now rather than with the next run.
      later(c, confirmations.runDue());
      // A founder's spot is held from now on, and its page says which (a spot past the last has none).
      const spot = await confirmedSpot(key).catch((error: unknown) => {
        console.error('[mail] The founder spot of a confirmed address could not be read:', logText(error));
        return null;
      });
      return c.redirect(founderSpotPath(spot) ?? emailLinkPath('confirm', 'done'), 303);
    } catch (error) {
      if (!isStoreTrouble(error)) throw error;
      console.error('[mail] A confirm link could not be used:', logText(error));
      return c.redirect(emailLinkPath('confirm', 'busy'), 303);
    }
  });
  routes.post('/leave', guard, async (c) => {
    try {
      return c.redirect(emailLinkPath('leave', await confirmations.leave(c.req.query('t') ?? '')), 303);
    } catch (error) {
      if (!isStoreTrouble(error)) throw error;
      console.error('[mail] A leave link could not be used:', logText(error));
      return c.redirect(emailLinkPath('leave', 'busy'), 303);
    }
  });
  return routes;
}
