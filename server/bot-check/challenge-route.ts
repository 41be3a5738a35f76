/**
 * GET /api/altcha: a new proof-of-work challenge for a lead form (docs/leads.md, "The bot
 * check"). Issuing one costs the server a key derivation, so a client gets CHALLENGES_PER_MINUTE
 * of them (or LEADS_PER_MINUTE, if that is more), far more than a person fills in forms.
 */
import { Hono } from 'hono';
import { clientAddress } from '../http/client-address.ts';
import { methodNotAllowed } from '../http/guards.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import type { BotCheck } from './lead-proof.ts';
import { issueChallenge } from './proof.ts';

export const CHALLENGES_PER_MINUTE = 30;

export function challengeRoutes(botCheck: BotCheck, limiter: RateLimiter, now: () => number): Hono {
  const routes = new Hono();
  routes.get('/api/altcha', async (c) => {
    if ('problem' in botCheck) return c.json({ error: 'The bot check is not set up.' }, 500);
    const decision = limiter.hit(clientAddress(c));
    if (!decision.allowed) {
      const retryAfter = String(decision.retryAfterSeconds);
      return c.json({ error: `Too many challenges; try again in ${retryAfter} s.` }, 429, {
        'Retry-After': retryAfter,
      });
    }
    return c.json(await issueChallenge(botCheck.key, now()));
  });
  routes.all('/api/altcha', methodNotAllowed('GET, HEAD'));
  return routes;
}
