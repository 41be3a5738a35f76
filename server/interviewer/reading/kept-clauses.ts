/**
 * What read-turn.ts makes of the clauses of a turn that edit nothing, once the turn made an edit:
 * an aside explaining it, or a word of which group is kept, is no answer (docs/interviewer.md,
 * "Acts").
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { normalizeCommand } from '../answers.ts';
import { findItem } from './plan-items.ts';

/** Words an explanation opens with: "we do that by text", "it's boring", "schools always say that". */
const ASIDE_OPENERS = new Set(
  'we well were weve wed they theyre theyll it its thats that theres there i im ill he she because since as otherwise cause'.split(
    ' ',
  ),
);

/**
 * A clause that explains the edit before it in the same sentence ("remove set opening hours, that's
 * done at signup") is no answer; a sentence of its own ("She marks prescriptions as ready.") is.
 */
export const isAside = (clause: KeptClause) =>
  clause.afterEdit && ASIDE_OPENERS.has(normalizeCommand(clause.text).split(' ')[0] ?? '');

/** A part of the turn that edits nothing, and whether an edit came before it in its sentence. */
export interface KeptClause {
  text: string;
  afterEdit: boolean;
}

/** Words that say a group is kept ("just", "kids only", "keep the kids") and what only trails them. */
const KEEP_WORDS = new Set(['just', 'only', 'keep']);
const KEEP_TRAILS = new Set(['for', 'now', 'then', 'please']);

/** "Just dog owners for now", "kids only" beside a removal: what is kept, already in the plan. */
export function keepsExisting(plan: PlanState, text: string): boolean {
  const words = normalizeCommand(text).split(' ');
  const named = words.filter((word) => !KEEP_WORDS.has(word) && !KEEP_TRAILS.has(word));
  return (
    words.some((word) => KEEP_WORDS.has(word)) &&
    named.length > 0 &&
    findItem(plan, named.join(' '), ['user_type', 'segment']) !== null
  );
}
