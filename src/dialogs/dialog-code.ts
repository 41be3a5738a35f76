/**
 * Each dialog's code, fetched and run the first time it is asked for: by the dialogs' island at
 * idle (src/islands/ModalRoot.tsx), or by the page script the moment a dialog is asked for before
 * that island has woken (src/page-scripts/wake-islands.ts). Either way the build preloads the
 * files each one imports beside it, in one round trip.
 */
export const DIALOG_CODE = {
  reservation: () => import('./reservation/ReservationModal'),
  feedback: () => import('./feedback/FeedbackModal'),
  demo: () => import('./demo/DemoModal'),
  quiz: () => import('./quiz/QuizModal'),
};

export type DialogKind = keyof typeof DIALOG_CODE;
