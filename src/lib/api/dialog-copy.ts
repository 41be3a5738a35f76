import type { DemoCopy, FeedbackCopy, QuizCatalogue, QuizCopy, ReservationCopy } from '../content/collections';
import { isRecord } from '../is-record.ts';

export interface DialogCopy {
  reservation: ReservationCopy;
  feedback: FeedbackCopy;
  demo: DemoCopy;
  quiz: QuizCopy;
  quizCatalogue: QuizCatalogue;
  /** The dialogs' code and styles, added by the production build (integrations/built-pages.ts) for prefetching. */
  prefetch?: string[];
  /** Each dialog's own stylesheets, by its name, added by the production build too. */
  stylesheets?: Record<string, string[]>;
}

/** Built from src/content by src/pages/dialogs.json.ts. */
export const DIALOG_COPY_URL = '/dialogs.json';

/**
 * The file's outline, checked as it arrives: every dialog's words, and the prefetch list. The words
 * themselves met their schemas when the build wrote the file (src/pages/dialogs.json.ts); checking
 * them again here would bring those schemas to the browser. Written out rather than with
 * ./shape.ts: this check runs on every page's first view, where the combinators cost 227 B (gzip).
 */
const DIALOGS = ['reservation', 'feedback', 'demo', 'quiz', 'quizCatalogue'] as const;
const isFileList = (value: unknown) => Array.isArray(value) && value.every((file) => typeof file === 'string');
const isDialogCopy = (data: unknown): data is DialogCopy =>
  isRecord(data) &&
  DIALOGS.every((name) => isRecord(data[name])) &&
  (data['prefetch'] === undefined || isFileList(data['prefetch'])) &&
  (data['stylesheets'] === undefined ||
    (isRecord(data['stylesheets']) && Object.values(data['stylesheets']).every(isFileList)));

let pending: Promise<DialogCopy> | null = null;

/** The dialogs' words, fetched once per page; a failed fetch is tried again next time. */
export function loadDialogCopy(): Promise<DialogCopy> {
  pending ??= fetch(DIALOG_COPY_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${DIALOG_COPY_URL} answered ${response.status}`);
      return response.json();
    })
    .then((data: unknown) => {
      if (!isDialogCopy(data)) throw new Error(`${DIALOG_COPY_URL} does not hold the dialogs’ words`);
      return data;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The stylesheets of the dialog named, or of every dialog (none in development). */
export const dialogStylesheets = (copy: DialogCopy, dialog?: string): string[] =>
  (dialog && copy.stylesheets?.[dialog]) || (copy.prefetch ?? []).filter((file) => file.endsWith('.css'));
