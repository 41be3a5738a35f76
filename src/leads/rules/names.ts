/**
 * The names the page, the sync worker (../worker.ts) and the build share, apart from the
 * handoff's rules (rules/handoff.ts), which only the leads' code and the worker need.
 */

/** The Background Sync tag the page registers when a send fails (one for all leads). */
export const LEAD_SYNC_TAG = 'testable:leads';
/** The BroadcastChannel over which tabs and the worker say that a lead is finished. */
export const LEADS_CHANNEL = 'testable:leads';
/** The worker's stable address (not a hashed file: a worker's URL is its identity). */
export const SYNC_WORKER_URL = '/sw.js';
