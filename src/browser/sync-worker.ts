/**
 * The page's side of the sync worker (src/service-worker/sw.ts): installing it, and asking the
 * browser to wake it once the connection is back. Only where Background Sync exists (Chromium-
 * based browsers): elsewhere a waiting lead goes at the next visit, as it always has.
 */
import { config } from '../lib/config';
import { LEAD_SYNC_TAG, SYNC_WORKER_URL } from '../lib/lead-sync';

/** ServiceWorkerRegistration with Background Sync, which TypeScript's DOM library lacks. */
interface SyncRegistration extends ServiceWorkerRegistration {
  readonly sync?: { register(tag: string): Promise<void> };
}

export const canSyncInBackground = (): boolean =>
  config.syncWorker && 'serviceWorker' in navigator && 'SyncManager' in window && 'indexedDB' in window;

/**
 * Installs the worker (the browser fetches /sw.js only when it changed), or, with the worker
 * turned off, removes an installed one at once rather than at the browser's next update check.
 */
export function keepSyncWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let installing: Promise<unknown> | undefined;
  if (!config.syncWorker) installing = navigator.serviceWorker.getRegistration().then((found) => found?.unregister());
  else if (canSyncInBackground()) installing = navigator.serviceWorker.register(SYNC_WORKER_URL);
  // Leads still wait in localStorage without it: a warning, not an error.
  installing?.catch((error: unknown) => console.warn('The sync worker could not be installed', error));
}

/** Asks the browser to run the worker's sync when the connection is back (at once if it is). */
export async function requestLeadSync(): Promise<void> {
  if (!canSyncInBackground()) return;
  try {
    // No registration (the worker is not installed, or installing was refused): nothing to wake.
    if ((await navigator.serviceWorker.getRegistration()) === undefined) return;
    const ready: SyncRegistration = await navigator.serviceWorker.ready;
    await ready.sync?.register(LEAD_SYNC_TAG);
  } catch (error) {
    console.warn('Background sync could not be requested; the lead waits for the next visit', error);
  }
}
