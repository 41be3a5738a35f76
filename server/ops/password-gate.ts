/**
 * The gate every operator password passes before PBKDF2 runs (docs/leads.md, "Limits a
 * stranger meets"). A check costs 100,000 rounds of SHA-256 on the thread pool that also reads the site's
 * files, so strangers must not decide how many run:
 * - at most `running` checks at once across all clients; the next `queued` wait up to `maxWaitMs`
 *   for a turn, and the rest are told 503 with Retry-After, so pages, leads and challenges never
 *   queue behind a flood of guesses from many addresses;
 * - one check in flight per client, its attempt counted before it runs, so concurrent guesses from
 *   one address cannot all slip under the per-client limit. One more from that client waits for it
 *   (a double-clicked Sign in, a second tab), since refusing it would show a person who typed the
 *   right password "too many attempts"; any further one is refused at once;
 * - a failure budget for the whole site: past it, nothing is checked until its window ends;
 * - a password verified lately is remembered by its MAC (HMAC-SHA-256 under a key made at start
 *   and never stored), so a script calling /ops/api pays for PBKDF2 once, not on every call.
 */
import type { RateLimiter } from '../http/rate-limit.ts';
import { createSlots } from '../http/slots.ts';
import { sameBytes } from './password.ts';

export type PasswordCheck =
  | { ok: true }
  | { ok: false; status: 401 }
  | { ok: false; status: 429 | 503; retryAfter: number };

export interface PasswordGateOptions {
  verify: (password: string) => Promise<boolean>;
  /** Attempts per client, counted before each check. */
  attempts: RateLimiter;
  /** Failed checks across all clients, under the one key `site`. */
  failures: RateLimiter;
  now: () => number;
  running?: number;
  queued?: number;
  maxWaitMs?: number;
  rememberMs?: number;
}

const SITE = 'site';
const BUSY: PasswordCheck = { ok: false, status: 503, retryAfter: 2 };

export function createPasswordGate({
  verify,
  attempts,
  failures,
  now,
  running: maxRunning = 1,
  queued: maxQueued = 16,
  maxWaitMs = 1_000,
  rememberMs = 10 * 60_000,
}: PasswordGateOptions) {
  /** Each client's check now running, and the clients with one more waiting behind it. */
  const running = new Map<string, Promise<unknown>>();
  const waiting = new Set<string>();
  // One line for every client: the per-client bound is `checking`, which refuses rather than queues.
  const slots = createSlots({ total: maxRunning, queued: maxQueued, maxWaitMs });
  let remembered: { mac: Uint8Array; until: number } | null = null;
  // Made at the first MAC, not here: workerd refuses random values while a module loads.
  let macKey: Promise<CryptoKey> | undefined;
  const macOf = async (password: string) => {
    macKey ??= crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) as Promise<CryptoKey>;
    return new Uint8Array(await crypto.subtle.sign('HMAC', await macKey, new TextEncoder().encode(password)));
  };

  async function checkInTurn(client: string, password: string, mac: Uint8Array | null): Promise<PasswordCheck> {
    const release = await slots.take(SITE);
    if (!release) return BUSY;
    try {
      // Counted only once it is sure to run: a check turned away as busy costs the client nothing.
      const attempt = attempts.hit(client);
      if (!attempt.allowed) return { ok: false, status: 429, retryAfter: attempt.retryAfterSeconds };
      if (await verify(password)) {
        remembered = { mac: mac ?? (await macOf(password)), until: now() + rememberMs };
        return { ok: true };
      }
      failures.hit(SITE);
      return { ok: false, status: 401 };
    } finally {
      release();
    }
  }

  return {
    async check(client: string, password: string): Promise<PasswordCheck> {
      for (;;) {
        // Made only while a password is remembered: a flood with nothing remembered costs no MAC.
        const mac = remembered && remembered.until > now() ? await macOf(password) : null;
        if (mac && remembered && sameBytes(mac, remembered.mac)) return { ok: true };
        const attempt = attempts.check(client);
        if (!attempt.allowed) return { ok: false, status: 429, retryAfter: attempt.retryAfterSeconds };
        const ahead = running.get(client);
        if (!ahead) {
          const budget = failures.check(SITE);
          if (!budget.allowed) return { ok: false, status: 503, retryAfter: budget.retryAfterSeconds };
          const checked = checkInTurn(client, password, mac);
          running.set(client, checked);
          try {
            return await checked;
          } finally {
            running.delete(client);
          }
        }
        if (waiting.has(client)) return { ok: false, status: 429, retryAfter: 1 };
        waiting.add(client);
        await ahead.catch(() => undefined);
        waiting.delete(client);
      }
    },
  };
}
