/**
 * Installing the sync worker (src/leads/worker.ts). Only where Background Sync exists
 * (Chromium-based browsers): elsewhere a waiting lead goes at the next visit, as it always has.
 */
import { config } from '../lib/config/site-config';
import { SYNC_WORKER_URL } from './rules/names';

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
