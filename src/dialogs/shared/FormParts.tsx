import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import type { LeadProblem } from '../../leads/store';

export type FieldProps = {
  label: string;
  error?: string | undefined;
  /** Advice under the input, announced as it changes; null while there is none. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled text input in a dialog form. With `error`, the input is marked invalid and the
 * message shown beside it is its description (WCAG 3.3.1, 3.3.3), as is a `hint`.
 */
export function Field({ label, error, hint, ref, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {/* The live region is there from the start: one that appears with its text is not announced. */}
      {hint !== undefined && (
        <div id={`${id}-hint`} className="field-hint" aria-live="polite">
          {hint}
        </div>
      )}
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

/** The words a form has for each way its lead did not go. */
export interface ProblemWords {
  refused: string;
  unverified: string;
  notSent: string;
}

/** The line for a lead that did not go: kept on this device to send later, refused, or not verified. */
export const problemLine = (problem: LeadProblem, words: ProblemWords): string =>
  ({ refused: words.refused, unverified: words.unverified, queued: words.notSent })[problem];

/** That line as the form's alert, or nothing while there is no problem. */
export function ProblemAlert({ problem, words }: { problem: LeadProblem | null; words: ProblemWords }) {
  if (problem === null) return null;
  return (
    <p className="modal-alert" role="alert">
      {problemLine(problem, words)}
    </p>
  );
}
