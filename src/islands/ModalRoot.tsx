import { useStore } from '@nanostores/react';
import { Component, type ReactNode, useEffect, useReducer } from 'react';
import { whenIdle } from '../browser/idle';
import { applyLateStylesheets } from '../browser/LateStylesheets';
import { type DialogCopy, loadDialogCopy } from '../lib/api/dialog-copy';
import { $modal, closeModal, type ModalState } from '../stores/modal';

type OpenModal = NonNullable<ModalState>;

/** Each dialog's code, run the first time it is asked for: at idle (warmDialogs), or when it opens. */
const DIALOG_CODE = {
  reservation: () => import('../dialogs/reservation/ReservationModal'),
  feedback: () => import('../dialogs/feedback/FeedbackModal'),
  demo: () => import('../dialogs/demo/DemoModal'),
  quiz: () => import('../dialogs/quiz/QuizModal'),
};
type Kind = keyof typeof DIALOG_CODE;
type Dialogs = { -readonly [K in Kind]?: Awaited<ReturnType<(typeof DIALOG_CODE)[K]>>['default'] };

/** What is loaded so far: a dialog whose code and words are here renders in the render that opens it. */
const dialogs: Dialogs = {};
let words: DialogCopy | null = null;

async function load(kind: Kind): Promise<void> {
  const [code, copy] = await Promise.all([DIALOG_CODE[kind](), loadDialogCopy()]);
  Object.assign(dialogs, { [kind]: code.default });
  words = copy;
}

/**
 * Readies every dialog while the page is idle, so that a tap only renders one: its words, its
 * stylesheets (applied now: React would hold a dialog back until they load, and their rules
 * match nothing outside a dialog), then its code, one dialog per idle moment, since running all
 * of it at once would be a long task on a phone.
 */
function warmDialogs(): void {
  loadDialogCopy().then(
    (copy) => {
      words = copy;
      applyLateStylesheets((copy.prefetch ?? []).filter((file) => file.endsWith('.css')));
      for (const kind of Object.keys(DIALOG_CODE) as Kind[]) whenIdle(() => void load(kind).catch(() => {}));
    },
    () => {},
  );
}

/** The dialog `modal` names, if its code and words are loaded. */
function dialogOf(modal: OpenModal, copy: DialogCopy): ReactNode {
  switch (modal.kind) {
    case 'reservation': {
      const Reservation = dialogs.reservation;
      return (
        Reservation && (
          <Reservation copy={copy.reservation} flow={modal.flow} appUrl={modal.appUrl} onClose={closeModal} />
        )
      );
    }
    case 'feedback': {
      const Feedback = dialogs.feedback;
      return Feedback && <Feedback copy={copy.feedback} onClose={closeModal} />;
    }
    case 'demo': {
      const Demo = dialogs.demo;
      return Demo && <Demo copy={copy.demo} onClose={closeModal} />;
    }
    case 'quiz': {
      const Quiz = dialogs.quiz;
      return Quiz && <Quiz copy={copy.quiz} catalogue={copy.quizCatalogue} onClose={closeModal} />;
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

const noModal = () => null;

/**
 * Renders whichever dialog the $modal store names; static buttons only set the store. A dialog
 * readied at idle renders at once; one asked for sooner has its code and words loaded first,
 * then renders, rather than being suspended on: React holds a suspended dialog back for 300 ms
 * after its fallback, although both come from the cache. One whose code or words cannot be
 * loaded (offline, not prefetched) closes again.
 */
export default function ModalRoot() {
  // A dialog asked for before hydration (a quick click, #test-plan) opens right after it:
  // hydration itself must match the server's empty markup.
  const modal = useStore($modal, { ssr: noModal });
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const dialog = modal && words ? dialogOf(modal, words) : null;
  const ready = Boolean(dialog);

  useEffect(warmDialogs, []);
  useEffect(() => {
    if (!modal || ready) return;
    let current = true;
    load(modal.kind).then(() => current && loaded(), dialogFailed);
    return () => {
      current = false;
    };
  }, [modal, ready]);

  return ready ? <DialogFailure>{dialog}</DialogFailure> : null;
}
