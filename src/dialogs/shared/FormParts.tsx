import { type InputHTMLAttributes, useId } from 'react';

/** A labelled text input in a dialog form. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" {...input} />
    </div>
  );
}

/** The one button that ends a dialog's last step (OK, Done). */
export function CloseAction({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <div className="modal-actions">
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {label}
      </button>
    </div>
  );
}

/**
 * A form's submit button, which reads `busyLabel` while the form is busy. Busy, it is
 * aria-disabled rather than disabled: a disabled button drops the keyboard focus to the page,
 * and then Escape no longer reaches the dialog.
 */
export function SubmitAction({
  label,
  busyLabel,
  busy,
  disabled = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="modal-actions">
      <button
        type="submit"
        className="btn btn-primary"
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          // Also cancels the implicit submission of Enter in a field.
          if (busy) event.preventDefault();
        }}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
