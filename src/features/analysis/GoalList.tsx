import { fillTemplate } from '../../lib/content/template';
import { PLAN_LIMITS, type Valued } from '../../lib/plan/plan';
import type { SegmentAt } from '../../lib/plan/plan-edits';
import EditableValue, { useValueEditor } from './EditableValue';
import { Icon, RemoveButton, withUndoNote } from './PlanControls';
import { focusKey, focusMark, listKey, usePlanEditing } from './plan-editing';
import ValueForm from './ValueForm';

/** The button that opens a new goal's field, under the goals, and that field. */
function AddGoal({ at, segmentName }: { at: SegmentAt; segmentName: string }) {
  const { copy, busy, edit } = usePlanEditing();
  const target = { kind: 'newGoal', at } as const;
  const key = focusKey(target, 'add');
  const { editing, open, save, close, limits } = useValueEditor(target, key, copy.edit.goalAdded);
  if (editing) {
    const label = fillTemplate(copy.edit.newGoal, { name: segmentName });
    return <ValueForm label={label} save={save} cancel={close} {...limits} />;
  }
  return (
    <button
      type="button"
      className="plan-add"
      aria-label={fillTemplate(copy.edit.addGoalTo, { name: segmentName })}
      aria-disabled={busy || undefined}
      {...focusMark(key)}
      onClick={() => edit(open)}
    >
      <Icon name="add" />
      {copy.edit.addGoal}
    </button>
  );
}

/** A segment's goals, each reworded or removed in place, and a way to add one while there is room. */
export default function GoalList({ goals, at, segmentName }: { goals: Valued[]; at: SegmentAt; segmentName: string }) {
  const { copy, undo } = usePlanEditing();
  const words = copy.edit;
  const items = goals.map(({ value }, index) => {
    const target = { kind: 'goal', at: { ...at, goal: index } } as const;
    const remove = (
      <RemoveButton
        target={target}
        label={fillTemplate(words.removeGoal, { goal: value })}
        removed={fillTemplate(words.goalRemoved, { goal: value })}
        name={value}
      />
    );
    return (
      // Goals can repeat; their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: the plan is drawn anew when its lists change (PlanView)
      <li key={index}>
        <EditableValue
          target={target}
          value={value}
          label={words.goal}
          editLabel={fillTemplate(words.rewordGoal, { goal: value })}
          actions={remove}
        >
          {value}
        </EditableValue>
      </li>
    );
  });
  const listed = withUndoNote(items, undo, listKey(at), 'li');
  return (
    <>
      <h5 className="segment__goals-title">{copy.goals}</h5>
      {listed.length > 0 && <ul className="segment__goals">{listed}</ul>}
      {goals.length < PLAN_LIMITS.goalsPerSegment && <AddGoal at={at} segmentName={segmentName} />}
    </>
  );
}
