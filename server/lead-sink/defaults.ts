/** Where the lead sink keeps leads on one machine by default, and how much (no Node module here). */
export const DEFAULT_LEADS_FILE = 'data/leads.db';
/** Where an older release kept its leads, as JSON lines: imported once into the default database. */
export const LEGACY_LEADS_FILE = 'data/leads.jsonl';
/** The default bound on the lead database (LEADS_MAX_MB): past it a lead is answered 507 and kept by the page. */
export const DEFAULT_LEADS_MAX_MB = 512;
/**
 * FOUNDERS_TAKEN_BEFORE's default: a site counts only the spots reserved here. An operator who
 * took reservations elsewhere sets how many; the page's own fallback (DEFAULT_FOUNDER_COUNT, the
 * specification's 18) is only for a browser that hears no count.
 */
export const DEFAULT_FOUNDERS_TAKEN_BEFORE = 0;
