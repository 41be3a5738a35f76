import { atom } from 'nanostores';
import type { PlanState } from '../lib/plan/plan';

/**
 * Which dialog is open. One at a time: the landing reservation flow ends with a thank-you,
 * the payment flow (scenario page, quiz) goes on to the simulated payment.
 */
export type ReservationFlow = 'landing' | 'payment';
export type ModalState =
  /**
   * `appUrl`: the app address the visitor just gave (analysed, or in the quiz), filled in for them;
   * `plan`: the test plan the reservation is for (the scenarios page's, the quiz's), sent with it.
   */
  | { kind: 'reservation'; flow: ReservationFlow; appUrl: string; plan?: PlanState }
  | { kind: 'feedback' }
  | { kind: 'demo' }
  | { kind: 'quiz' }
  | null;

/** The dialogs there are: what an opener's data-open names. */
export type DialogKind = NonNullable<ModalState>['kind'];

export const $modal = atom<ModalState>(null);

export function openReservation(flow: ReservationFlow, appUrl = '', plan: PlanState | null = null): void {
  $modal.set({ kind: 'reservation', flow, appUrl, ...(plan ? { plan } : {}) });
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
