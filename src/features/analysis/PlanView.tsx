import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { AnalysisCopy } from '../../lib/content/collections';
import { isPlanEmpty, type PlanState } from '../../lib/plan/plan';
import { $chatPending } from '../../stores/chat';
import { $plan } from '../../stores/plan';
import { $undoable } from '../../stores/plan-edit';
import EditableValue from './EditableValue';
import { withUndoNote } from './PlanControls';
import { focusControl, listKey, type PlanEditing, PlanEditingContext } from './plan-editing';
import UserTypeSection from './UserTypeSection';
import './plan-view.css';
import './plan-edit.css';

/**
 * How many items each list holds. The items have no id of their own, only their place: once a
 * list changes, the plan is drawn anew, so that no open field stays at a place another item took.
 */
const shapeOf = (plan: PlanState | null) =>
  (plan?.user_types ?? []).map((type) => type.segments.map((segment) => segment.goals.length).join('.')).join('|');

/**
 * The plan as text, every value editable in place: the description, then each user type with its
 * segments, personas and goals. Loaded apart from the page's first script (PlanPanel).
 */
export default function PlanView({ copy, emptyText }: { copy: AnalysisCopy; emptyText: string }) {
  const plan = useStore($plan);
  const undo = useStore($undoable);
  const busy = useStore($chatPending);
  // A repeat of the same words is said again: they differ by a trailing no-break space.
  const [status, setStatus] = useState({ text: '', count: 0 });

  const editing = useMemo<PlanEditing>(() => {
    const announce = (text: string) => setStatus(({ count }) => ({ text, count: count + 1 }));
    const redraw = (change: () => string | null) => {
      const key = flushSync(change);
      if (key) focusControl(key);
    };
    const edit = (change: () => string | null) => (busy ? announce(copy.edit.busy) : redraw(change));
    return { copy, busy, undo, announce, redraw, edit };
  }, [copy, busy, undo]);

  const description = plan?.app_description;
  return (
    <PlanEditingContext value={editing}>
      <p role="status" className="visually-hidden">
        {status.text}
        {status.count % 2 === 1 ? '\u00a0' : ''}
      </p>
      {isPlanEmpty(plan) && !undo ? (
        <p className="plan__empty">{emptyText}</p>
      ) : (
        <div key={shapeOf(plan)} className="plan__content">
          {description && (
            <section className="plan__description">
              <h3>{copy.appDescription}</h3>
              <EditableValue
                target={{ kind: 'description' }}
                value={description.value}
                label={copy.appDescription}
                editLabel={copy.edit.description}
              >
                <p>{description.value}</p>
              </EditableValue>
            </section>
          )}
          {withUndoNote(
            (plan?.user_types ?? []).map((userType, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: user types have no id of their own; the plan is drawn anew when its lists change
              <UserTypeSection key={index} userType={userType} index={index} />
            )),
            undo,
            listKey(),
            'div',
          )}
        </div>
      )}
    </PlanEditingContext>
  );
}
