import { type RefObject, useLayoutEffect } from 'react';
import { takePlaceholdersPlace } from '../../browser/dialog-placeholder';
import { pointerWithin } from '../../browser/pointer-within';
import { $modalLayer } from '../../stores/open-dialog';

/**
 * Opens the `<dialog>` as a modal (`showModal()`: top layer, the rest of the page inert, focus
 * given back to the opener by `close()`) for as long as the component is mounted, in the place of
 * the placeholder shown if it was tapped before it had loaded. A layout effect,
 * so that `close()` runs while the element is still in the page: a removed dialog returns no focus.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    takePlaceholdersPlace(dialog);
    const opener = document.activeElement;
    // The browser focuses the first control it finds (the × before the first field) unless one
    // says autofocus: naming the step's own, focus moves once, and useFocusOnStep has nothing to do.
    // (A step with no control names the dialog itself, which Chromium does not honour: focus
    // stops on the × first, and useFocusOnStep moves it on.)
    const first = firstControl(dialog);
    const named = !first.hasAttribute('autofocus');
    if (named) first.setAttribute('autofocus', '');
    dialog.showModal();
    if (named) first.removeAttribute('autofocus');
    $modalLayer.set(dialog);
    return () => {
      $modalLayer.set(null);
      dialog.close();
      // A dialog opened by another one that is gone has nothing to return to.
      if (opener instanceof HTMLElement && !opener.isConnected) document.getElementById('main')?.focus();
    };
  }, [dialogRef]);
}

interface Dismissal {
  dismissible: boolean;
  onClose: () => void;
}

/**
 * Escape (the dialog's `cancel`) and a click outside ask the store to close the dialog rather than
 * closing it behind React's back. A step that must be confirmed cancels the Escape key itself:
 * Chromium lets a second Escape without a click in between close the dialog despite `cancel`.
 */
export function useDismissal(dialogRef: RefObject<HTMLDialogElement | null>, { dismissible, onClose }: Dismissal) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // An outside click must start and end outside: a drag out of a text field is not one.
    let pressedOutside = false;
    const outside = (event: MouseEvent) => event.target === dialog && !pointerWithin(dialog, event);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !dismissible) event.preventDefault();
      if (event.key === 'Tab') wrapTab(event, dialog);
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissible) onClose();
    };
    // Closed anyway (a `cancel` the browser would not let us cancel): the store follows.
    const onNativeClose = () => onClose();
    const onMouseDown = (event: MouseEvent) => {
      pressedOutside = outside(event);
    };
    const onClick = (event: MouseEvent) => {
      if (dismissible && pressedOutside && outside(event)) onClose();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('mousedown', onMouseDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('mousedown', onMouseDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [dialogRef, dismissible, onClose]);
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Tab from the last control goes back to the first, Shift+Tab from the first to the last. A modal
 * `<dialog>` would let focus leave for the browser's own controls first; the dialog pattern keeps it in.
 */
function wrapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Moves focus to the step's first field (or button) whenever the step, named by `stepKey`, changes. */
export function useFocusOnStep(dialogRef: RefObject<HTMLDialogElement | null>, stepKey: string): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !stepKey) return;
    firstControl(dialog).focus();
  }, [dialogRef, stepKey]);
}

/** Where a step starts: its first field, or else its first button, or else the dialog itself. */
function firstControl(dialog: HTMLDialogElement): HTMLElement {
  return (
    dialog.querySelector<HTMLElement>(
      '[autofocus], input:not([tabindex="-1"]), textarea, select, .modal__body button',
    ) ?? dialog
  );
}
