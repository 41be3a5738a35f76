/**
 * The reference analysis host and lead sink on Cloudflare Pages (functions/api/[[path]].ts): the
 * same routes as on one machine (server/reference-host/host.ts), with leads and chat turns in D1,
 * the binding DB of wrangler.toml, so that every isolate sees the same leads and turns. The
 * options come from the Pages project's variables, as on one machine from the environment.
 * The per-minute lead limit counts in each isolate's memory: a flood spread over isolates is
 * bounded by D1's own limits and by Cloudflare's in front.
 */
import { Hono } from 'hono';
import { edgeFetchHop } from '../app-reader/edge-fetch.ts';
import { botCheckKeyProblem } from '../bot-check/key.ts';
import { d1Tasks } from '../chat-turns/d1-tasks.ts';
import { withoutAddresses } from '../http/log-text.ts';
import { d1Store } from '../lead-sink/d1-store.ts';
import { leadSink } from '../lead-sink/sink.ts';
import { mailerFromEnv } from '../mail/edge-mailer-env.ts';
import type { MailHookup } from '../mail/mail-hookup.ts';
import { MAIL_SITE_FILE, mailSiteFrom } from '../mail/mail-site.ts';
import { operatorAddressFromEnv } from '../mail/operator-address.ts';
import { createHost } from '../reference-host/host.ts';
import { referenceHostOptionsFromEnv, taskOptions } from '../reference-host/options.ts';
import { type D1Like, UNBOUND_D1 } from '../sql/d1-runner.ts';

export interface EdgeEnv {
  /** Missing when the Pages project binds no D1: leads are then answered 500, and the log says why. */
  DB?: D1Like;
  /** The site's own files (Pages binds them): where the emails' sender and site are read from. */
  ASSETS?: { fetch(request: Request): Promise<Response> };
  [variable: string]: unknown;
}

/** The variables of the environment that are text (the bindings are not). */
const textVariables = (env: EdgeEnv) =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * The edge's mail (docs/emails.md): the HTTP mail API, with the sender and the site read from the
 * site's own /emails/site.json. A setting half made is logged and sends nothing: the pages then promise
 * no email, which stays true.
 */
function mailHookup(env: EdgeEnv): MailHookup | null {
  const variables = textVariables(env);
  try {
    const mailer = mailerFromEnv(variables);
    if (mailer === null) return null;
    const assets = env.ASSETS;
    if (!assets)
      throw new Error('the site’s files are not bound as ASSETS, so the emails’ sender and site cannot be read');
    return {
      mailer,
      operatorAddress: operatorAddressFromEnv(variables),
      // The assets answer by path: the host named here is never asked.
      site: mailSiteFrom(async () =>
        (await assets.fetch(new Request(`https://assets.invalid/${MAIL_SITE_FILE}`))).json(),
      ),
    };
  } catch (error) {
    console.error(
      `[mail] No email is sent: ${withoutAddresses(error instanceof Error ? error.message : String(error))}.`,
    );
    return null;
  }
}

/** One host per isolate and environment: its limits live as long as the isolate. */
const hosts = new WeakMap<EdgeEnv, Hono>();
function hostFor(env: EdgeEnv): Hono {
  let host = hosts.get(env);
  if (!host) {
    const options = referenceHostOptionsFromEnv(textVariables(env));
    const db = env.DB ?? UNBOUND_D1;
    // No disk to keep a key on: without ALTCHA_HMAC_KEY no lead is taken, and the log says why.
    const key = options.botCheckKey ?? '';
    const problem = botCheckKeyProblem(key);
    const mail = mailHookup(env);
    host = createHost(options, {
      botCheck: problem === null ? { key } : { problem },
      leads: leadSink(async () => d1Store(db)),
      tasks: d1Tasks(db, taskOptions(options)),
      fetchPage: edgeFetchHop,
      ...(mail ? { mail } : {}),
    });
    hosts.set(env, host);
  }
  return host;
}

export const edgeApp = new Hono<{ Bindings: EdgeEnv }>();
// What the site's server sends on every answer that is not a document (public/_headers' `/*`
// block, server/site/site-app.ts EVERY_ANSWER): Pages applies _headers to its files, not to Functions.
edgeApp.use(async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cross-Origin-Resource-Policy', 'same-origin');
});
edgeApp.all('*', (c) => hostFor(c.env).fetch(c.req.raw, c.env, c.executionCtx));
