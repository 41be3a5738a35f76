/**
 * The reference analysis host and lead sink (CONTRACT.md section 4): the same HTTP API as the
 * production AI service, answered offline by a deterministic interviewer, so `npm start`,
 * `npm run dev` and the tests run the whole journey without a network. Node-only: mounted by
 * server/app.ts and by the Astro dev integration, never bundled into the browser.
 */
import { resolve } from 'node:path';
import { type Context, Hono } from 'hono';
import type { ChatMessage } from '../lib/conversation.ts';
import type { PlanState } from '../lib/plan.ts';
import { ENV_DEFAULTS } from '../lib/public-env.ts';
import { checkReachable, greeting, initialState } from './analyze.ts';
import { parseChatRequest } from './chat-request.ts';
import { limitBody, readJsonBody, requireApiKey } from './guards.ts';
import { type InterviewTurn, interview } from './interviewer.ts';
import { createLeadSink, DEFAULT_LEADS_FILE, type LeadInput } from './lead-sink.ts';
import { LEAD_FIELD_LIMITS, LEAD_FIELDS, type LeadField } from '../lib/lead-fields.ts';
import { createTaskQueue, DEFAULT_TASK_DELAY_MS } from './tasks.ts';
import { isRecord } from '../lib/is-record.ts';

export interface ReferenceHostOptions {
  /** The `x-api-key` every analysis call must carry. Default `local-dev-key`. */
  apiKey?: string;
  /** Time a chat task takes from queued to done, in ms. Default 800. */
  taskDelayMs?: number;
  /** How long a finished task stays readable, in ms. Default 10 minutes. */
  taskTtlMs?: number;
  /** Most tasks held in memory at once. Default 1000. */
  maxTasks?: number;
  /** The JSON-lines file leads are appended to. Default `data/leads.jsonl` (from the working directory). */
  leadsFile?: string;
  /** Clock for task expiry and lead timestamps (tests). */
  now?: () => number;
  /** Answers one chat turn; replaceable to test the failure path. */
  interviewer?: (conversation: ChatMessage[], state: PlanState | null) => InterviewTurn;
}

const MAX_DELAY_MS = 60_000;
const MAX_URL_LENGTH = 2048;

/** Options from the environment: PUBLIC_ANALYSIS_API_KEY, REFERENCE_HOST_DELAY_MS, LEADS_FILE. */
export function referenceHostOptionsFromEnv(env: Record<string, string | undefined>): ReferenceHostOptions {
  const delay = Number(env['REFERENCE_HOST_DELAY_MS']?.trim() || Number.NaN);
  return {
    apiKey: env['PUBLIC_ANALYSIS_API_KEY']?.trim() || ENV_DEFAULTS.PUBLIC_ANALYSIS_API_KEY,
    taskDelayMs: Number.isInteger(delay) && delay >= 0 && delay <= MAX_DELAY_MS ? delay : DEFAULT_TASK_DELAY_MS,
    leadsFile: env['LEADS_FILE']?.trim() || DEFAULT_LEADS_FILE,
  };
}


const methodNotAllowed = (c: Context) => c.json({ error: `${c.req.method} is not allowed here.` }, 405);

export function createReferenceHost(options: ReferenceHostOptions = {}): Hono {
  const {
    apiKey = ENV_DEFAULTS.PUBLIC_ANALYSIS_API_KEY,
    taskDelayMs = DEFAULT_TASK_DELAY_MS,
    leadsFile = DEFAULT_LEADS_FILE,
    now = Date.now,
    interviewer = interview,
  } = options;
  const tasks = createTaskQueue<InterviewTurn>({
    delayMs: taskDelayMs,
    now,
    ...(options.taskTtlMs === undefined ? {} : { ttlMs: options.taskTtlMs }),
    ...(options.maxTasks === undefined ? {} : { maxTasks: options.maxTasks }),
  });
  const leads = createLeadSink({ file: resolve(leadsFile), now: () => new Date(now()) });
  const host = new Hono();

  host.onError((error, c) => {
    console.error('[reference host]', error);
    return c.json({ error: 'Internal error.' }, 500);
  });

  // The lead sink stands in for a third-party webhook: no API key there.
  const checkKey = requireApiKey(apiKey);
  host.use('/api/*', (c, next) => (c.req.path === '/api/leads' ? next() : checkKey(c, next)));

  host.post('/api/analyze', limitBody(), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const url = isRecord(read.body) ? read.body['url'] : undefined;
    if (typeof url !== 'string') return c.json({ error: 'The body must be {"url": string}.' }, 400);
    if (url.length > MAX_URL_LENGTH) return c.json({ error: `url is longer than ${MAX_URL_LENGTH} characters.` }, 400);
    const reach = checkReachable(url);
    if (!reach.ok) return c.json({ status: 'error', error: `Could not reach the address: ${reach.reason}` });
    return c.json({ status: 'success', response: greeting(reach.url), initial_state: initialState() });
  });
  host.all('/api/analyze', methodNotAllowed);

  host.post('/api/chatasync', limitBody(), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const parsed = parseChatRequest(read.body);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const { conversation, state } = parsed.request;
    const taskId = tasks.submit(() => interviewer(conversation, state));
    if (taskId === null) return c.json({ error: 'Too many chat tasks in progress; try again shortly.' }, 503);
    return c.json({ task_id: taskId }, 202);
  });
  host.all('/api/chatasync', methodNotAllowed);

  host.get('/api/chatasync/status/:taskId', (c) => {
    const task = tasks.get(c.req.param('taskId'));
    return task ? c.json(task) : c.json({ status: 'Task not found' }, 404);
  });
  host.all('/api/chatasync/status/:taskId', methodNotAllowed);

  host.post('/api/leads', limitBody(), async (c) => {
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
      return c.json({ error: 'Send the lead as application/x-www-form-urlencoded.' }, 415);
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return c.json({ error: 'The form body could not be read.' }, 400);
    }
    for (const field of LEAD_FIELDS) {
      const value = form[field] ?? '';
      if (typeof value !== 'string') return c.json({ error: `${field} must be text.` }, 400);
      if (value.length > LEAD_FIELD_LIMITS[field]) {
        return c.json({ error: `${field} is longer than ${LEAD_FIELD_LIMITS[field]} characters.` }, 400);
      }
    }
    const text = (field: LeadField) => {
      const value = form[field];
      return typeof value === 'string' ? value : '';
    };
    const lead: LeadInput = {
      email: text('email').trim(),
      url: text('url'),
      message: text('message'),
      site: text('site'),
      submission_id: text('submission_id').trim(),
    };
    if (!lead.email) return c.json({ error: 'email is required.' }, 400);
    const { duplicate } = await leads.add(lead);
    return c.json(duplicate ? { ok: true, duplicate: true } : { ok: true });
  });
  host.all('/api/leads', methodNotAllowed);

  host.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  return host;
}
