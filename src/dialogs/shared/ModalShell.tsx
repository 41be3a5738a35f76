import { type ReactNode, useId, useRef } from 'react';
import LateStylesheets from '../../browser/LateStylesheets';
import modalStyles from './modal.css?url';
import frameStyles from './modal-frame.css?url';
import { useDismissal, useFocusOnStep, useModalDialog } from './use-native-dialog';

interface Props {
  title: string;
  /** Shown to screen readers as the dialog's description, if given. */
  description?: string;
  closeLabel: string;
  onClose: () => void;
  /** When false, Escape, the backdrop and the close button do nothing (a step that must be confirmed). */
  dismissible?: boolean;
  size?: 'default' | 'large';
  /** Stylesheets of this dialog's own parts (`?url` imports), loaded with the frame's. */
  styles?: readonly string[];
  children: ReactNode;
}

/**
 * The frame every dialog shares: a modal `<dialog>` (the browser keeps the page behind it inert and
 * gives focus back on close) with its title, close button, Escape and outside click.
 */
export default function ModalShell({
  title,
  description,
  closeLabel,
  onClose,
  dismissible = true,
  size = 'default',
  styles = [],
  children,
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // In this order: the listeners go before close() runs on the way out.
  useDismissal(dialogRef, { dismissible, onClose });
  useModalDialog(dialogRef);
  useFocusOnStep(dialogRef, title);

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
    >
      <div className="modal__head">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {dismissible && (
          <button type="button" className="modal__close" data-close onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="modal__description">
          {description}
        </p>
      )}
      <div className="modal__body">{children}</div>
      <LateStylesheets hrefs={[frameStyles, modalStyles, ...styles]} />
    </dialog>
  );
}
