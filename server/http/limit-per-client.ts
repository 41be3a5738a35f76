/**
 * 429 with Retry-After once a client address has used its share of a limiter (rate-limit.ts),
 * before the request costs anything more; `what` names what the client asked too often for.
 */
import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './client-address.ts';
import type { RateLimiter } from './rate-limit.ts';

export const limitPerClient =
  (limiter: RateLimiter, what: string): MiddlewareHandler =>
  async (c, next) => {
    const decision = limiter.hit(clientAddress(c));
    if (!decision.allowed) {
      const retryAfter = String(decision.retryAfterSeconds);
      return c.json({ error: `Too many ${what}; try again in ${retryAfter} s.` }, 429, { 'Retry-After': retryAfter });
    }
    await next();
    return undefined;
  };
