/**
 * GET /api/altcha: a new proof-of-work challenge for a lead form (docs/leads.md, "The bot
 * check"). Issuing one costs the server a key derivation, so a client gets CHALLENGES_PER_MINUTE
 * of them (or LEADS_PER_MINUTE, if that is more), far more than a person fills in forms.
 */
import { Hono } from 'hono';
import { methodNotAllowed } from '../http/guards.ts';
import { limitPerClient } from '../http/limit-per-client.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import type { BotCheck } from './lead-proof.ts';
import { drawCounter, issueChallenge } from './proof.ts';

export const CHALLENGES_PER_MINUTE = 30;

/** `maxCounter`: how hard the challenges are (ALTCHA_MAX_COUNTER; PROOF_COUNTER.max unless told). */
export function challengeRoutes(
  botCheck: BotCheck,
  limiter: RateLimiter,
  now: () => number,
  maxCounter?: number,
): Hono {
  const routes = new Hono();
  routes.get(
    '/api/altcha',
    async (c, next) => ('problem' in botCheck ? c.json({ error: 'The bot check is not set up.' }, 500) : next()),
    limitPerClient(limiter, 'challenges'),
    async (c) => c.json(await issueChallenge((botCheck as { key: string }).key, now(), drawCounter(maxCounter))),
  );
  routes.all('/api/altcha', methodNotAllowed('GET, HEAD'));
  return routes;
}
