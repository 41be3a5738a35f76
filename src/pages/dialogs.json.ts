import type { APIRoute } from 'astro';
import type { DialogCopy } from '../lib/api/dialog-copy';
import { getSingleton } from '../lib/content/entries';

/**
 * The words of every dialog, as one static file the dialogs fetch when the page is idle, instead
 * of repeating them in every page's HTML.
 */
export const GET: APIRoute = async () => {
  const copy: DialogCopy = {
    reservation: (await getSingleton('reservationCopy', 'reservation')).data,
    feedback: (await getSingleton('feedbackCopy', 'feedback')).data,
    demo: (await getSingleton('demoCopy', 'demo')).data,
    quiz: (await getSingleton('quizCopy', 'quiz')).data,
    quizCatalogue: (await getSingleton('quizCatalogue', 'catalogue')).data,
  };
  return Response.json(copy);
};
