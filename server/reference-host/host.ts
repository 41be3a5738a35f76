/**
 * The reference analysis host and lead sink (docs/analysis-host.md, "The reference analysis
 * host"): the same HTTP API as the production AI service, answered offline by a deterministic
 * interviewer. Its stores are handed in: node:sqlite and memory on one machine (node-host.ts), D1
 * on the edge (server/edge/edge-host.ts).
 */
import { Hono } from 'hono';
import { ENV_DEFAULTS } from '../../src/lib/config/public-env.ts';
import { ANALYZE_URL_MAX_LENGTH, FOUNDER_SPOTS } from '../../src/lib/constants.ts';
import { isRecord } from '../../src/lib/is-record.ts';
import { allowListFrom } from '../app-reader/address.ts';
import { createPageReading, READING_REFUSALS } from '../app-reader/page-reading.ts';
import type { FetchHop } from '../app-reader/read-page.ts';
import { CHALLENGES_PER_MINUTE, challengeRoutes } from '../bot-check/challenge-route.ts';
import type { BotCheck } from '../bot-check/lead-proof.ts';
import { parseChatRequest } from '../chat-turns/chat-request.ts';
import { acceptChatTurn, chatTaskStatus } from '../chat-turns/chat-tasks.ts';
import type { TaskStore } from '../chat-turns/task-store.ts';
import { confirmations } from '../confirmations/confirmations.ts';
import { LINK_POSTS_PER_MINUTE, linkRoutes } from '../confirmations/link-routes.ts';
import { founderCount, heldSpotOf } from '../founders/founders.ts';
import { hostAllowList, requireKnownHost } from '../http/allowed-hosts.ts';
import { isClientAbort, logClientAbort } from '../http/client-abort.ts';
import { clientAddress } from '../http/client-address.ts';
import { limitBody, methodNotAllowed, readJsonBody, requireApiKey } from '../http/guards.ts';
import { keepGoing } from '../http/keep-going.ts';
import { limitPerClient } from '../http/limit-per-client.ts';
import { logText } from '../http/log-text.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { interview } from '../interviewer/interviewer.ts';
import { openingFor } from '../interviewer/replies/opening.ts';
import { allowedOriginsFromEnv } from '../lead-intake/lead-origin.ts';
import { leadRoutes } from '../lead-intake/leads-route.ts';
import { DEFAULT_FOUNDERS_TAKEN_BEFORE } from '../lead-sink/defaults.ts';
import type { LeadSink } from '../lead-sink/sink.ts';
import type { MailHookup } from '../mail/mail-hookup.ts';
import { opsRoutes } from '../ops/ops-routes.ts';
import { turnModel } from './model-turns.ts';
import { DEFAULT_LEADS_PER_MINUTE, DEFAULT_MAX_LEAD_CLIENTS, type ReferenceHostOptions } from './options.ts';

/** What holds the host's state, where leads go and chat turns wait, and how it reaches a visitor's page. */
export interface HostStores {
  leads: LeadSink;
  /** The bot check's key (docs/leads.md, "The bot check"); absent, leads carry no proof. */
  botCheck?: BotCheck;
  tasks: TaskStore;
  /** The runtime's guarded fetch (server/app-reader/node-fetch.ts or edge-fetch.ts). */
  fetchPage: FetchHop;
  /** How the runtime sends email (docs/emails.md); absent, none is sent. */
  mail?: MailHookup;
}

/** How often a host that sends email looks for due ones (retries, the cap, notices), at most. */
const MAIL_RUN_EVERY_MS = 60_000;

/**
 * The host's routes over its stores, the same on one machine and on the edge. Its limits of
 * one client (leads per minute, tasks in progress) count by clientAddress (server/http/).
 */
