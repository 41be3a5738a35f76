/**
 * What every part of the editable plan shares: the words, whether editing waits for a chat reply,
 * the removal Undo can take back, the status line screen readers hear, and moving the focus once
 * the plan has been redrawn; and the names that find a control or a list again after a redraw.
 */
import { createContext, useContext } from 'react';
import type { AnalysisCopy } from '../../lib/content/collections';
import type { ItemTarget, SegmentAt, UserTypeAt, ValueTarget } from '../../lib/plan/plan-edits';
import type { Removal } from '../../stores/plan-edit';

export interface PlanEditing {
  copy: AnalysisCopy;
  /** A chat turn is on its way: its reply replaces the plan, so nothing can be edited meanwhile. */
  busy: boolean;
  undo: Removal | null;
  /** Says `text` in the plan's status region. */
  announce(text: string): void;
  /** Runs `change`, has React draw what it changed at once, then focuses the control whose focus key it answers. */
  redraw(change: () => string | null): void;
  /** `redraw(change)`; while busy, says why nothing changes instead. */
  edit(change: () => string | null): void;
}

export const PlanEditingContext = createContext<PlanEditing | null>(null);

export function usePlanEditing(): PlanEditing {
  const editing = useContext(PlanEditingContext);
  if (!editing) throw new Error('usePlanEditing outside the plan view');
  return editing;
}

const FOCUS_ATTRIBUTE = 'data-plan-focus';

/** The attribute that lets `redraw` find a control by its focus key. */
export const focusMark = (key: string) => ({ [FOCUS_ATTRIBUTE]: key });

export function focusControl(key: string): void {
  document.querySelector<HTMLElement>(`[${FOCUS_ATTRIBUTE}="${key}"]`)?.focus();
}

export const UNDO_FOCUS_KEY = 'undo';

/** The list of the plan's user types (no argument), of a user type's segments, or of a segment's goals. */
export function listKey(at?: UserTypeAt | SegmentAt): string {
  if (!at) return 'plan';
  return 'segment' in at ? `t${at.userType}-s${at.segment}` : `t${at.userType}`;
}

/** The focus key of the control that does `control` to the item or value `target` names. */
export function focusKey(target: ValueTarget | ItemTarget, control: 'edit' | 'remove' | 'add'): string {
  switch (target.kind) {
    case 'description':
      return `description-${control}`;
    case 'userType':
    case 'segment':
      return `${listKey(target.at)}-${control}`;
    case 'persona':
      return `${listKey(target.at)}-${target.field}-${control}`;
    case 'goal':
      return `${listKey(target.at)}-g${target.at.goal}-${control}`;
    case 'newGoal':
      return `${listKey(target.at)}-new-${control}`;
  }
}

/** The list a removed item was in, and its place there. */
export function placeOf(target: ItemTarget): { list: string; index: number } {
  const { userType } = target.at;
  switch (target.kind) {
    case 'userType':
      return { list: listKey(), index: userType };
    case 'segment':
      return { list: listKey({ userType }), index: target.at.segment };
    case 'goal':
      return { list: listKey({ userType, segment: target.at.segment }), index: target.at.goal };
  }
}
