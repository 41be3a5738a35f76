/**
 * The operator's console at /ops (docs/operating.md, "The operator's console and the founder count"), on one machine and on the edge alike:
 * mounted only when OPS_PASSWORD_HASH is set, so every /ops path is a 404 until then. Every
 * answer is no-store and noindex, under a policy that allows the console's own stylesheet and
 * nothing else: its pages (console/) run no script.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { clientAddress } from '../http/client-address.ts';
import { limitBody } from '../http/guards.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { CONSOLE_CSS, consolePages, signInPage } from './console/pages.ts';
import { opsApi } from './ops-api.ts';
import { isSameOriginPost, opsAuth } from './ops-auth.ts';
import { type FounderRule, NO_FOUNDER_RULE, type OpsDeps, type OpsEnv } from './ops-context.ts';

export interface OpsOptions {
  /** OPS_PASSWORD_HASH (npm run ops:password); empty: no console. */
  passwordHash: string;
  database: () => Promise<SqlRunner>;
  foundersTaken: () => Promise<number>;
  /** How the founder count is made (FOUNDERS_TAKEN_BEFORE, and whether a spot waits for its address's confirmation). Default: 0, no. */
  founderRule?: FounderRule;
  now: () => number;
  /** Password checks one client may ask for per quarter of an hour. Default 10. */
  failedSignIns?: number;
  /** Failed password checks across all clients per minute, past which none runs. Default 120. */
  siteFailuresPerMinute?: number;
}

export const CONSOLE_POLICY =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const consoleHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Content-Security-Policy', CONSOLE_POLICY);
  // same-origin, not no-referrer: under no-referrer Chromium sends `Origin: null` on the
  // console's own form posts, which isSameOriginPost could not tell from a stranger's.
  c.header('Referrer-Policy', 'same-origin');
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
};

const seeOther = (c: Context, path: string) => c.redirect(path, 303);

export function opsRoutes(options: OpsOptions): Hono<OpsEnv> {
  const app = new Hono<OpsEnv>();
  if (options.passwordHash.trim() === '') return app;
  const { database, now } = options;
  const attempts = createRateLimiter({
    limit: options.failedSignIns ?? 10,
    windowMs: 15 * 60_000,
    maxKeys: 10_000,
    now,
  });
  const failures = createRateLimiter({
    limit: options.siteFailuresPerMinute ?? 120,
    windowMs: 60_000,
    maxKeys: 1,
    now,
  });
  const auth = opsAuth({ passwordHash: options.passwordHash, database, attempts, failures, now });

  // '/ops/*' matches /ops itself too.
  app.use('/ops/*', consoleHeaders);

  app.get('/ops/console.css', (c) => c.body(CONSOLE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  app.get('/ops/sign-in', async (c) => ((await auth.isSignedIn(c)) ? seeOther(c, '/ops') : c.html(signInPage({}))));
  app.post('/ops/sign-in', limitBody(), async (c) => {
    if (!isSameOriginPost(c, true)) return c.html(signInPage({ error: 'Sign in from this page.' }), 403);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const password = typeof form['password'] === 'string' ? form['password'] : '';
    const check = await auth.checkPassword(c, password);
    if (check.ok) {
      await auth.signIn(c);
      return seeOther(c, '/ops');
    }
    if (check.status === 503) {
      c.header('Retry-After', String(check.retryAfter));
      return c.html(signInPage({ error: 'Too many sign-ins are being checked. Try again in a few seconds.' }), 503);
    }
    if (check.status === 429) {
      c.header('Retry-After', String(check.retryAfter));
      const wait = check.retryAfter < 60 ? 'a few seconds' : `${Math.ceil(check.retryAfter / 60)} min`;
      return c.html(signInPage({ error: `Too many attempts from ${clientAddress(c)}. Try again in ${wait}.` }), 429);
    }
    return c.html(signInPage({ error: 'That password is not the console’s.' }), 401);
  });
  app.post('/ops/sign-out', async (c) => {
    if (!isSameOriginPost(c, true)) return c.text('Sign out from the console’s own page.', 403);
    await auth.signOut(c);
    return seeOther(c, '/ops/sign-in');
  });

  const deps: OpsDeps = {
    database,
    foundersTaken: options.foundersTaken,
    founderRule: options.founderRule ?? NO_FOUNDER_RULE,
    now: () => new Date(now()),
  };
  const withDeps: MiddlewareHandler<OpsEnv> = async (c, next) => {
    c.set('ops', deps);
    await next();
  };
  app.use(
    '/ops/api/*',
    auth.requireOperator((c, check) => {
      if (check.ok || check.status === 401) {
        c.header('WWW-Authenticate', 'Basic realm="Testable operator console", charset="UTF-8"');
        return c.json({ error: 'Sign in to the console, or send Basic credentials for user ops.' }, 401);
      }
      c.header('Retry-After', String(check.retryAfter));
      if (check.status === 503) return c.json({ error: 'Too many password checks at once; try again shortly.' }, 503);
      return c.json({ error: 'Too many failed attempts; try again later.' }, 429);
    }),
    withDeps,
  );
  app.route('/ops/api', opsApi());
  app.use(
    '/ops/*',
    auth.requireOperator((c) => seeOther(c, '/ops/sign-in')),
    withDeps,
  );
  app.route('/ops', consolePages());
  app.all('/ops/*', (c) => c.text('Not found.', 404));
  return app;
}
