/**
 * The reference host's options, and how the environment sets them: the same on one machine
 * (server/reference-host/node-host.ts) and on the edge (server/edge/edge-host.ts). No Node-only module here.
 */
import { publicEnvValue } from '../../src/lib/config/public-env.ts';
import { FOUNDER_SPOTS } from '../../src/lib/constants.ts';
import type { ChatMessage } from '../../src/lib/plan/conversation.ts';
import type { PlanState } from '../../src/lib/plan/plan.ts';
import { PROOF_COUNTER } from '../bot-check/proof.ts';
import { DEFAULT_TASK_DELAY_MS, type TaskQueueOptions } from '../chat-turns/task-settings.ts';
import { allowedHostsFromEnv } from '../http/allowed-hosts.ts';
import type { InterviewTurn } from '../interviewer/interviewer.ts';
import type { TurnReading } from '../interviewer/language/turn-reading.ts';
import { type ModelSettings, modelSettingsFromEnv } from '../interviewer/reading/model-settings.ts';
import { allowedOriginsFromEnv } from '../lead-intake/lead-origin.ts';
import { DEFAULT_FOUNDERS_TAKEN_BEFORE, DEFAULT_LEADS_FILE, DEFAULT_LEADS_MAX_MB } from '../lead-sink/defaults.ts';
import type { MailHookup } from '../mail/mail-hookup.ts';

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
  /**
   * ANALYSIS_ALLOW_HOSTS: host names or IP addresses (comma-separated) the page reader may read
   * even though they are private, on any port. Empty by default: only public addresses.
   */
  analysisAllowHosts?: string;
  /** Analyses one client address may ask for per minute. Default 10. */
  analysesPerMinute?: number;
  /** How the page reader resolves names on one machine; the system's resolver unless a test hands in its own. */
  resolve?: (hostname: string) => Promise<readonly { address: string; family: number }[]>;
  /** OPS_PASSWORD_HASH: the console's password (npm run ops:password); unset, there is no console. */
  opsPasswordHash?: string;
  /**
   * ALTCHA_HMAC_KEY: signs the bot check's challenges ('' when unset: one machine then makes one
   * beside the lead database, the edge takes no lead). Left out, leads carry no proof (tests of
   * the other rules).
   */
  botCheckKey?: string;
  /**
   * ALTCHA_MAX_COUNTER: the highest counter a challenge asks a page to reach (1 to PROOF_COUNTER.max,
   * whose 4,000 is the default): how much work a proof costs, on average half of it. Lower only
   * where bots are no worry, as the deep browser tests do.
   */
  botCheckMaxCounter?: number;
  /** How this machine sends email (server/mail/node-mailer-env.ts mailHookupFromEnv); absent, none is sent. */
  mail?: MailHookup;
  /** MAIL_DAILY_LIMIT: confirmation emails the site sends in 24 hours at most. Default 200. */
  mailDailyLimit?: number;
  /** FOUNDERS_TAKEN_BEFORE: founder spots taken elsewhere, before any reservation here. Default 0. */
  foundersTakenBefore?: number;
  /** Clock for task expiry, lead timestamps and the lead rate limit (tests). */
  now?: () => number;
  /**
   * INTERVIEWER_API_URL, INTERVIEWER_API_KEY and INTERVIEWER_MODEL: a language model that reads
   * each turn before the interviewer answers it (docs/interviewer.md); absent, the rules read it.
   */
  model?: ModelSettings;
  /** Answers one chat turn, given the model's reading when there is one; replaceable to test the failure path. */
  interviewer?: (conversation: ChatMessage[], state: PlanState | null, reading?: TurnReading) => InterviewTurn;
}

const MAX_DELAY_MS = 60_000;

export const DEFAULT_LEADS_PER_MINUTE = 20;
export const DEFAULT_MAX_LEAD_CLIENTS = 10_000;

/**
 * Options from the environment: PUBLIC_ANALYSIS_API_KEY, REFERENCE_HOST_DELAY_MS, LEADS_FILE,
 * LEADS_MAX_MB, LEADS_PER_MINUTE, PUBLIC_SITE_URL, LEAD_ALLOWED_ORIGINS, ALLOWED_HOSTS,
 * ANALYSIS_ALLOW_HOSTS, ANALYSES_PER_MINUTE, OPS_PASSWORD_HASH, ALTCHA_HMAC_KEY,
 * ALTCHA_MAX_COUNTER, MAIL_DAILY_LIMIT, FOUNDERS_TAKEN_BEFORE and the INTERVIEWER_* of a language
 * model.
 */
export function referenceHostOptionsFromEnv(env: Record<string, string | undefined>): ReferenceHostOptions {
  const whole = (name: string, min: number, max?: number) => wholeNumberFromEnv(env, name, min, max);
  const analysesPerMinute = whole('ANALYSES_PER_MINUTE', 1);
  const botCheckMaxCounter = whole('ALTCHA_MAX_COUNTER', 1, PROOF_COUNTER.max);
  const mailDailyLimit = whole('MAIL_DAILY_LIMIT', 0);
  const model = modelSettingsFromEnv(env);
  return {
    apiKey: publicEnvValue(env, 'PUBLIC_ANALYSIS_API_KEY'),
    taskDelayMs: whole('REFERENCE_HOST_DELAY_MS', 0, MAX_DELAY_MS) ?? DEFAULT_TASK_DELAY_MS,
    leadsFile: env['LEADS_FILE']?.trim() || DEFAULT_LEADS_FILE,
    leadsMaxMb: whole('LEADS_MAX_MB', 1) ?? DEFAULT_LEADS_MAX_MB,
    leadsPerMinute: whole('LEADS_PER_MINUTE', 0) ?? DEFAULT_LEADS_PER_MINUTE,
    allowedOrigins: allowedOriginsFromEnv(publicEnvValue(env, 'PUBLIC_SITE_URL'), env['LEAD_ALLOWED_ORIGINS']),
    allowedHosts: allowedHostsFromEnv(env['ALLOWED_HOSTS']),
    analysisAllowHosts: env['ANALYSIS_ALLOW_HOSTS'] ?? '',
    ...(analysesPerMinute !== undefined ? { analysesPerMinute } : {}),
    opsPasswordHash: env['OPS_PASSWORD_HASH']?.trim() ?? '',
    botCheckKey: env['ALTCHA_HMAC_KEY']?.trim() ?? '',
    ...(botCheckMaxCounter !== undefined ? { botCheckMaxCounter } : {}),
    ...(mailDailyLimit !== undefined ? { mailDailyLimit } : {}),
    foundersTakenBefore: whole('FOUNDERS_TAKEN_BEFORE', 0, FOUNDER_SPOTS) ?? DEFAULT_FOUNDERS_TAKEN_BEFORE,
    ...(model ? { model } : {}),
  };
}

/** `name`'s value as a whole number from `min` to `max`; undefined when it is unset, not one, or out of range. */
function wholeNumberFromEnv(
  env: Record<string, string | undefined>,
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const value = Number(env[name]?.trim() || Number.NaN);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The chat turns' settings among the host's options, for either store of turns. */
export function taskOptions(options: ReferenceHostOptions): TaskQueueOptions {
  return {
    delayMs: options.taskDelayMs ?? DEFAULT_TASK_DELAY_MS,
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.taskTtlMs === undefined ? {} : { ttlMs: options.taskTtlMs }),
    ...(options.maxTasks === undefined ? {} : { maxTasks: options.maxTasks }),
    ...(options.maxTasksPerClient === undefined ? {} : { maxTasksPerClient: options.maxTasksPerClient }),
  };
}
