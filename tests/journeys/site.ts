/**
 * The production build served as `npm start` serves it (server/site/site-app.ts with the reference analysis
 * host and lead sink), in the test process, on a port of its own, with a switch between the
 * browser and the server that works the same in every engine: `offline` resets every connection
 * (what a browser sees when the network drops), `sink-down` answers the lead sink with 503 (an
 * outage of the webhook), `sink-held` parks every request to the sink until the test answers it
 * (held(); one it never answers hangs), `dialogs-held` parks the dialogs' island and words (what
 * a slow connection keeps a dialog tapped at load waiting for) until the state changes, then
 * serves them, `online` passes everything. A change of state drops, unstored, every request to
 * the sink still parked. `files` are served before the site's own. Its mail goes
 * to a real SMTP server in the same process (`emailTo`).
 */
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { readLeads, type StoredLead } from '../../server/lead-sink/sqlite-sink.ts';
import { MAIL_SITE_FILE, mailSiteFrom } from '../../server/mail/mail-site.ts';
import { smtpMailer } from '../../server/mail/smtp-mailer.ts';
import { createApp } from '../../server/site/site-app.ts';
import { startPageServer } from '../support/page-server.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { until } from './steps.ts';

export type Network = 'online' | 'offline' | 'sink-down' | 'sink-held' | 'dialogs-held';

/** How a test answers a request the sink holds ('sink-held'). */
export type Reply = '200' | '400' | '503' | '503 retry-after 120' | 'network error';

/** A request to the sink, parked until the test answers it. */
export interface HeldRequest {
  /** Its submission_id. */
  id: string;
  /** The sending page's mark for it (`?send=`), where the page gave one. */
  send: string | null;
  /** True once answered, or given up by the browser (the connection closed first). */
  closed: boolean;
  answer(reply: Reply): void;
}

export interface Site {
  url: string;
  /** A server of saved pages of other sites (tests/support/pages/), which the reference host may read. */
  pages: string;
  network(state: Network): void;
  /** The leads the sink has stored so far. */
  leads(): Promise<StoredLead[]>;
  /** Every request the sink parked ('sink-held'), in the order received. */
  held(): readonly HeldRequest[];
  /** Waits for the `nth` email (from 1) to `address`; its subject and the paths of its links. */
  emailTo(address: string, nth?: number): Promise<ReceivedEmail>;
  close(): Promise<void>;
}

const SINK_PATH = '/api/leads';
/** What 'dialogs-held' parks: the dialogs' island and their words. */
const DIALOG_FILES = /^\/(?:_astro\/ModalRoot\.[\w-]+\.js|dialogs\.json)$/;

export interface ReceivedEmail {
  subject: string;
  /** The paths (with their tokens) of its confirm and leave links, on whatever site they name. */
  confirm: string;
  leave: string;
}

/** The path and query of an email's `page` link, such as `/confirm?t=…`. */
const linkIn = (text: string, page: string) =>
  new RegExp(`https?://[^/\\s]+(/${page}\\?t=[A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';

export interface ExtraFile {
  type: string;
  body: string;
}

export async function startSite(
  distDir = process.env['DIST_DIR'] ?? 'dist',
  files: Record<string, ExtraFile> = {},
): Promise<Site> {
  const leadsFile = join(mkdtempSync(join(tmpdir(), 'testable-journeys-')), 'leads.db');
  const smtp = await startSmtpServer();
  const app = createApp({
    distDir: resolve(distDir),
    // Every tab posts from 127.0.0.1: the per-address limit is for strangers, not for this suite.
    referenceHost: {
      leadsFile,
      // Spots an operator took elsewhere (FOUNDERS_TAKEN_BEFORE): the count starts there.
      foundersTakenBefore: 18,
      leadsPerMinute: 1000,
      taskDelayMs: 300,
      // The saved pages are served from this machine, which the page reader may read only when told.
      analysisAllowHosts: '127.0.0.1',
      analysesPerMinute: 1000,
      // The bot check as `npm start` runs it: a key made beside the leads, a proof on every lead.
      botCheckKey: '',
      // Mail as `npm start` sends it with SMTP_URL set: the sender and site from the build.
      mail: {
        mailer: smtpMailer({ smtpUrl: smtp.url, from: { name: 'Testable', address: 'hello@testable.example' } }),
        operatorAddress: null,
        site: mailSiteFrom(async () => JSON.parse(await readFile(join(distDir, MAIL_SITE_FILE), 'utf8'))),
      },
    },
  });
  const listener = getRequestListener(app.fetch);
  let state: Network = 'online';
  const sockets = new Set<Socket>();
  const parked: HeldRequest[] = [];
  const parkedFiles: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (state === 'dialogs-held' && DIALOG_FILES.test(path)) {
      parkedFiles.push(() => void listener(request, response));
      return;
    }
    const file = files[path];
    if (file) {
      response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache' }).end(file.body);
      return;
    }
    if (state === 'sink-held' && request.url?.startsWith(SINK_PATH)) {
      void park(request, response).then((item) => parked.push(item));
      return;
    }
    if (state === 'offline') {
      request.socket.destroy();
      return;
    }
    if (state === 'sink-down' && request.url?.startsWith(SINK_PATH)) {
      response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service unavailable</h1>');
      return;
    }
    void listener(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (state === 'offline') socket.destroy();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const pages = await startPageServer();
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the site did not listen');
  return {
    url: `http://127.0.0.1:${address.port}`,
    pages: pages.origin,
    network(next) {
      state = next;
      for (const request of parked) request.answer('network error');
      for (const serve of parkedFiles.splice(0)) serve();
      // Connections the browser keeps alive would otherwise still answer.
      if (next === 'offline') for (const socket of sockets) socket.destroy();
    },
    leads: () => readLeads(leadsFile),
    held: () => parked,
    emailTo: (address, nth = 1) =>
      until(`email ${nth} to ${address}`, async () => {
        const text = smtp.arrivals.filter(({ envelope }) => envelope.to.includes(address))[nth - 1]?.mail;
        if (!text) return null;
        return {
          subject: text.subject ?? '',
          confirm: linkIn(text.text ?? '', 'confirm'),
          leave: linkIn(text.text ?? '', 'leave'),
        };
      }),
    close: async () => {
      await pages.close();
      await smtp.close();
      await new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      });
    },
  };
}

/** Waits until the sink has stored a lead from `email`; then every lead stored from it. */
export function storedFrom(site: Site, email: string, timeoutMs?: number): Promise<StoredLead[]> {
  return until(
    `a lead from ${email} to be stored`,
    async () => {
      const leads = (await site.leads()).filter((lead) => lead.email === email);
      return leads.length > 0 ? leads : null;
    },
    timeoutMs,
  );
}

/** Parks a request to the sink until the test answers it; one the browser gives up is closed. */
async function park(request: IncomingMessage, response: ServerResponse): Promise<HeldRequest> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  const item: HeldRequest = {
    id: new URLSearchParams(body).get('submission_id') ?? '',
    send: new URL(request.url ?? '/', 'http://site').searchParams.get('send'),
    closed: false,
    answer(reply) {
      if (item.closed) return;
      item.closed = true;
      if (reply === 'network error') {
        request.socket.destroy();
        return;
      }
      const [status, , seconds] = reply.split(' ');
      const headers = { 'content-type': 'application/json', ...(seconds ? { 'retry-after': seconds } : {}) };
      response.writeHead(Number(status), headers).end(status === '200' ? '{"ok":true}' : '{}');
    },
  };
  response.once('close', () => {
    item.closed = true;
  });
  return item;
}
