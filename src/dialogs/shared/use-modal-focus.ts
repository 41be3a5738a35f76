import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect } from 'react';

/** Elements that stay usable while a dialog is open (the toast region, so messages are heard). */
export const KEEP_ACTIVE_SELECTOR = '[data-keep-active-with-modal]';

/**
 * Makes everything outside the dialog inert (so Tab and screen readers stay inside), moves
 * focus in whenever the dialog's step (`stepKey`) changes, and gives focus back to whatever
 * opened the dialog when it closes.
 */
export function useModalFocus(dialogRef: RefObject<HTMLElement | null>, stepKey: string): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const keep = [dialog, ...document.querySelectorAll(KEEP_ACTIVE_SELECTOR)];
    const madeInert = [...document.body.children].filter(
      (child): child is HTMLElement =>
        child instanceof HTMLElement && !child.inert && !keep.some((element) => child.contains(element)),
    );
    for (const element of madeInert) element.inert = true;
    document.documentElement.classList.add('modal-open');

    return () => {
      for (const element of madeInert) element.inert = false;
      document.documentElement.classList.remove('modal-open');
      // A dialog opened from another dialog or from the address (#test-plan) has no opener left.
      const fallback = document.getElementById('main');
      (opener?.isConnected ? opener : fallback)?.focus();
    };
  }, [dialogRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !stepKey) return;
    const first = dialog.querySelector<HTMLElement>(
      '[autofocus], input:not([tabindex="-1"]), textarea, select, .modal__body button',
    );
    (first ?? dialog).focus();
  }, [dialogRef, stepKey]);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes back to the first, Shift+Tab from the first to the last. */
export function wrapTab(event: ReactKeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
