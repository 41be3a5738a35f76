import type { DemoCopy, FeedbackCopy, QuizCatalogue, QuizCopy, ReservationCopy } from '../content/collections';

export interface DialogCopy {
  reservation: ReservationCopy;
  feedback: FeedbackCopy;
  demo: DemoCopy;
  quiz: QuizCopy;
  quizCatalogue: QuizCatalogue;
  /** The dialogs' code and styles, added by the production build (integrations/built-pages.ts) for prefetching. */
  prefetch?: string[];
}

/** Built from src/content by src/pages/dialogs.json.ts. */
export const DIALOG_COPY_URL = '/dialogs.json';

let pending: Promise<DialogCopy> | null = null;

/** The dialogs' words, fetched once per page; a failed fetch is tried again next time. */
export function loadDialogCopy(): Promise<DialogCopy> {
  pending ??= fetch(DIALOG_COPY_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${DIALOG_COPY_URL} answered ${response.status}`);
      return response.json() as Promise<DialogCopy>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
