/**
 * Who may use the console: a signed-in session (a cookie: HttpOnly, SameSite=Strict, Secure and
 * `__Host-` over https), or HTTP Basic with user `ops` for scripts calling /ops/api/*. The
 * password is checked against OPS_PASSWORD_HASH in constant time, through a gate that bounds how
 * many checks run and how often (password-gate.ts). A POST must come from the console's own
 * origin: a cookie is sent by the browser on its own, and so are Basic credentials it remembers.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientAddress, isOverHttps } from '../http/client-address.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { verifyPassword } from './password.ts';
import { createPasswordGate, type PasswordCheck, type PasswordGateOptions } from './password-gate.ts';
import { endSession, isSession, SESSION_MS, startSession } from './sessions.ts';

/** The longest password checked: PBKDF2 of anything longer is work a stranger chose. */
export const MAX_PASSWORD_LENGTH = 1024;
const COOKIE = 'testable_ops';

const overHttps = isOverHttps;

/** The session cookie: `__Host-` (whole site, https only) where it can be, else for /ops alone. */
const cookieName = (c: Context) => (overHttps(c) ? `__Host-${COOKIE}` : COOKIE);
const sessionToken = (c: Context) => getCookie(c, cookieName(c));

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: SESSION_MS / 1000,
    ...(overHttps(c) ? { prefix: 'host' as const, secure: true, path: '/' } : { path: '/ops' }),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, COOKIE, overHttps(c) ? { prefix: 'host', secure: true, path: '/' } : { path: '/ops' });
}

/**
 * A POST from anywhere but the console's own pages is refused: its Origin (or, where a browser
 * sends none, Sec-Fetch-Site) must say so. A script's POST (curl, with Basic) carries neither.
 */
export function isSameOriginPost(c: Context, session: boolean): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin !== undefined) return origin === new URL(c.req.url).origin;
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return !session;
}

export type { PasswordCheck };

export interface OpsAuthOptions extends Omit<PasswordGateOptions, 'verify'> {
  passwordHash: string;
  database: () => Promise<SqlRunner>;
}

export function opsAuth({ passwordHash, database, ...limits }: OpsAuthOptions) {
  const { now } = limits;
  const gate = createPasswordGate({
    ...limits,
    verify: async (password) => password.length <= MAX_PASSWORD_LENGTH && verifyPassword(password, passwordHash),
  });
  const checkPassword = (c: Context, password: string): Promise<PasswordCheck> =>
    gate.check(clientAddress(c), password);

  /** Basic credentials of user `ops`, or null when the request carries none. */
  function basicPassword(c: Context): string | null {
    const header = c.req.header('authorization') ?? '';
    if (!/^basic /i.test(header) || header.length > 4 * MAX_PASSWORD_LENGTH) return null;
    let decoded: string;
    try {
      decoded = new TextDecoder().decode(Uint8Array.from(atob(header.slice(6).trim()), (ch) => ch.charCodeAt(0)));
    } catch {
      return '';
    }
    const colon = decoded.indexOf(':');
    return colon >= 0 && decoded.slice(0, colon) === 'ops' ? decoded.slice(colon + 1) : '';
  }

  /** Lets a signed-in request (session or Basic) through; `refuse` answers the rest. */
  const requireOperator =
    (refuse: (c: Context, check: PasswordCheck) => Response | Promise<Response>): MiddlewareHandler =>
    async (c, next) => {
      const session = await isSession(await database(), sessionToken(c), now());
      if (!session) {
        const password = basicPassword(c);
        const check: PasswordCheck = password === null ? { ok: false, status: 401 } : await checkPassword(c, password);
        if (!check.ok) return refuse(c, check);
      }
      if (c.req.method === 'POST' && !isSameOriginPost(c, session))
        return c.json({ error: 'Only the console’s own pages may change anything.' }, 403);
      await next();
      return undefined;
    };

  return {
    checkPassword,
    requireOperator,
    async signIn(c: Context): Promise<void> {
      const { token } = await startSession(await database(), now());
      setSessionCookie(c, token);
    },
    async signOut(c: Context): Promise<void> {
      await endSession(await database(), sessionToken(c));
      clearSessionCookie(c);
    },
    isSignedIn: async (c: Context) => isSession(await database(), sessionToken(c), now()),
  };
}
