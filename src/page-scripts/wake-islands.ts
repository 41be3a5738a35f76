/**
 * Wakes each island hydrated on demand (client:event) the first time its store has something to
 * show, and fetches what the dialogs need while the page is idle, so that a dialog opens at once
 * on the first click, even once the connection has dropped. The dialogs' island (and React)
 * then starts at idle too, so that the first click only renders the dialog.
 *
 * A dialog asked for sooner (a tap while the page is still loading) has everything it needs asked
 * for at once, in one round trip: its words, its code and the files that code imports, the island;
 * then its own stylesheets, which the words name. Only then are the other dialogs' files fetched,
 * so that they do not share the connection with it.
 */
import type { ReadableAtom } from 'nanostores';
import { whenIdle } from '../browser/idle';
import { ISLAND_EVENTS, wakeIslands } from '../browser/island-events';
import { prefetch } from '../browser/prefetch';
import { loadDialog } from '../dialogs/dialog-code';
import { loadDialogCopy } from '../lib/api/dialog-copy';
import { $consentBannerShown } from '../stores/consent';
import { $modal } from '../stores/modal';
import { $toasts } from '../stores/toasts';

function wakeWhen<T>(store: ReadableAtom<T>, needed: (value: T) => boolean, wake: (value: T) => void): void {
  const stop = store.subscribe((value) => {
    if (!needed(value)) return;
    wake(value);
    // After the first call (subscribe runs at once): `stop` does not exist during it.
    queueMicrotask(() => stop());
  });
}

const wakeEvent = (event: string) => () => wakeIslands(event);

/** The first dialog asked for, settled once its files are here (or could not be fetched). */
let firstAsked: Promise<unknown> = Promise.resolve();

wakeWhen(
  $modal,
  (modal) => modal !== null,
  (modal) => {
    if (modal) firstAsked = loadDialog(modal.kind).catch(() => {});
    wakeIslands(ISLAND_EVENTS.dialogs);
  },
);
wakeWhen($toasts, (toasts) => toasts.length > 0, wakeEvent(ISLAND_EVENTS.toasts));
wakeWhen($consentBannerShown, Boolean, wakeEvent(ISLAND_EVENTS.consentBanner));

whenIdle(() => {
  loadDialogCopy()
    // Read once the words are here: a dialog asked for while they were on their way (a tap at the
    // load event, when an idle moment has come already) still has its files fetched first.
    .then((copy) => firstAsked.then(() => prefetch(Array.isArray(copy.prefetch) ? copy.prefetch : [])))
    .then(() => whenIdle(() => wakeIslands(ISLAND_EVENTS.dialogs)))
    .catch(() => {});
});
