import { useStore } from '@nanostores/react';
import { Component, lazy, type ReactNode, Suspense, use } from 'react';
import { loadDialogCopy } from '../lib/api/dialog-copy';
import { $modal, closeModal, type ModalState } from '../stores/modal';

// Each dialog's code runs the first time it opens (src/scripts/wake-islands.ts fetches it at idle).
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

  if (!modal) return null;
  return (
    <DialogFailure>
      <Suspense fallback={null}>
        <Dialog modal={modal} />
      </Suspense>
    </DialogFailure>
  );
}
