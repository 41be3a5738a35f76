/**
 * The visitor's edits of the plan. Each changes $planState, the state the next chat turn sends
 * the host as current_state, through a pure edit of src/lib/plan/plan-edits.ts. A module of its
 * own beside plan.ts: only the plan's view imports it, which a phone fetches when its plan tab
 * first opens, so the chat a phone shows first carries none of it (bench/README.md's budget).
 */
import { atom, computed } from 'nanostores';
import {
  editValue,
  type ItemTarget,
  removeItem,
  type ValueProblem,
  type ValueTarget,
  valueProblem,
} from '../lib/plan/plan-edits';
import { $chatPending } from './chat';
import { $planState } from './plan';

/**
 * Why an edit was not made: a value the plan cannot take, or a chat turn on its way, whose reply
 * replaces the whole plan and would silently undo an edit made meanwhile.
 */
export type EditRefusal = ValueProblem | 'busy';

/** Saves `input` as the value `target` names (a new goal for `newGoal`); null once saved. */
export function savePlanValue(target: ValueTarget, input: string): EditRefusal | null {
  if ($chatPending.get()) return 'busy';
  const problem = valueProblem(target, input);
  if (problem) return problem;
  $planState.set(editValue($planState.get(), target, input));
  return null;
}

/** What the page says of a removal: beside its Undo ("User type Walkers removed."), and once undone. */
export interface RemovalWords {
  removed: string;
  restored: string;
}

export interface Removal {
  target: ItemTarget;
  words: RemovalWords;
  before: unknown;
  after: unknown;
}

const $removal = atom<Removal | null>(null);

/**
 * The last removal while it can be undone: until the plan changes again (another edit, a chat
 * reply, another tab), since going back to the state before it would throw that change away.
 */
export const $undoable = computed([$removal, $planState], (removal, state) =>
  removal?.after === state ? removal : null,
);

/** Removes the item `target` names; false when nothing was removed. */
export function removePlanItem(target: ItemTarget, words: RemovalWords): boolean {
  const before = $planState.get();
  const after = $chatPending.get() ? before : removeItem(before, target);
  if (after === before) return false;
  $planState.set(after);
  $removal.set({ target, words, before, after });
  return true;
}

/** Puts back what the last removal took; that removal, or null when there was nothing to undo. */
export function undoRemoval(): Removal | null {
  const removal = $undoable.get();
  if (!removal || $chatPending.get()) return null;
  $removal.set(null);
  $planState.set(removal.before);
  return removal;
}
