/**
 * The console's pages over a real SQLite lead database in a temporary folder, as ops-routes.ts
 * mounts them once the operator is signed in, and what the tests read their answers with.
 */
import { type BoundFunctions, type queries, within } from '@testing-library/dom';
import { Hono } from 'hono';
import { afterEach, beforeEach } from 'vitest';
import { foundersHeld } from '../../../../../server/founders/founder-spots';
import type { ClosableLeadSink, LeadInput } from '../../../../../server/lead-sink/sqlite-sink';
import { consolePages } from '../../../../../server/ops/console/pages';
import type { OpsEnv } from '../../../../../server/ops/ops-context';
import { type LeadDatabase, leadDatabase } from '../../../../support/lead-database';

/**
 * jsdom reads a page as a browser would, without running anything. (The tests run in Node's
 * environment, where the lead store finds its migrations; jsdom ships no types of its own.)
 */
const JSDOM_MODULE = 'jsdom';
const { JSDOM } = (await import(JSDOM_MODULE)) as { JSDOM: new (html: string) => { window: Window } };

/** The console's clock in these tests. */
export const NOW = new Date('2026-11-21T10:00:00.000Z');
/** FOUNDERS_TAKEN_BEFORE, as an operator who took reservations elsewhere sets it. */
export const TAKEN_BEFORE = 18;

export interface ConsoleApp {
  app: Hono<OpsEnv>;
  sink: ClosableLeadSink;
  /** Stores a lead as received at `at` (ISO 8601). */
  add(lead: Partial<LeadInput>, at?: string): Promise<void>;
}

let sequence = 0;

export const leadOf = (lead: Partial<LeadInput> = {}): LeadInput => {
  sequence += 1;
  return {
    email: 'ada@example.com',
    url: 'https://ada.example/',
    message: 'Expression of interest',
    site: 'https://testable.example/',
    submission_id: `sub-${sequence}`,
    ...lead,
  };
};

/**
 * A fresh database and console for each test, removed after it; `confirmedOnly`: as with a
 * mailer, a reservation holds a spot once its address is confirmed.
 */
export function consoleAppPerTest({ confirmedOnly = false } = {}): ConsoleApp {
  let database: LeadDatabase | undefined;
  const current = {} as ConsoleApp;
  beforeEach(() => {
    // Each lead is received when the test says (NOW unless told).
    database = leadDatabase('ops-console-');
    const { sink, add } = database;
    const app = new Hono<OpsEnv>();
    app.use(async (c, next) => {
      c.set('ops', {
        database: () => sink.database(),
        foundersTaken: async () => TAKEN_BEFORE + (await foundersHeld(await sink.database(), confirmedOnly)),
        founderRule: { takenBefore: TAKEN_BEFORE, confirmedOnly },
        now: () => NOW,
      });
      await next();
    });
    app.route('/ops', consolePages());
    Object.assign(current, {
      app,
      sink,
      async add(lead: Partial<LeadInput>, at = NOW.toISOString()) {
        await add(leadOf(lead), at);
      },
    });
  });
  afterEach(() => database?.remove());
  return current;
}

export interface Page {
  status: number;
  html: string;
  document: Document;
  /** Testing Library's queries over the page's body. */
  screen: BoundFunctions<typeof queries>;
}

/** A page's HTML read as a browser reads it. */
export function parsePage(html: string, status = 200): Page {
  const { document } = new JSDOM(html).window;
  return { status, html, document, screen: within(document.body) };
}

export async function readPage(response: Response): Promise<Page> {
  return parsePage(await response.text(), response.status);
}

export async function getPage(app: Hono<OpsEnv>, path: string): Promise<Page> {
  return readPage(await app.request(path));
}

export async function postForm(app: Hono<OpsEnv>, path: string, form: Record<string, string>): Promise<Page> {
  return readPage(
    await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }),
  );
}
