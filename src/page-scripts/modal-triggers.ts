/**
 * Static buttons in .astro markup open dialogs by naming them: <button data-open="reservation">.
 * One delegated listener sets the store; the ModalRoot island renders the dialog.
 */
import { applyPlaceholderStyles, showPlaceholder } from '../browser/dialog-placeholder';
import { QUIZ_HASH } from '../lib/constants';
import type { PlanState } from '../lib/plan/plan';
import {
  $modal,
  closeModal,
  type DialogKind,
  openDemo,
  openFeedback,
  openQuiz,
  openReservation,
} from '../stores/modal';
import { $modalLayer } from '../stores/open-dialog';

/**
 * The address of the app this browser analysed and its plan, for an opener marked data-carry-app
 * (the scenario page's header): the reservation fills in the one and sends the other. Read from
 * their stores, fetched only then (the page that has those openers has them loaded already), so
 * the other pages load none of it. Without them the field starts empty and no plan is sent.
 */
async function carried(): Promise<{ appUrl: string; plan: PlanState | null }> {
  try {
    const { $devUrl, $plan } = await import('../stores/plan');
    return { appUrl: $devUrl.get(), plan: $plan.get() };
  } catch (error) {
    console.error('Could not read the analyzed app’s address', error);
    return { appUrl: '', plan: null };
  }
}

const OPENERS: Record<DialogKind, (trigger: HTMLElement) => void> = {
  // data-flow="payment" (the scenario page) continues to the simulated payment after the email.
  reservation: (trigger) => {
    const flow = trigger.dataset['flow'] === 'payment' ? 'payment' : 'landing';
    // Opened within the click where nothing is carried: React then renders it before the next frame.
    if (!('carryApp' in trigger.dataset)) openReservation(flow);
    else void carried().then(({ appUrl, plan }) => openReservation(flow, appUrl, plan));
  },
  feedback: openFeedback,
  demo: openDemo,
  quiz: openQuiz,
};
const isDialogKind = (name: string | undefined): name is DialogKind =>
  name !== undefined && Object.hasOwn(OPENERS, name);

/**
 * Until its dialog is on screen, the opener says it is busy (aria-busy, styled in
 * shared-classes.css), and from the next frame the dialog's placeholder shows its frame and title
 * (src/browser/dialog-placeholder.ts): a tap while the page loads waits for the dialog's files,
 * and the visitor sees at once that it was heard. Shown, given up (the dialog closed again) or
 * replaced by another dialog: done. A dialog readied at idle shows within the click, and neither
 * the busy opener nor the placeholder is ever seen.
 */
function answerUntilShown(kind: DialogKind, opener: Element | null): void {
  if (opener) opener.ariaBusy = 'true';
  let hidePlaceholder = () => {};
  // Not over a dialog already open (the quiz's address followed again while it shows).
  const frame = requestAnimationFrame(() => {
    if (!$modalLayer.get()) hidePlaceholder = showPlaceholder(kind, closeModal);
  });
  const done = () => {
    if (opener) opener.ariaBusy = null;
    cancelAnimationFrame(frame);
    hidePlaceholder();
    stopShown();
    stopClosed();
  };
  const stopShown = $modalLayer.listen((layer) => layer && done());
  const stopClosed = $modal.listen((modal) => modal?.kind !== kind && done());
}

// The free test-plan quiz also opens from the address: a link to #test-plan, or a shared URL.
function openQuizFromHash(): void {
  if (location.hash !== QUIZ_HASH) return;
  answerUntilShown('quiz', null);
  openQuiz();
}

applyPlaceholderStyles();
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
    answerUntilShown('quiz', quizLink);
    openQuiz();
    return;
  }
  const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-open]') : null;
  const kind = trigger?.dataset['open'];
  if (!trigger || !isDialogKind(kind)) return;
  event.preventDefault();
  answerUntilShown(kind, trigger);
  OPENERS[kind](trigger);
});
