/**
 * The names the page and the sync worker (src/service-worker/) share. Nothing imported: the
 * page script that installs the worker carries this file, and nothing more, on every page.
 */

/** The Background Sync tag the page registers when a send fails (one for all leads). */
export const LEAD_SYNC_TAG = 'testable:leads';
/** The BroadcastChannel over which tabs and the worker say that a lead is finished. */
export const LEADS_CHANNEL = 'testable:leads';
/** The worker's stable address (not a hashed file: a worker's URL is its identity). */
export const SYNC_WORKER_URL = '/sw.js';
