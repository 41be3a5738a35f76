/**
 * jsdom 31 has HTMLDialogElement without showModal() or close(). This adds what the dialogs use, as
 * the HTML standard describes it, and no more: `open` set and removed, `close` fired on closing, and
 * Escape firing a cancelable `cancel` at the newest modal dialog, which closes unless it is canceled.
 * Focus return, the inert page and the backdrop are the browser's: the Playwright tests prove those.
 */
const modals: HTMLDialogElement[] = [];

function showModal(this: HTMLDialogElement): void {
  if (this.open) return;
  if (!this.isConnected) throw new DOMException('The dialog is not in a document', 'InvalidStateError');
  this.setAttribute('open', '');
  modals.push(this);
}

function close(this: HTMLDialogElement, returnValue?: string): void {
  if (!this.open) return;
  this.removeAttribute('open');
  const index = modals.indexOf(this);
  if (index >= 0) modals.splice(index, 1);
  if (returnValue !== undefined) this.returnValue = returnValue;
  // A task in browsers; a microtask here, which fake timers leave alone.
  queueMicrotask(() => this.dispatchEvent(new Event('close')));
}

function onEscape(event: KeyboardEvent): void {
  // A dialog taken out of the page is no longer modal.
  const dialog = modals.filter((modal) => modal.isConnected).at(-1);
  if (event.key !== 'Escape' || event.defaultPrevented || !dialog) return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

export function installDialogShim(): void {
  if (typeof HTMLDialogElement === 'undefined' || 'showModal' in HTMLDialogElement.prototype) return;
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  // After the page's own listeners, as the browser's default action comes after them.
  window.addEventListener('keydown', onEscape);
}
