/**
 * The one script every page loads: dialog buttons, analytics, the phone menu and bottom bar,
 * delivery of any lead still waiting, and the sync worker that delivers one after the tab closes.
 */
import './modal-triggers';
import './analytics';
import './menu';
import './mobile-bar';
import './wake-islands';
import { whenIdle } from '../browser/idle';
import { keepSyncWorker } from '../browser/sync-worker';
import { STORAGE_KEYS } from '../lib/storage-keys';

function hasPendingLeads(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.leadOutbox));
  } catch {
    return false;
  }
}

// The outbox code loads only when something waits to be sent.
if (hasPendingLeads()) void import('../stores/leads').then(({ flushOutbox }) => flushOutbox());
// Installed ahead of need: a lead queued offline can only be handed to a worker already there.
whenIdle(keepSyncWorker);
