/**
 * Run in the page: how focus moves inside dialogs, so a test can tell that opening one moved it
 * once, from its opener straight to where its step starts. Self-contained, so that the e2e tests
 * and the journeys' drivers can send them to the page.
 */
type FocusLog = Window & { focusedInDialogs?: Element[] };

/**
 * From now on, notes every element inside a dialog that takes the focus. Not the placeholder's: a
 * dialog not yet readied when tapped (a busy machine) shows in it first (src/browser/dialog-placeholder.ts).
 */
export function recordFocusInDialogs(): void {
  const focused: Element[] = [];
  (window as FocusLog).focusedInDialogs = focused;
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof Element && event.target.closest('dialog:not([data-placeholder])'))
        focused.push(event.target);
    },
    true,
  );
}

/** How often focus moved inside dialogs since last asked, and whether its last move is where it is. */
export function focusMovesInDialogs(): { moves: number; onActive: boolean } {
  const focused = ((window as FocusLog).focusedInDialogs ?? []).splice(0);
  return { moves: focused.length, onActive: focused.at(-1) === document.activeElement };
}
