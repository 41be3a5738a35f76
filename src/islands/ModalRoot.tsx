import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { DemoCopy, FeedbackCopy, QuizCatalogue, QuizCopy, ReservationCopy } from '../lib/content-schemas';
import { $modal, closeModal } from '../stores/modal';

// Each dialog's code loads the first time it opens, never with the page.
const ReservationModal = lazy(() => import('./modals/ReservationModal'));
const FeedbackModal = lazy(() => import('./modals/FeedbackModal'));
const DemoModal = lazy(() => import('./modals/DemoModal'));
const QuizModal = lazy(() => import('./modals/QuizModal'));

export interface ModalCopy {
  reservation: ReservationCopy;
  feedback: FeedbackCopy;
  demo: DemoCopy;
  quiz: QuizCopy;
  quizCatalogue: QuizCatalogue;
}

const noModal = () => null;

/** Renders whichever dialog the $modal store names; static buttons only set the store. */
export default function ModalRoot({ copy }: { copy: ModalCopy }) {
  // A dialog asked for before hydration (a quick click, #test-plan) opens right after it:
  // hydration itself must match the server's empty markup.
  const modal = useStore($modal, { ssr: noModal });
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      {modal.kind === 'reservation' && <ReservationModal copy={copy.reservation} flow={modal.flow} onClose={closeModal} />}
      {modal.kind === 'feedback' && <FeedbackModal copy={copy.feedback} onClose={closeModal} />}
      {modal.kind === 'demo' && <DemoModal copy={copy.demo} onClose={closeModal} />}
      {modal.kind === 'quiz' && <QuizModal copy={copy.quiz} catalogue={copy.quizCatalogue} onClose={closeModal} />}
    </Suspense>
  );
}
