/**
 * What a post with a submission_id already seen repeats (docs/leads.md, "What the reference sink
 * answers"). The outbox sends a lead again, unchanged, until it is answered; anything else under
 * a stored id is someone replaying a proof with other fields, and must learn nothing nor change
 * anything: not the posted address's confirmation, nor whether it holds a founder spot.
 */
import { LEAD_FIELDS } from '../../src/leads/rules/fields.ts';
import { type LeadInput, SELECT_SUBMISSION } from '../lead-sink/store.ts';
import { leadOf } from '../sql/lead-columns.ts';
import { namedArgs } from '../sql/named-parameters.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';

/** The same lead as stored; another lead under its id; or none, its person having been erased. */
export type Repeat = 'same' | 'different' | 'erased';

/** The same lead is the same in every field it was posted with (a missing `plan` is ''). */
export async function repeatOf(sql: SqlRunner, lead: LeadInput): Promise<Repeat> {
  const [row] = await sql.all(...namedArgs(SELECT_SUBMISSION, { submission_id: lead.submission_id }));
  if (row === undefined) return 'erased';
  const stored = leadOf(row);
  return LEAD_FIELDS.every((field) => stored[field] === (lead[field] ?? '')) ? 'same' : 'different';
}
