import { useStore } from '@nanostores/react';
import { Component, lazy, type ReactNode, Suspense, use, useEffect } from 'react';
import { loadDialogCopy } from '../lib/api/dialog-copy';
import { prefetch } from '../lib/prefetch';
import { $modal, closeModal, type ModalState } from '../stores/modal';

// Each dialog's code loads the first time it opens, never with the page.
const ReservationModal = lazy(() => import('./modals/ReservationModal'));
const FeedbackModal = lazy(() => import('./modals/FeedbackModal'));
const DemoModal = lazy(() => import('./modals/DemoModal'));
const QuizModal = lazy(() => import('./modals/QuizModal'));

function Dialog({ modal }: { modal: NonNullable<ModalState> }) {
  const copy = use(loadDialogCopy());
  switch (modal.kind) {
    case 'reservation':
      return <ReservationModal copy={copy.reservation} flow={modal.flow} onClose={closeModal} />;
    case 'feedback':
      return <FeedbackModal copy={copy.feedback} onClose={closeModal} />;
    case 'demo':
      return <DemoModal copy={copy.demo} onClose={closeModal} />;
    case 'quiz':
      return <QuizModal copy={copy.quiz} catalogue={copy.quizCatalogue} onClose={closeModal} />;
  }
}

/** A dialog whose code or words cannot be loaded (offline) closes again instead of breaking the page. */
class DialogFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A dialog could not be opened', error);
    closeModal();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const noModal = () => null;

/** Renders whichever dialog the $modal store names; static buttons only set the store. */
export default function ModalRoot() {
  // A dialog asked for before hydration (a quick click, #test-plan) opens right after it:
  // hydration itself must match the server's empty markup.
  const modal = useStore($modal, { ssr: noModal });

  // Fetch the dialogs' words, code and styles while the page is idle, so a dialog opens at once.
  useEffect(() => {
    loadDialogCopy()
      .then((copy) => prefetch(Array.isArray(copy.prefetch) ? copy.prefetch : []))
      .catch(() => {});
  }, []);

  if (!modal) return null;
  return (
    <DialogFailure>
      <Suspense fallback={null}>
        <Dialog modal={modal} />
      </Suspense>
    </DialogFailure>
  );
}
