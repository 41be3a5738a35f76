/**
 * The edits read from a turn whole, before its clauses (read-turn.ts): a new description, which
 * runs to the end of the turn (description-edits.ts), and "there are only two", which keeps the
 * groups the turn names (group-count.ts). What the turn said before a new description is read as
 * usual; a count of groups is the whole turn.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked, TurnAct } from '../language/turn-reading.ts';
import { readDescriptionEdit } from './description-edits.ts';
import { readGroupCount } from './group-count.ts';

export function readTurnEdits(plan: PlanState, said: string, asked: Asked): { acts: TurnAct[]; before: string } | null {
  const described = readDescriptionEdit(plan, said, asked);
  if (described) return { acts: [described.act], before: described.before };
  const removed = readGroupCount(plan, said, asked);
  return removed && removed.length > 0 ? { acts: removed, before: '' } : null;
}
