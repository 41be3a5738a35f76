/**
 * What a post with a submission_id already seen repeats (docs/leads.md, "What the reference sink
 * answers"). The outbox sends a lead again, unchanged, until it is answered; anything else under
 * a stored id is someone replaying a proof with other fields, and must learn nothing nor change
 * anything: not the posted address's confirmation, nor whether it holds a founder spot.
 */

import { type LeadInput, SELECT_SUBMISSION } from '../lead-sink/store.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';

/** The same lead as stored; another lead under its id; or none, its person having been erased. */
export type Repeat = 'same' | 'different' | 'erased';

const COMPARED = ['email', 'url', 'message', 'site'] as const;

export async function repeatOf(sql: SqlRunner, lead: LeadInput): Promise<Repeat> {
  const [stored] = await sql.all(SELECT_SUBMISSION, lead.submission_id);
  if (stored === undefined) return 'erased';
  const same = COMPARED.every((field) => stored[field] === lead[field]) && stored['plan'] === (lead.plan ?? '');
  return same ? 'same' : 'different';
}
