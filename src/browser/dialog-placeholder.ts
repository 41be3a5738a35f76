/**
 * The frame a dialog shows in when it is tapped before its files are here
 * (src/components/DialogPlaceholder.astro): the tap is answered in the next frame, with the
 * dialog's title, and the dialog takes the frame's place once it has loaded.
 */

import { applyLateStylesheets } from './late-stylesheets';
import { pointerWithin } from './pointer-within';

/** Each dialog's title and close button's name, as the placeholder carries them. */
export type PlaceholderWords = Record<string, { title: string; close: string }>;

const placeholder = () => document.querySelector<HTMLDialogElement>('dialog[data-placeholder]');

/** The frame's stylesheet, which the dialogs share (modal-frame.css). */
const frameStyles = (dialog: HTMLDialogElement) => dialog.dataset['frameStyles'] ?? '';
const isApplied = (href: string) =>
  [...document.styleSheets].some((sheet) => sheet.href === new URL(href, document.baseURI).href);

/**
 * Applies the frame's stylesheet: called by the page script once the page has painted, so that
 * it has loaded by the time a visitor taps, and a dialog that names it waits for it.
 */
export function applyPlaceholderStyles(): void {
  const dialog = placeholder();
  if (dialog) void applyLateStylesheets([frameStyles(dialog)]);
}

/**
 * Shows the placeholder as the dialog `kind`, once the frame's stylesheet has loaded (never as
 * the browser's bare box, so not at all if it cannot load); Escape, its close button or a tap
 * outside it call `dismiss`. Returns what takes it down again. Without a placeholder in the page,
 * or words for `kind`, nothing shows.
 */
export function showPlaceholder(kind: string, dismiss: () => void): () => void {
  const dialog = placeholder();
  const words = dialog ? wordsFor(dialog, kind) : undefined;
  if (!dialog || !words) return () => {};
  let wanted = true;
  const show = () => {
    if (!wanted || dialog.open || !isApplied(frameStyles(dialog))) return;
    dialog.querySelector('h2')?.replaceChildren(words.title);
    dialog.querySelector('[data-close] span')?.replaceChildren(words.close);
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
  void applyLateStylesheets([frameStyles(dialog)]).then(show);
  return () => {
    wanted = false;
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('click', onClick);
    if (dialog.open) dialog.close();
  };
}

/** The title and close label the placeholder carries for `kind`, if any. */
function wordsFor(dialog: HTMLDialogElement, kind: string): PlaceholderWords[string] | undefined {
  try {
    const words = JSON.parse(dialog.dataset['placeholder'] ?? '{}') as PlaceholderWords;
    return Object.hasOwn(words, kind) ? words[kind] : undefined;
  } catch {
    return undefined;
  }
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
