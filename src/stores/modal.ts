import { atom } from 'nanostores';

/**
 * Which dialog is open. One at a time: the landing reservation flow ends with a thank-you,
 * the payment flow (scenario page, quiz) goes on to the simulated payment.
 */
export type ReservationFlow = 'landing' | 'payment';
export type ModalState =
  | { kind: 'reservation'; flow: ReservationFlow }
  | { kind: 'feedback' }
  | { kind: 'demo' }
  | { kind: 'quiz' }
  | null;

export const $modal = atom<ModalState>(null);

export function openReservation(flow: ReservationFlow): void {
  $modal.set({ kind: 'reservation', flow });
}

export function openFeedback(): void {
  $modal.set({ kind: 'feedback' });
}

export function openDemo(): void {
  $modal.set({ kind: 'demo' });
}

export function openQuiz(): void {
  $modal.set({ kind: 'quiz' });
}

export function closeModal(): void {
  $modal.set(null);
}

/**
 * The open dialog's element, or null. A modal dialog makes the rest of the page inert, even what
 * is shown above it in the top layer, so what must stay usable meanwhile (the toasts) renders inside it.
 */
export const $modalLayer = atom<HTMLDialogElement | null>(null);

/**
 * A dialog's store starts afresh on each opening: `reset` runs at once (a dialog's store loads
 * with its dialog, the first time one opens) and then whenever the open dialog changes (one
 * opens, closes, or gives way to another), once per change. Returns what stops it.
 */
export function resetOnEachOpening(reset: (modal: ModalState) => void): () => void {
  return $modal.subscribe((modal) => reset(modal));
}
