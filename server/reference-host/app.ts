/**
 * The reference analysis host and lead sink (CONTRACT.md section 4): the same HTTP API as the
 * production AI service, answered offline by a deterministic interviewer, so `npm start`,
 * `npm run dev` and the tests run the whole journey without a network. Node-only: mounted by
 * server/app.ts and by the Astro dev integration, never bundled into the browser.
 */
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { ENV_DEFAULTS, publicEnvValue } from '../../src/lib/config/public-env.ts';
import { ANALYZE_URL_MAX_LENGTH } from '../../src/lib/constants.ts';
import { isRecord } from '../../src/lib/is-record.ts';
import type { ChatMessage } from '../../src/lib/plan/conversation.ts';
import type { PlanState } from '../../src/lib/plan/plan.ts';
import { allowedHostsFromEnv, hostAllowList, requireKnownHost } from '../http/allowed-hosts.ts';
import { isClientAbort, logClientAbort } from '../http/client-abort.ts';
import { limitBody, methodNotAllowed, readJsonBody, requireApiKey } from '../http/guards.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { allowedOriginsFromEnv } from '../lead-sink/lead-origin.ts';
import { createLeadSink, DEFAULT_LEADS_FILE, DEFAULT_LEADS_MAX_MB, LEGACY_LEADS_FILE } from '../lead-sink/lead-sink.ts';
import { leadRoutes } from '../lead-sink/leads-route.ts';
import { prepareLeadStore } from '../lead-sink/legacy-import.ts';
import { checkReachable, greeting, initialState } from './analyze.ts';
import { parseChatRequest } from './chat-request.ts';
import { acceptChatTurn, chatTaskStatus } from './chat-tasks.ts';
import { type InterviewTurn, interview } from './interviewer.ts';
import { createTaskQueue, DEFAULT_TASK_DELAY_MS } from './tasks.ts';

export interface ReferenceHostOptions {
  /** The `x-api-key` every analysis call must carry. Default: PUBLIC_ANALYSIS_API_KEY's (src/lib/config/public-env.ts). */
  apiKey?: string;
  /** Time a chat task takes from queued to done, in ms. Default 800. */
  taskDelayMs?: number;
  /** How long a finished task stays readable, in ms. Default 10 minutes. */
  taskTtlMs?: number;
  /** Most tasks held in memory at once. Default 500. */
  maxTasks?: number;
  /** Most unfinished chat tasks of one client address; past it, 429 with Retry-After. Default 20. */
  maxTasksPerClient?: number;
  /**
   * The SQLite database leads are stored in. Default `data/leads.db` (from the working
   * directory), which on first use imports an older release's `data/leads.jsonl` once.
   */
  leadsFile?: string;
  /** The bound on the lead database, in MiB: past it a lead is answered 507. Default 512. */
  leadsMaxMb?: number;
  /** Leads one client address may post per minute. Default 20. */
  leadsPerMinute?: number;
  /** Client addresses the lead limit tracks at once; the oldest is forgotten past it. Default 10,000. */
  maxLeadClients?: number;
  /**
   * Origins whose pages may post leads, besides the one a request is addressed to.
   * Default: the origin of PUBLIC_SITE_URL's default.
   */
  allowedOrigins?: string[];
  /**
   * Host names /api/* answers for (`.example.com` for a name and all under it), besides IP
   * literals, localhost, *.localhost and the hosts of `allowedOrigins`; any other Host gets 421.
   */
  allowedHosts?: string[];
  /** Clock for task expiry, lead timestamps and the lead rate limit (tests). */
  now?: () => number;
  /** Answers one chat turn; replaceable to test the failure path. */
  interviewer?: (conversation: ChatMessage[], state: PlanState | null) => InterviewTurn;
}

const MAX_DELAY_MS = 60_000;

const DEFAULT_LEADS_PER_MINUTE = 20;
const DEFAULT_MAX_LEAD_CLIENTS = 10_000;

/**
 * Options from the environment: PUBLIC_ANALYSIS_API_KEY, REFERENCE_HOST_DELAY_MS, LEADS_FILE,
 * LEADS_MAX_MB, LEADS_PER_MINUTE, PUBLIC_SITE_URL, LEAD_ALLOWED_ORIGINS and ALLOWED_HOSTS.
 */
