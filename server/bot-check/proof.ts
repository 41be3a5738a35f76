/**
 * The bot check's proofs of work (ALTCHA's format, altcha-lib): a challenge the page fetches from
 * GET /api/altcha and solves in the background while the visitor types, and the check of the
 * solution a lead carries in its `altcha` field (docs/leads.md, "The bot check"). Nothing here
 * touches a store or the clock of the machine: the replay table is ./used-proofs.ts.
 *
 * Deterministic mode: the server picks the answer (a random counter), derives its key once and
 * signs both, so checking a solution is two HMACs, not a key derivation; the page has to try
 * counters from 0 until it finds one. Cheap to check on the edge, costly to forge in bulk.
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
// The second secret, for the derived key's signature: derived from the key, so one variable sets both.
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import type { Challenge, Payload } from 'altcha-lib/types';
import { PROOF_FIELD_LIMIT, PROOF_LIFETIME_MS } from '../../src/leads/rules/proof.ts';
import { isRecord } from '../../src/lib/is-record.ts';

export const PROOF_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per counter the page tries. */
export const PROOF_COST = 1_000;
/**
 * The counter the page must reach: on average 2,000 tries of 1,000 iterations, about a second of
 * one core of a laptop's browser, spread over its workers, while the visitor types their address.
 * Drawn from 0: with a floor, a bot would start its search there and skip half the work.
 */
export const PROOF_COUNTER = { min: 0, max: 4_000 } as const;
/** The shortest key the sink accepts: 32 characters, e.g. `openssl rand -hex 32`'s 64. */
export const MIN_KEY_LENGTH = 32;

/** Why a lead's proof was not accepted. */
export type ProofFault = 'missing' | 'malformed' | 'expired' | 'forged' | 'unsolved';

export type ProofCheck =
  /** `id`: the challenge's nonce, which the replay table keys on; `expiresAt` in epoch ms. */
  { ok: true; id: string; expiresAt: number } | { ok: false; fault: ProofFault };

/** A challenge's answer, drawn from PROOF_COUNTER.min up to `max`. */
export const drawCounter = (max: number = PROOF_COUNTER.max) => randomInt(max, PROOF_COUNTER.min);

/** A new challenge, valid for PROOF_LIFETIME_MS from `now`; `counter` is its answer (tests pick an easy one). */
export async function issueChallenge(key: string, now: number, counter = drawCounter()): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_ALGORITHM,
    cost: PROOF_COST,
    counter,
    deriveKey,
    expiresAt: Math.floor((now + PROOF_LIFETIME_MS) / 1000),
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: await deriveHmacKeySecret(key),
  });
}

const HEX = /^[0-9a-f]+$/;

/** The payload's shape, or null: base64 of JSON with a challenge and a solution, nothing else trusted yet. */
function readPayload(text: string): Payload | null {
  let data: unknown;
  try {
    data = JSON.parse(atob(text));
  } catch {
    return null;
  }
  if (!isRecord(data) || !isRecord(data['challenge']) || !isRecord(data['solution'])) return null;
  const { parameters, signature } = data['challenge'];
  if (!isRecord(parameters) || typeof signature !== 'string') return null;
  const { nonce, expiresAt } = parameters;
  if (typeof nonce !== 'string' || !HEX.test(nonce) || nonce.length > 64) return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  return data as unknown as Payload;
}

/**
 * Checks a lead's `altcha` field: signed with `key`, not expired at `now`, and solved. Whether it
 * was used before is the replay table's question. Bounded: a field longer than PROOF_FIELD_LIMIT
 * is not read, and a check is at most two HMACs.
 */
export async function checkProof(text: string, key: string, now: number): Promise<ProofCheck> {
  if (text === '') return { ok: false, fault: 'missing' };
  if (text.length > PROOF_FIELD_LIMIT) return { ok: false, fault: 'malformed' };
  const payload = readPayload(text);
  if (payload === null) return { ok: false, fault: 'malformed' };
  const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
  if (expiresAt <= now) return { ok: false, fault: 'expired' };
  try {
    const verdict = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: await deriveHmacKeySecret(key),
    });
    if (verdict.verified) return { ok: true, id: payload.challenge.parameters.nonce, expiresAt };
    if (verdict.expired) return { ok: false, fault: 'expired' };
    return { ok: false, fault: verdict.invalidSignature ? 'forged' : 'unsolved' };
  } catch {
    // A signed challenge whose parameters the key derivation refuses: not ours.
    return { ok: false, fault: 'malformed' };
  }
}
