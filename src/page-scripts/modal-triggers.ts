/**
 * Static buttons in .astro markup open dialogs by naming them: <button data-open="reservation">.
 * One delegated listener sets the store; the ModalRoot island renders the dialog.
 */
import { QUIZ_HASH } from '../lib/constants';
import { openDemo, openFeedback, openQuiz, openReservation } from '../stores/modal';

/**
 * The address of the app this browser analysed, for an opener marked data-carry-app (the scenario
 * page's header): read from its store, fetched only then (the page that has those openers has it
 * loaded already), so the other pages load none of it. Without it the field starts empty.
 */
async function carriedApp(trigger: HTMLElement): Promise<string> {
  if (!('carryApp' in trigger.dataset)) return '';
  try {
    return (await import('../stores/plan')).$devUrl.get();
  } catch (error) {
    console.error('Could not read the analyzed app’s address', error);
    return '';
  }
}

const OPENERS: Record<string, (trigger: HTMLElement) => void> = {
  // data-flow="payment" (the scenario page) continues to the simulated payment after the email.
  reservation: async (trigger) => {
    const flow = trigger.dataset['flow'] === 'payment' ? 'payment' : 'landing';
    openReservation(flow, await carriedApp(trigger));
  },
  feedback: openFeedback,
  demo: openDemo,
  quiz: openQuiz,
};

// The free test-plan quiz also opens from the address: a link to #test-plan, or a shared URL.
function openQuizFromHash(): void {
  if (location.hash === QUIZ_HASH) openQuiz();
}

openQuizFromHash();
window.addEventListener('hashchange', openQuizFromHash);
// Links to it in the copy (the FAQ's "Get your free test plan") now open a dialog: they say so,
// like every other opener. Set here, not in the HTML, because without this script they do not.
for (const link of document.querySelectorAll(`a[href="${QUIZ_HASH}"]`)) link.setAttribute('aria-haspopup', 'dialog');

document.addEventListener('click', (event) => {
  const quizLink = event.target instanceof Element ? event.target.closest(`a[href="${QUIZ_HASH}"]`) : null;
  if (quizLink) {
    // The address says #test-plan, to be shared, without the jump to the try-it form that is
    // the link's destination without this script.
    event.preventDefault();
    history.pushState(history.state, '', QUIZ_HASH);
    openQuiz();
    return;
  }
  const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-open]') : null;
  const open = trigger ? OPENERS[trigger.dataset['open'] ?? ''] : undefined;
  if (!trigger || !open) return;
  event.preventDefault();
  open(trigger);
});
