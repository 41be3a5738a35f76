import { type ReactNode, useId } from 'react';
import { fillTemplate } from '../../lib/content/template';
import type { ItemTarget } from '../../lib/plan/plan-edits';
import { type Removal, removePlanItem, undoRemoval } from '../../stores/plan-edit';
import { focusKey, focusMark, placeOf, UNDO_FOCUS_KEY, usePlanEditing } from './plan-editing';

const ICONS = {
  // A pencil.
  edit: <path d="M4 20h4L19.5 8.5a2.1 2.1 0 0 0-4-4L4 16z" />,
  // A bin.
  remove: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v5M14 11v5" />,
  // A plus.
  add: <path d="M12 5v14M5 12h14" />,
};

export const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg className="plan-icon__shape" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {ICONS[name]}
  </svg>
);

/**
 * A small button drawn as an icon, named by `label` for screen readers (and, as a tooltip, for
 * the mouse). While a chat reply is on its way it stays, focusable, marked unavailable, and says
 * why instead of acting. `onClick` answers the focus key of the control to focus next.
 */
export function IconButton({
  icon,
  label,
  focusKey: key,
  onClick,
}: {
  icon: 'edit' | 'remove';
  label: string;
  focusKey: string;
  onClick: () => string | null;
}) {
  const { busy, edit } = usePlanEditing();
  return (
    <button
      type="button"
      className={`plan-icon plan-icon--${icon}`}
      aria-label={label}
      title={label}
      aria-disabled={busy || undefined}
      {...focusMark(key)}
      onClick={() => edit(onClick)}
    >
      <Icon name={icon} />
    </button>
  );
}

/**
 * Removes an item at once, and leaves Undo where it was, focused. Undo rather than "Are you
 * sure?": a user type or segment may hold a persona and goals, but a question before every
 * removal is soon answered without reading, while Undo costs nothing until it is needed and
 * brings back exactly what was removed. It lasts until the plan changes again ($undoable).
 * `removed` is what the page says of it, `name` what it says once Undo brings it back.
 */
export function RemoveButton({
  target,
  label,
  removed,
  name,
}: {
  target: ItemTarget;
  label: string;
  removed: string;
  name: string;
}) {
  const { copy, announce } = usePlanEditing();
  const remove = () => {
    if (!removePlanItem(target, { removed, restored: fillTemplate(copy.edit.restored, { name }) })) return null;
    announce(removed);
    return UNDO_FOCUS_KEY;
  };
  return <IconButton icon="remove" label={label} focusKey={focusKey(target, 'remove')} onClick={remove} />;
}

/** Where an item was removed: what was removed, and Undo, which puts it back and focuses it. */
function UndoNote({ as: Tag, text }: { as: 'div' | 'li'; text: ReactNode }) {
  const { busy, announce, copy, edit } = usePlanEditing();
  const id = useId();
  const undo = () => {
    const removal = undoRemoval();
    if (!removal) return null;
    announce(removal.words.restored);
    return focusKey(removal.target, 'edit');
  };
  return (
    <Tag className="plan-undo">
      <span id={id}>{text}</span>
      <button
        type="button"
        className="plan-btn"
        aria-describedby={id}
        aria-disabled={busy || undefined}
        {...focusMark(UNDO_FOCUS_KEY)}
        onClick={() => edit(undo)}
      >
        {copy.edit.undo}
      </button>
    </Tag>
  );
}

/** The items of the list `list`, with the note of the last removal where it was, when it was one of them. */
export function withUndoNote(items: ReactNode[], undo: Removal | null, list: string, as: 'div' | 'li'): ReactNode[] {
  if (!undo) return items;
  const { list: removedFrom, index } = placeOf(undo.target);
  if (removedFrom !== list) return items;
  return [...items.slice(0, index), <UndoNote key="undo" as={as} text={undo.words.removed} />, ...items.slice(index)];
}
