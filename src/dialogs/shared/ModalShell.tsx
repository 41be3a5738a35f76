import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import modalStyles from './modal.css?url';
import { useModalFocus, wrapTab } from './use-modal-focus';

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

/** The frame every dialog shares: backdrop, title, close button, Escape, focus handling. */
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
  const dialogRef = useRef<HTMLDivElement>(null);
  // An outside click must start and end on the backdrop: a drag out of a text field is not one.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  useModalFocus(dialogRef, title);

  const requestClose = () => {
    if (dismissible) onClose();
  };

  return createPortal(
    // Pointer users may click outside to close; keyboard users have Escape and the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control of its own
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the dialog itself
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) requestClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            requestClose();
          }
          wrapTab(event, event.currentTarget);
        }}
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
        {/* Not in the page's CSS: fetched (or taken from the cache the page filled at idle) when a dialog
            first opens, and React shows the dialog once they have loaded. Unit tests load no CSS: no address. */}
        {[modalStyles, ...styles].filter(Boolean).map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </div>
    </div>,
    document.body,
  );
}