export function referenceHostOptionsFromEnv(env: Record<string, string | undefined>): ReferenceHostOptions {
  const delay = Number(env['REFERENCE_HOST_DELAY_MS']?.trim() || Number.NaN);
  const leadsPerMinute = Number(env['LEADS_PER_MINUTE']?.trim() || Number.NaN);
  const leadsMaxMb = Number(env['LEADS_MAX_MB']?.trim() || Number.NaN);
  return {
    apiKey: publicEnvValue(env, 'PUBLIC_ANALYSIS_API_KEY'),
    taskDelayMs: Number.isInteger(delay) && delay >= 0 && delay <= MAX_DELAY_MS ? delay : DEFAULT_TASK_DELAY_MS,
    leadsFile: env['LEADS_FILE']?.trim() || DEFAULT_LEADS_FILE,
    leadsMaxMb: Number.isSafeInteger(leadsMaxMb) && leadsMaxMb > 0 ? leadsMaxMb : DEFAULT_LEADS_MAX_MB,
    leadsPerMinute:
      Number.isSafeInteger(leadsPerMinute) && leadsPerMinute >= 0 ? leadsPerMinute : DEFAULT_LEADS_PER_MINUTE,
    allowedOrigins: allowedOriginsFromEnv(publicEnvValue(env, 'PUBLIC_SITE_URL'), env['LEAD_ALLOWED_ORIGINS']),
    allowedHosts: allowedHostsFromEnv(env['ALLOWED_HOSTS']),
  };
}

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
  const {
    apiKey = ENV_DEFAULTS.PUBLIC_ANALYSIS_API_KEY,
    taskDelayMs = DEFAULT_TASK_DELAY_MS,
    now = Date.now,
    interviewer = interview,
  } = options;
  const tasks = createTaskQueue({
    delayMs: taskDelayMs,
    now,
    ...(options.taskTtlMs === undefined ? {} : { ttlMs: options.taskTtlMs }),
    ...(options.maxTasks === undefined ? {} : { maxTasks: options.maxTasks }),
    ...(options.maxTasksPerClient === undefined ? {} : { maxTasksPerClient: options.maxTasksPerClient }),
  });
  const leads = createLeadSink({ ...leadStoreOptions(options), now: () => new Date(now()) });
  const leadLimiter = createRateLimiter({
    limit: options.leadsPerMinute ?? DEFAULT_LEADS_PER_MINUTE,
    windowMs: 60_000,
    maxKeys: options.maxLeadClients ?? DEFAULT_MAX_LEAD_CLIENTS,
    now,
  });
  const allowedOrigins = options.allowedOrigins ?? allowedOriginsFromEnv(ENV_DEFAULTS.PUBLIC_SITE_URL);
  const host = new Hono();

  host.onError((error, c) => {
    if (isClientAbort(error, c)) {
      logClientAbort(c);
      return c.json({ error: 'The request was cut off.' }, 400);
    }
    console.error('[reference host]', error);
    return c.json({ error: 'Internal error.' }, 500);
  });

  // Answers under /api/ are per visitor and per moment: no browser or proxy may keep one, errors
  // included (registered first, so it also wraps the 401s, 404s and 405s below).
  host.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  // Before anything reads the request: a page under a rebound name gets nothing (allowed-hosts.ts).
  host.use('/api/*', requireKnownHost(hostAllowList([...allowedOrigins, ...(options.allowedHosts ?? [])])));

  // The lead sink stands in for a third-party webhook: no API key there.
  const checkKey = requireApiKey(apiKey);
  host.use('/api/*', (c, next) => (c.req.path === '/api/leads' ? next() : checkKey(c, next)));

  host.post('/api/analyze', limitBody(), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const url = isRecord(read.body) ? read.body['url'] : undefined;
    if (typeof url !== 'string') return c.json({ error: 'The body must be {"url": string}.' }, 400);
    if (url.length > ANALYZE_URL_MAX_LENGTH)
      return c.json({ error: `url is longer than ${ANALYZE_URL_MAX_LENGTH} characters.` }, 400);
    const reach = checkReachable(url);
    if (!reach.ok) return c.json({ status: 'error', error: `Could not reach the address: ${reach.reason}` });
    return c.json({ status: 'success', response: greeting(reach.url), initial_state: initialState() });
  });
  host.all('/api/analyze', methodNotAllowed('POST'));

  host.post('/api/chatasync', limitBody(), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const parsed = parseChatRequest(read.body);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const { conversation, state } = parsed.request;
    return acceptChatTurn(c, tasks, () => interviewer(conversation, state));
  });
  host.all('/api/chatasync', methodNotAllowed('POST'));

  host.get('/api/chatasync/status/:taskId', (c) => chatTaskStatus(c, tasks, c.req.param('taskId')));
  host.all('/api/chatasync/status/:taskId', methodNotAllowed('GET, HEAD'));

  host.route(
    '/',
    leadRoutes({
      sink: leads,
      limiter: leadLimiter,
      allowedOrigins,
    }),
  );

  host.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  return host;
}
