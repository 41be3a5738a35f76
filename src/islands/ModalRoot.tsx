import { useStore } from '@nanostores/react';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { type DialogCopy, loadDialogCopy } from '../lib/api/dialog-copy';
import { $modal, closeModal, type ModalState } from '../stores/modal';

type OpenModal = NonNullable<ModalState>;
type RenderDialog = (copy: DialogCopy) => ReactNode;

/**
 * The dialog with its code loaded, ready to render with its words. Its code runs the first time
 * it opens; src/page-scripts/wake-islands.ts fetches it at idle.
 */
async function loadDialog(modal: OpenModal): Promise<RenderDialog> {
  switch (modal.kind) {
    case 'reservation': {
      const { default: ReservationModal } = await import('../dialogs/reservation/ReservationModal');
      return (copy) => (
        <ReservationModal copy={copy.reservation} flow={modal.flow} appUrl={modal.appUrl} onClose={closeModal} />
      );
    }
    case 'feedback': {
      const { default: FeedbackModal } = await import('../dialogs/feedback/FeedbackModal');
      return (copy) => <FeedbackModal copy={copy.feedback} onClose={closeModal} />;
    }
    case 'demo': {
      const { default: DemoModal } = await import('../dialogs/demo/DemoModal');
      return (copy) => <DemoModal copy={copy.demo} onClose={closeModal} />;
    }
    case 'quiz': {
      const { default: QuizModal } = await import('../dialogs/quiz/QuizModal');
      return (copy) => <QuizModal copy={copy.quiz} catalogue={copy.quizCatalogue} onClose={closeModal} />;
    }
  }
}

function dialogFailed(error: unknown): void {
  console.error('A dialog could not be opened', error);
  closeModal();
}

/** A dialog that fails to render closes again instead of breaking the page. */
class DialogFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    dialogFailed(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface LoadedDialog {
  modal: OpenModal;
  render: RenderDialog;
  copy: DialogCopy;
}

const noModal = () => null;

/**
 * Renders whichever dialog the $modal store names; static buttons only set the store. The
 * dialog's code and words are loaded first and then rendered, not suspended on: React holds a
 * suspended dialog back for 300 ms after its fallback, although both come from the cache.
 * One whose code or words cannot be loaded (offline, not prefetched) closes again.
 */
export default function ModalRoot() {
  // A dialog asked for before hydration (a quick click, #test-plan) opens right after it:
  // hydration itself must match the server's empty markup.
  const modal = useStore($modal, { ssr: noModal });
  const [loaded, setLoaded] = useState<LoadedDialog | null>(null);

  useEffect(() => {
    if (!modal) return;
    let current = true;
    Promise.all([loadDialog(modal), loadDialogCopy()]).then(([render, copy]) => {
      if (current) setLoaded({ modal, render, copy });
    }, dialogFailed);
    return () => {
      current = false;
    };
  }, [modal]);

  if (!modal || loaded?.modal !== modal) return null;
  return <DialogFailure>{loaded.render(loaded.copy)}</DialogFailure>;
}
