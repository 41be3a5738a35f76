import { atom } from 'nanostores';
import { $modal, type ModalState } from './modal';

// Apart from modal.ts, which the pages' scripts import to open dialogs: what only open dialogs use
// stays in the dialogs' files, fetched at idle, not in every page's first script.

/**
 * The open dialog's element, or null. A modal dialog makes the rest of the page inert, even what
 * is shown above it in the top layer, so what must stay usable meanwhile (the toasts) renders inside it.
 */
export const $modalLayer = atom<HTMLDialogElement | null>(null);

/**
 * Whether the dialog open now is still the one open later: a step that ends after its dialog was
 * closed (or gave way to another) must not move on, or close, whatever is open by then.
 */
export function thisOpening(): () => boolean {
  const opening = $modal.get();
  return () => $modal.get() === opening;
}

/**
 * A dialog's store starts afresh on each opening: `reset` runs at once (a dialog's store loads
 * with its dialog, the first time one opens) and then whenever the open dialog changes (one
 * opens, closes, or gives way to another), once per change. Returns what stops it.
 */
export function resetOnEachOpening(reset: (modal: ModalState) => void): () => void {
  return $modal.subscribe((modal) => reset(modal));
}