export function createHost(
  options: ReferenceHostOptions,
  { leads, tasks, fetchPage, botCheck, mail }: HostStores,
): Hono {
  const { apiKey = ENV_DEFAULTS.PUBLIC_ANALYSIS_API_KEY, now = Date.now, interviewer = interview } = options;
  const leadLimiter = createRateLimiter({
    limit: options.leadsPerMinute ?? DEFAULT_LEADS_PER_MINUTE,
    windowMs: 60_000,
    maxKeys: options.maxLeadClients ?? DEFAULT_MAX_LEAD_CLIENTS,
    now,
  });
  const allowedOrigins = options.allowedOrigins ?? allowedOriginsFromEnv(ENV_DEFAULTS.PUBLIC_SITE_URL);
  const readPageFor = createPageReading({
    fetchHop: fetchPage,
    allow: allowListFrom(options.analysisAllowHosts),
    siteUrl: allowedOrigins[0] ?? ENV_DEFAULTS.PUBLIC_SITE_URL,
    now,
    ...(options.analysesPerMinute ? { perClientPerMinute: options.analysesPerMinute } : {}),
  });
  const readByModel = turnModel(options, now);
  const takenBefore = options.foundersTakenBefore ?? DEFAULT_FOUNDERS_TAKEN_BEFORE;
  const mailOn = mail
    ? confirmations({
        database: () => leads.database(),
        ...mail,
        ...(options.mailDailyLimit === undefined ? {} : { dailyLimit: options.mailDailyLimit }),
        // The bot check's key is the site's one secret on either runtime: the held-back addresses are hashed under it.
        ...(botCheck && 'key' in botCheck ? { secret: botCheck.key } : {}),
        spotOf: (sql, key) => heldSpotOf(sql, key, takenBefore),
        now,
      })
    : null;
  // With a mailer, a founder spot is held once its address is confirmed (server/founders/founder-spots.ts).
  const confirmedOnly = mailOn !== null;
  const founders = founderCount({ database: () => leads.database(), takenBefore, confirmedOnly, now });
  const host = new Hono();

  host.onError((error, c) => {
    if (isClientAbort(error, c)) {
      logClientAbort(c);
      return c.json({ error: 'The request was cut off.' }, 400);
    }
    console.error('[reference host]', logText(error));
    return c.json({ error: 'Internal error.' }, 500);
  });

  // Answers under /api/ are per visitor and per moment: no browser or proxy may keep one, errors
  // included (registered first, so it also wraps the 401s, 404s and 405s below).
  host.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  // Before anything reads the request: a page under a rebound name gets nothing (allowed-hosts.ts).
  const knownHost = requireKnownHost(hostAllowList([...allowedOrigins, ...(options.allowedHosts ?? [])]));
  host.use('/api/*', knownHost);
  host.use('/ops/*', knownHost);

  if (mailOn) {
    // Due emails (retries, past the cap, notices) go out as requests come, on either runtime: no
    // timer to keep, and a site nobody visits has nothing new to send.
    let lastRun = Number.NEGATIVE_INFINITY;
    host.use(async (c, next) => {
      await next();
      if (now() - lastRun < MAIL_RUN_EVERY_MS) return;
      lastRun = now();
      keepGoing(c, mailOn.runDue());
    });
    const linkLimiter = createRateLimiter({
      limit: LINK_POSTS_PER_MINUTE,
      windowMs: 60_000,
      maxKeys: options.maxLeadClients ?? DEFAULT_MAX_LEAD_CLIENTS,
      now,
    });
    host.use('/confirm', knownHost);
    host.use('/leave', knownHost);
    const confirmedSpot = async (key: string) => {
      founders.changed();
      return heldSpotOf(await leads.database(), key, takenBefore);
    };
    host.route('/', linkRoutes(mailOn, limitPerClient(linkLimiter, 'requests'), keepGoing, confirmedSpot));
  }

  // The lead sink stands in for a third-party webhook, and the founder count is the page's: no API key there.
  const checkKey = requireApiKey(apiKey);
  const keyless = new Set(['/api/leads', '/api/founders', '/api/altcha']);
  host.use('/api/*', (c, next) => (keyless.has(c.req.path) ? next() : checkKey(c, next)));

  host.get('/api/founders', async (c) => c.json({ taken: await founders.taken(), cap: FOUNDER_SPOTS }));
  host.all('/api/founders', methodNotAllowed('GET, HEAD'));

  host.post('/api/analyze', limitBody(), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const url = isRecord(read.body) ? read.body['url'] : undefined;
    if (typeof url !== 'string') return c.json({ error: 'The body must be {"url": string}.' }, 400);
    if (url.length > ANALYZE_URL_MAX_LENGTH)
      return c.json({ error: `url is longer than ${ANALYZE_URL_MAX_LENGTH} characters.` }, 400);
    const reading = await readPageFor(url.trim(), clientAddress(c));
    if (!reading.ok) {
      c.header('Retry-After', String(reading.retryAfterSeconds));
      const { error, status } = READING_REFUSALS[reading.reason];
      return c.json({ error }, status);
    }
    return c.json(openingFor(reading.read, url.trim()));
  });
  host.all('/api/analyze', methodNotAllowed('POST'));

  host.post('/api/chatasync', limitBody(), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const parsed = parseChatRequest(read.body);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const { conversation, state } = parsed.request;
    // Before the task is queued, so its delay starts once the turn is read.
    const reading = await readByModel(c, conversation, state);
    return acceptChatTurn(c, tasks, () => interviewer(conversation, state, reading));
  });
  host.all('/api/chatasync', methodNotAllowed('POST'));

  host.get('/api/chatasync/status/:taskId', (c) => chatTaskStatus(c, tasks, c.req.param('taskId')));
  host.all('/api/chatasync/status/:taskId', methodNotAllowed('GET, HEAD'));

  if (botCheck) {
    // A client may ask for a challenge at least as often as it may post a lead.
    const challengeLimiter = createRateLimiter({
      limit: Math.max(CHALLENGES_PER_MINUTE, options.leadsPerMinute ?? DEFAULT_LEADS_PER_MINUTE),
      windowMs: 60_000,
      maxKeys: options.maxLeadClients ?? DEFAULT_MAX_LEAD_CLIENTS,
      now,
    });
    host.route('/', challengeRoutes(botCheck, challengeLimiter, now, options.botCheckMaxCounter));
  }
  host.route(
    '/',
    leadRoutes({
      sink: leads,
      limiter: leadLimiter,
      allowedOrigins,
      founders: { takenBefore, changed: founders.changed },
      ...(botCheck ? { botCheck } : {}),
      ...(mailOn ? { confirmations: mailOn } : {}),
      now,
    }),
  );

  host.route(
    '/',
    opsRoutes({
      passwordHash: options.opsPasswordHash ?? '',
      database: () => leads.database(),
      foundersTaken: founders.taken,
      founderRule: { takenBefore, confirmedOnly },
      now,
    }),
  );

  host.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  return host;
}
