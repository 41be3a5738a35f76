/**
 * The reference analysis host and lead sink on one machine, so `npm start`, `npm run dev` and the
 * tests run the whole journey without a network: leads in one SQLite file (node:sqlite), chat
 * turns in memory. Mounted by server/site/site-app.ts and by the Astro dev integration, never bundled into
 * the browser; the edge has its own stores (server/edge/edge-host.ts).
 */
import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { allowListFrom } from '../app-reader/address.ts';
import { createNodeFetchHop } from '../app-reader/node-fetch.ts';
import { botCheckKeyBeside } from '../bot-check/key-file.ts';
import { createTaskQueue } from '../chat-turns/tasks.ts';
import { DEFAULT_LEADS_FILE, DEFAULT_LEADS_MAX_MB, LEGACY_LEADS_FILE } from '../lead-sink/defaults.ts';
import { prepareLeadStore } from '../lead-sink/prepare-lead-store.ts';
import { createLeadSink } from '../lead-sink/sqlite-sink.ts';
import { createHost } from './host.ts';
import { type ReferenceHostOptions, taskOptions } from './options.ts';

export { type ReferenceHostOptions, referenceHostOptionsFromEnv } from './options.ts';

/** Where the host keeps leads, and how much it may keep. */
function leadStoreOptions({ leadsFile = DEFAULT_LEADS_FILE, leadsMaxMb = DEFAULT_LEADS_MAX_MB }: ReferenceHostOptions) {
  const file = resolve(leadsFile);
  return {
    file,
    maxBytes: leadsMaxMb * 1024 * 1024,
    // Only the default database picks up the default file of older releases; a LEADS_FILE that
    // names a JSON-lines file is moved aside and imported itself.
    ...(file === resolve(DEFAULT_LEADS_FILE) ? { legacyFile: resolve(LEGACY_LEADS_FILE) } : {}),
  };
}

/**
 * What the host does once before it takes a request: readies the lead database, importing an
 * older release's leads, or refuses to start on a LEADS_FILE that is not the sink's.
 */
export const prepareReferenceHost = (options: ReferenceHostOptions = {}) => prepareLeadStore(leadStoreOptions(options));

export function createReferenceHost(options: ReferenceHostOptions = {}): Hono {
  const { now = Date.now } = options;
  const leads = createLeadSink({ ...leadStoreOptions(options), now: () => new Date(now()) });
  const fetchPage = createNodeFetchHop({
    allow: allowListFrom(options.analysisAllowHosts),
    ...(options.resolve ? { resolve: options.resolve } : {}),
  });
  const { file } = leadStoreOptions(options);
  const botCheck =
    options.botCheckKey === undefined ? {} : { botCheck: { key: botCheckKeyBeside(file, options.botCheckKey) } };
  return createHost(options, {
    leads,
    tasks: createTaskQueue(taskOptions(options)),
    fetchPage,
    ...botCheck,
    ...(options.mail ? { mail: options.mail } : {}),
  });
}
