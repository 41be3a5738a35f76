import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { usePlanEditing } from './plan-editing';

/**
 * One value being edited in place: a labelled field with Save and Cancel. Enter or Save saves,
 * Escape or Cancel leaves the value as it was. `save` answers why the value cannot be saved (said
 * under the field, which keeps the focus and what was typed), or null once it is.
 */
export default function ValueForm({
  label,
  initial = '',
  maxLength,
  multiline = false,
  numeric = false,
  save,
  cancel,
}: {
  label: string;
  initial?: string;
  maxLength: number;
  multiline?: boolean;
  numeric?: boolean;
  save: (input: string) => string | null;
  cancel: () => void;
}) {
  const { copy, busy, announce } = usePlanEditing();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const id = useId();

  // The field takes the focus as it opens, its text selected: typing replaces it, an arrow key keeps it.
  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  const submit = () => {
    // Once saved, the form is gone.
    const found = save(draft);
    if (found === null) return;
    setProblem(found);
    // Shown under the field, which describes it; said at once too, as a description that appears is not.
    announce(found);
    fieldRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (multiline && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      // The description is one paragraph: Enter saves it, as it sends a chat answer.
      event.preventDefault();
      submit();
    }
  };

  const fieldProps = {
    id: `${id}-field`,
    ref: fieldRef,
    value: draft,
    maxLength,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
  };

  return (
    <form
      className={`value-form${multiline ? ' value-form--multiline' : ''}`}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-field`} className="visually-hidden">
        {label}
      </label>
      {multiline ? (
        <textarea rows={3} {...fieldProps} />
      ) : (
        <input type="text" inputMode={numeric ? 'numeric' : undefined} autoComplete="off" {...fieldProps} />
      )}
      <span className="value-form__buttons">
        <button type="submit" className="plan-btn plan-btn--primary" aria-disabled={busy || undefined}>
          {copy.edit.save}
        </button>
        <button type="button" className="plan-btn" onClick={cancel}>
          {copy.edit.cancel}
        </button>
      </span>
      {problem && (
        <p id={`${id}-problem`} className="value-form__problem">
          {problem}
        </p>
      )}
    </form>
  );
}
