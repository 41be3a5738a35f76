import { fillTemplate } from '../../lib/content/template';
import type { UserType } from '../../lib/plan/plan';
import EditableValue from './EditableValue';
import { RemoveButton, withUndoNote } from './PlanControls';
import { listKey, usePlanEditing } from './plan-editing';
import SegmentCard from './SegmentCard';

/** One user type: its name, renamed or removed in place, and its segments. */
export default function UserTypeSection({ userType, index }: { userType: UserType; index: number }) {
  const { copy, undo } = usePlanEditing();
  const words = copy.edit;
  const at = { userType: index };
  // A user type without a name is named by its number where words name it.
  const name = userType.type?.value ?? String(index + 1);
  const target = { kind: 'userType', at } as const;
  const remove = (
    <RemoveButton
      target={target}
      label={fillTemplate(words.removeUserType, { name })}
      removed={fillTemplate(words.userTypeRemoved, { name })}
      name={name}
    />
  );
  const segments = userType.segments.map((segment, segmentIndex) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: segments have no id of their own; the plan is drawn anew when its lists change (PlanView)
    <SegmentCard key={segmentIndex} segment={segment} at={{ ...at, segment: segmentIndex }} />
  ));
  return (
    <section className="user-type">
      <EditableValue
        target={target}
        value={userType.type?.value ?? ''}
        label={words.userTypeName}
        editLabel={fillTemplate(words.renameUserType, { name })}
        actions={remove}
      >
        <h3>
          <span className="user-type__label tone-accent">{copy.userType}</span> {userType.type?.value}
        </h3>
      </EditableValue>
      {userType.description && <p className="user-type__description">{userType.description.value}</p>}
      <ol className="user-type__segments">{withUndoNote(segments, undo, listKey(at), 'li')}</ol>
    </section>
  );
}
