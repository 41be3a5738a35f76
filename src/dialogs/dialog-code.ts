import { applyLateStylesheets } from '../browser/late-stylesheets';
import { dialogStylesheets, loadDialogCopy } from '../lib/api/dialog-copy';

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

/**
 * A dialog's code and the dialogs' words, once its own stylesheets have loaded too: it then
 * renders styled from its first frame. The words are asked for first, on a connection of six
 * requests at a time (HTTP/1.1): they name the stylesheets, which come a round trip after them.
 */
export async function loadDialog<K extends DialogKind>(kind: K) {
  const styled = loadDialogCopy().then(async (copy) => {
    await applyLateStylesheets(dialogStylesheets(copy, kind));
    return copy;
  });
  const [code, copy] = await Promise.all([DIALOG_CODE[kind](), styled]);
  return { code, copy };
}
