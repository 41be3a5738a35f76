/**
 * The console's sessions, in the lead database (ops_sessions), so that every process and isolate
 * knows them and a sign-out ends one everywhere. The cookie holds a random token; the table holds
 * its SHA-256 only, so a copy of the database signs nobody in.
 */
import type { SqlRunner } from '../sql/sql-runner.ts';

/** How long a session lasts from its sign-in. */
export const SESSION_MS = 12 * 60 * 60 * 1000;
/** 32 random bytes, base64url: what a token looks like; anything else is not looked up. */
const TOKEN = /^[\w-]{43}$/;

/** Base64url without padding (which base64 puts only at its end). */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');

async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new session until `now` + SESSION_MS; the sessions that have ended are cleared meanwhile. */
export async function startSession(sql: SqlRunner, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = now + SESSION_MS;
  await sql.write([
    { sql: 'DELETE FROM ops_sessions WHERE expires_at <= ?1', params: [now] },
    {
      sql: 'INSERT INTO ops_sessions (token_hash, expires_at) VALUES (?1, ?2)',
      params: [await tokenHash(token), expiresAt],
    },
  ]);
  return { token, expiresAt };
}

/** Whether the token is a session that has not ended. */
export async function isSession(sql: SqlRunner, token: string | undefined, now: number): Promise<boolean> {
  if (token === undefined || !TOKEN.test(token)) return false;
  const rows = await sql.all(
    'SELECT 1 FROM ops_sessions WHERE token_hash = ?1 AND expires_at > ?2',
    await tokenHash(token),
    now,
  );
  return rows.length > 0;
}

export async function endSession(sql: SqlRunner, token: string | undefined): Promise<void> {
  if (token === undefined || !TOKEN.test(token)) return;
  await sql.write([{ sql: 'DELETE FROM ops_sessions WHERE token_hash = ?1', params: [await tokenHash(token)] }]);
}
