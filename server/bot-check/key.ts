/** What makes a bot check key usable, the same on one machine and on the edge (no Node module here). */
import { MIN_KEY_LENGTH } from './proof.ts';

/** What the operator does about a key that cannot be used. */
export const KEY_FIX = `set ALTCHA_HMAC_KEY to a random secret of at least ${MIN_KEY_LENGTH} characters (openssl rand -hex 32)`;

/** Why `key` cannot sign challenges, or null when it can. */
export function botCheckKeyProblem(key: string): string | null {
  if (key === '') return 'ALTCHA_HMAC_KEY is not set';
  if (key.length < MIN_KEY_LENGTH) return `ALTCHA_HMAC_KEY is shorter than ${MIN_KEY_LENGTH} characters`;
  return null;
}
