/**
 * What a dialog tapped before its files are here shows in: the frame every dialog shares
 * (modal-frame.css), with the dialog's title, a close button and "Opening...", made from the
 * words the page carries (src/components/DialogPlaceholder.astro). The tap is answered in the next
 * frame, and the dialog takes the placeholder's place once it has loaded.
 */
import { applyLateStylesheets } from './late-stylesheets';
import { pointerWithin } from './pointer-within';

const TITLE_ID = 'dialog-placeholder-title';
const SVG = 'http://www.w3.org/2000/svg';

/** The placeholder's words and its stylesheet's address, in data attributes: `data-title-<dialog>` for each dialog. */
const wordsInPage = () => document.querySelector<HTMLTemplateElement>('template[data-dialog-placeholder]');

/**
 * Applies the frame's stylesheet: called by the page script as it starts, so that it has loaded
 * by the time a visitor taps, and a dialog that names it waits for it.
 */
export function applyPlaceholderStyles(): void {
  const href = wordsInPage()?.dataset['frameStyles'];
  if (href) void applyLateStylesheets([href]);
}

/**
 * Shows the placeholder as the dialog `kind`, once the frame's stylesheet has loaded (never as
 * the browser's bare box, so not at all if it cannot load), focused; Escape, its close button or
 * a tap outside it call `dismiss`. Returns what takes it down again. Without the words in the
 * page, nothing shows.
 */
export function showPlaceholder(kind: string, dismiss: () => void): () => void {
  const words = wordsInPage();
  const title = words?.getAttribute(`data-title-${kind}`);
  const href = words?.dataset['frameStyles'];
  if (!words || !title || !href) return () => {};
  const dialog = placeholderDialog(words.dataset);
  let wanted = true;
  const show = (styled: boolean) => {
    if (!wanted || dialog.open || !styled) return;
    dialog.querySelector('h2')?.replaceChildren(title);
    dialog.showModal();
    dialog.focus();
  };
  const onCancel = (event: Event) => {
    event.preventDefault();
    dismiss();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-close]') || (target === dialog && !pointerWithin(dialog, event))) dismiss();
  };
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('click', onClick);
  // Loaded already, this shows in a microtask: within the frame that called it.
  void applyLateStylesheets([href]).then(show);
  return () => {
    wanted = false;
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('click', onClick);
    if (dialog.open) dialog.close();
  };
}

/**
 * Called by a dialog as it opens: the placeholder standing in for it closes (giving focus back to
 * the opener, which the dialog gives it back to when it closes), and the dialog, whose frame is
 * already on screen, shows without rising into place again (modal-frame.css).
 */
export function takePlaceholdersPlace(dialog: HTMLDialogElement): void {
  const shown = document.querySelector<HTMLDialogElement>('dialog[data-placeholder][open]');
  if (!shown) return;
  dialog.dataset['handedOver'] = '';
  shown.close();
}

/** The placeholder `<dialog>`, made the first time one is asked for, as ModalShell.tsx lays a dialog out. */
function placeholderDialog(words: DOMStringMap): HTMLDialogElement {
  const made = document.querySelector<HTMLDialogElement>('dialog[data-placeholder]');
  if (made) return made;
  const dialog = element('dialog', 'modal');
  dialog.dataset['placeholder'] = '';
  dialog.ariaBusy = 'true';
  dialog.tabIndex = -1;
  dialog.setAttribute('aria-labelledby', TITLE_ID);
  const title = element('h2', 'modal__title');
  title.id = TITLE_ID;
  const close = element('button', 'modal__close');
  close.type = 'button';
  close.dataset['close'] = '';
  const label = element('span', 'visually-hidden');
  label.textContent = words['close'] ?? '';
  close.append(closeIcon(), label);
  const head = element('div', 'modal__head');
  head.append(title, close);
  const status = element('p', 'modal__description');
  status.setAttribute('role', 'status');
  status.textContent = words['opening'] ?? '';
  dialog.append(head, status);
  document.body.append(dialog);
  return dialog;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  return made;
}

/** The × every dialog's close button shows (ModalShell.tsx). */
function closeIcon(): SVGElement {
  const attributes = { viewBox: '0 0 24 24', width: '20', height: '20', 'aria-hidden': 'true', focusable: 'false' };
  const icon = svgElement('svg', attributes);
  icon.append(
    svgElement('path', {
      d: 'M6 6l12 12M18 6L6 18',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
    }),
  );
  return icon;
}

function svgElement(tag: string, attributes: Record<string, string>): SVGElement {
  const made = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}
