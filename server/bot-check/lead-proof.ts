/**
 * The bot check of a lead (docs/leads.md, "The bot check"): its `altcha` field must hold a proof
 * of work signed with the sink's key, not expired and not used by another submission. The
 * honeypot and the rate limits stay in front of it.
 */
import { PROOF_FIELD, PROOF_REFUSED } from '../../src/leads/rules/proof.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { checkProof, type ProofFault } from './proof.ts';
import { takeProof } from './used-proofs.ts';

/** The sink's key, or why it has none (the edge without ALTCHA_HMAC_KEY): then no lead is taken. */
export type BotCheck = { key: string } | { problem: string };

const FAULTS: Record<ProofFault | 'used', string> = {
  missing: 'the lead carries no proof of work (altcha)',
  malformed: 'the proof of work (altcha) cannot be read',
  expired: 'the proof of work has expired',
  forged: 'the proof of work was not issued by this site',
  unsolved: 'the proof of work is not solved',
  used: 'the proof of work was used by another submission',
};

export type ProofVerdict = { ok: true } | { ok: false; status: 400 | 500; body: { error: string; reason?: string } };

/** Whether the lead's proof passes; a pass notes it as used by this submission. */
export async function checkLeadProof(
  botCheck: BotCheck,
  form: Record<string, unknown>,
  submissionId: string,
  database: () => Promise<SqlRunner>,
  now: number,
): Promise<ProofVerdict> {
  if ('problem' in botCheck)
    return { ok: false, status: 500, body: { error: 'The lead sink’s bot check is not set up.' } };
  const field = form[PROOF_FIELD] ?? '';
  const check = typeof field === 'string' ? await checkProof(field, botCheck.key, now) : null;
  const fault = check === null ? 'malformed' : check.ok ? null : check.fault;
  if (check?.ok && !(await takeProof(await database(), check, submissionId, now))) return refused('used');
  return fault === null ? { ok: true } : refused(fault);
}

const refused = (fault: ProofFault | 'used'): ProofVerdict => ({
  ok: false,
  status: 400,
  body: { error: `The bot check did not pass: ${FAULTS[fault]}.`, reason: PROOF_REFUSED },
});
