/**
 * Wakes each island hydrated on demand (client:event) the first time its store has something to
 * show, and fetches what the dialogs need while the page is idle, so that a dialog opens at once
 * on the first click, even once the connection has dropped. The dialogs' island (and React)
 * then starts at idle too, so that the first click only renders the dialog.
 */
import type { ReadableAtom } from 'nanostores';
import { whenIdle } from '../browser/idle';
import { ISLAND_EVENTS, wakeIslands } from '../browser/island-events';
import { prefetch } from '../browser/prefetch';
import { loadDialogCopy } from '../lib/api/dialog-copy';
import { $consentBannerShown } from '../stores/consent';
import { $modal } from '../stores/modal';
import { $toasts } from '../stores/toasts';

function wakeWhen<T>(store: ReadableAtom<T>, needed: (value: T) => boolean, event: string): void {
  const stop = store.subscribe((value) => {
    if (!needed(value)) return;
    wakeIslands(event);
    // After the first call (subscribe runs at once): `stop` does not exist during it.
    queueMicrotask(() => stop());
  });
}

wakeWhen($modal, (modal) => modal !== null, ISLAND_EVENTS.dialogs);
wakeWhen($toasts, (toasts) => toasts.length > 0, ISLAND_EVENTS.toasts);
wakeWhen($consentBannerShown, Boolean, ISLAND_EVENTS.consentBanner);

whenIdle(() => {
  loadDialogCopy()
    .then((copy) => prefetch(Array.isArray(copy.prefetch) ? copy.prefetch : []))
    .then(() => whenIdle(() => wakeIslands(ISLAND_EVENTS.dialogs)))
    .catch(() => {});
});
