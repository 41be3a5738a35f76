import { type ReactNode, useState } from 'react';
import type { AnalysisCopy } from '../../lib/content/collections';
import { fillTemplate } from '../../lib/content/template';
import { PLAN_LIMITS } from '../../lib/plan/plan';
import type { ValueTarget } from '../../lib/plan/plan-edits';
import { AGE_RANGE } from '../../lib/plan/plan-values';
import { type EditRefusal, savePlanValue } from '../../stores/plan-edit';
import { IconButton } from './PlanControls';
import { focusKey, usePlanEditing } from './plan-editing';
import ValueForm from './ValueForm';

function refusalMessage(refusal: EditRefusal, target: ValueTarget, words: AnalysisCopy['edit']): string {
  if (refusal === 'busy') return words.busy;
  if (refusal === 'age') return fillTemplate(words.ageRange, AGE_RANGE);
  // Nothing is saved: an empty value would drop the item from the plan (parsePlanState reads no
  // empty values), which removing it does, with its Undo.
  return target.kind === 'newGoal' ? words.emptyGoal : words.empty;
}

/**
 * Editing the value `target` names: whether its form is open, and opening, saving and closing
 * it. Closing gives the focus back to the control `returnTo` names; a save says `saved`.
 */
export function useValueEditor(target: ValueTarget, returnTo: string, saved: string) {
  const { copy, redraw, announce } = usePlanEditing();
  const [editing, setEditing] = useState(false);
  const close = () =>
    redraw(() => {
      setEditing(false);
      return returnTo;
    });
  const save = (input: string) => {
    const refusal = savePlanValue(target, input);
    if (refusal) return refusalMessage(refusal, target, copy.edit);
    close();
    announce(saved);
    return null;
  };
  const open = () => {
    setEditing(true);
    return null;
  };
  const isAge = target.kind === 'persona' && target.field === 'age';
  const limits = {
    maxLength: target.kind === 'description' ? PLAN_LIMITS.descriptionLength : isAge ? 3 : PLAN_LIMITS.valueLength,
    multiline: target.kind === 'description',
    numeric: isAge,
  };
  return { editing, open, save, close, limits };
}

/**
 * A value of the plan as text (`children`), with its edit button, and `actions` beside it; the
 * button swaps it for a labelled field (`label`) holding `value`.
 */
export default function EditableValue({
  target,
  value,
  label,
  editLabel,
  actions,
  children,
}: {
  target: ValueTarget;
  value: string;
  label: string;
  editLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { copy } = usePlanEditing();
  const key = focusKey(target, 'edit');
  const { editing, open, save, close, limits } = useValueEditor(target, key, copy.edit.saved);
  if (editing) return <ValueForm label={label} initial={value} save={save} cancel={close} {...limits} />;
  return (
    <div className="editable">
      <div className="editable__value">{children}</div>
      <span className="editable__actions">
        <IconButton icon="edit" label={editLabel} focusKey={key} onClick={open} />
        {actions}
      </span>
    </div>
  );
}
