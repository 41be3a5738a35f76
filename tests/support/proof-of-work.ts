/**
 * Proofs of work for the bot check's tests: a challenge issued the sink's way (with an answer
 * near 0, so that solving it takes a few key derivations) and solved the page's way.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { issueChallenge } from '../../server/bot-check/proof';

export const TEST_KEY = 'a-test-key-of-the-bot-check-0123456789abcdef';

/** The `altcha` field a page sends for `challenge` once solved. */
export async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('The challenge was not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A proof signed with `key`, issued at `issuedAt` (its lifetime counts from then). */
export async function proofOfWork(key = TEST_KEY, issuedAt = Date.now(), counter = 2): Promise<string> {
  return solved(await issueChallenge(key, issuedAt, counter));
}
