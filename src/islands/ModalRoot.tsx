import { useStore } from '@nanostores/react';
import { Activity, Component, type ReactNode, useEffect, useReducer } from 'react';
import { whenIdle } from '../browser/idle';
import { applyLateStylesheets } from '../browser/late-stylesheets';
import { DIALOG_CODE, type DialogKind as Kind, loadDialog } from '../dialogs/dialog-code';
import { type DialogCopy, dialogStylesheets, loadDialogCopy } from '../lib/api/dialog-copy';
import { $modal, closeModal, type ModalState } from '../stores/modal';

type OpenModal = NonNullable<ModalState>;

type Dialogs = { -readonly [K in Kind]?: Awaited<ReturnType<(typeof DIALOG_CODE)[K]>>['default'] };

/** What is loaded so far: a dialog whose code and words are here renders in the render that opens it. */
const dialogs: Dialogs = {};
let words: DialogCopy | null = null;

/** Loads a dialog (its code, words and stylesheets): it then renders, styled from its first frame. */
async function load(kind: Kind): Promise<void> {
  const { code, copy } = await loadDialog(kind);
  Object.assign(dialogs, { [kind]: code.default });
  words = copy;
}

/**
 * Readies every dialog while the page is idle, so that a tap only shows one: its words, its
 * stylesheets (applied now: React would hold a dialog back until they load, and their rules
 * match nothing outside a dialog), then its code, one dialog per idle moment, since running all
 * of it at once would be a long task on a phone; each is then rendered out of sight (renderings).
 */
function warmDialogs(loaded: () => void): void {
  loadDialogCopy().then(
    (copy) => {
      words = copy;
      void applyLateStylesheets(dialogStylesheets(copy));
      for (const kind of Object.keys(DIALOG_CODE) as Kind[]) whenIdle(() => void load(kind).then(loaded, () => {}));
    },
    () => {},
  );
}

/**
 * The opening each dialog is readied for before any tap: what its openers ask for on most pages.
 * An opening that asks for something else (a reservation carrying an app) renders afresh.
 */
const READIED: { [K in Kind]: Extract<OpenModal, { kind: K }> } = {
  reservation: { kind: 'reservation', flow: 'landing', appUrl: '' },
  feedback: { kind: 'feedback' },
  demo: { kind: 'demo' },
  quiz: { kind: 'quiz' },
};

/** How many times each dialog has closed: a closed dialog is readied afresh, its steps and fields empty. */
const closings: Record<Kind, number> = { reservation: 0, feedback: 0, demo: 0, quiz: 0 };
let lastOpen: ModalState = null;
$modal.subscribe((modal) => {
  if (lastOpen && lastOpen !== modal) closings[lastOpen.kind] += 1;
  lastOpen = modal;
});

/** Which rendering of a dialog an opening can use: the same dialog, started with the same props. */
function renderingOf(modal: OpenModal): string {
  const props = modal.kind === 'reservation' ? ` ${modal.flow} ${modal.appUrl}` : '';
  return `${modal.kind}${props} ${closings[modal.kind]}`;
}

/** The dialog `modal` names, if its code is loaded. */
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

/**
 * A dialog that fails to render closes again instead of breaking the page; one readied out of
 * sight is dropped, and its opening renders it afresh.
 */
class DialogFailure extends Component<{ children: ReactNode; kind: Kind }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if ($modal.get()?.kind === this.props.kind) return dialogFailed(error);
    console.error('A dialog could not be readied', error);
    // Counted as closed: its opening is then a rendering of its own, not this failed one.
    closings[this.props.kind] += 1;
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Each dialog's rendering, kept between renders: the same element, so that React does not render
 * again a dialog whose opening has not changed when another one opens or closes.
 */
const kept: { [K in Kind]?: { rendering: string; element: ReactNode } } = {};

function renderingElement(opening: OpenModal, copy: DialogCopy): ReactNode {
  const rendering = renderingOf(opening);
  const last = kept[opening.kind];
  if (last?.rendering === rendering) return last.element;
  const dialog = dialogOf(opening, copy);
  if (!dialog) return null;
  const element = <DialogFailure kind={opening.kind}>{dialog}</DialogFailure>;
  kept[opening.kind] = { rendering, element };
  return element;
}

/**
 * Each loaded dialog, rendered out of sight (a hidden Activity: its markup made, its effects not
 * run) in the opening it is readied for, and the open one shown. Opening a readied dialog only
 * shows it: its effects run (showModal, focus), with no markup to make in the tap's frame.
 */
function renderings(modal: ModalState, copy: DialogCopy): ReactNode[] {
  return (Object.keys(READIED) as Kind[]).map((kind) => {
    const opening = modal?.kind === kind ? modal : READIED[kind];
    const element = renderingElement(opening, copy);
    return (
      element && (
        <Activity key={renderingOf(opening)} mode={opening === modal ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      )
    );
  });
}

const noModal = () => null;

/**
 * Renders whichever dialog the $modal store names; static buttons only set the store. A dialog
 * readied at idle is only shown; one asked for sooner has its code and words loaded first, then
 * renders, rather than being suspended on: React holds a suspended dialog back for 300 ms after
 * its fallback, although both come from the cache. One whose code or words cannot be loaded
 * (offline, not prefetched) closes again.
 */
export default function ModalRoot() {
  // A dialog asked for before hydration (a quick click, #test-plan) opens right after it:
  // hydration itself must match the server's empty markup.
  const modal = useStore($modal, { ssr: noModal });
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const ready = Boolean(modal && words && dialogs[modal.kind]);

  useEffect(() => warmDialogs(loaded), []);
  useEffect(() => {
    if (!modal || ready) return;
    let current = true;
    load(modal.kind).then(() => current && loaded(), dialogFailed);
    return () => {
      current = false;
    };
  }, [modal, ready]);

  return words && renderings(modal, words);
}
