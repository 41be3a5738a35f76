/**
 * The bot check's replay table (migrations/0004_lead_proofs.sql), the same on one machine and on
 * D1: a proof of work is good for one submission, however many times the browser's outbox sends
 * that submission again, and for no other.
 */
import type { SqlRunner } from '../sql/sql-runner.ts';

/**
 * Notes the proof as used by the submission, unless another submission used it: one statement,
 * so two isolates taking the same proof at once cannot both have it. A lead without a
 * submission_id (a server-to-server call) is given one that nothing repeats.
 */
const USE_PROOF = `
  INSERT INTO used_proofs (proof_id, submission_id, expires_at) VALUES (?1, ?2, ?3)
  ON CONFLICT (proof_id) DO UPDATE SET expires_at = excluded.expires_at
  WHERE used_proofs.submission_id = excluded.submission_id`;

/** Expired proofs go a few at a time with each use, so the table holds about a week's leads. */
const FORGET_EXPIRED = `
  DELETE FROM used_proofs WHERE proof_id IN
    (SELECT proof_id FROM used_proofs WHERE expires_at <= ?1 ORDER BY expires_at LIMIT ?2)`;
export const FORGOTTEN_PER_USE = 20;

/**
 * Takes the proof for the submission: true when it is new, or already this submission's (a
 * retry); false when another submission used it.
 */
export async function takeProof(
  sql: SqlRunner,
  proof: { id: string; expiresAt: number },
  submissionId: string,
  now: number,
): Promise<boolean> {
  const [taken = 0] = await sql.write([
    { sql: USE_PROOF, params: [proof.id, submissionId || `none:${crypto.randomUUID()}`, proof.expiresAt] },
    { sql: FORGET_EXPIRED, params: [now, FORGOTTEN_PER_USE] },
  ]);
  return taken > 0;
}
