/**
 * The world of the outbox model's journey (../outbox-model.journey.ts): two tabs holding
 * ./outbox-page.ts, their clocks stepped together, the pages and the sink given until they are
 * quiet, and the properties checked after every command.
 */
import { build } from 'esbuild';
import { expect } from 'vitest';
import type { Tab } from '../driver/tab.ts';
import type { ExtraFile, Site } from '../site.ts';
import { evaluate, until } from '../steps.ts';
import type { OutboxDriver, Send } from './outbox-page.ts';

export const PAGE = '/__model/outbox.html';
const SCRIPT = '/__model/outbox.js';
/** Another address of the same origin, without the lead code (a page of the site would send what waits on the real clock). */
export const ELSEWHERE = '/__model/elsewhere.html';
export const KEY = 'testable:leadOutbox';
const NOW_KEY = 'outbox-model:now';
const T0 = Date.UTC(2026, 0, 5, 9);
export const MINUTE = 60_000;
declare global {
  interface Window {
    outboxDriver: OutboxDriver;
  }
}

/** One history's world: the two tabs, the page loaded in each, the model's clock and its leads. */
export class World {
  /** Which load each tab shows: a request's Referer names the page that sent it. */
  loads = [0, 0];
  now = T0;
  /** Leads a 2xx or a refusal was read for, or a re-submit replaced: never in the outbox again. */
  done = new Set<string>();
  /** Leads the model saw waiting. */
  waiting = new Set<string>();
  /** The sends of the pages that have gone, each open at most until its page went (wall time). */
  goneSends: Send[] = [];

  constructor(
    readonly tabs: Tab[],
    readonly writer: Tab,
    readonly site: Site,
    readonly from: number,
  ) {}

  requests = () => this.site.held().slice(this.from);
  open = () => this.requests().filter((request) => !request.closed);
}

const pageOf = (world: World, tab: number) => `${PAGE}?tab=${tab}&load=${world.loads[tab]}`;

export async function stored(world: World): Promise<{ submission_id: string; email: string }[]> {
  return JSON.parse((await evaluate(world.writer, (key) => localStorage.getItem(key), KEY)) ?? '[]');
}

/** Loads the driver page in `tab` at the model's time, and lets it send what waits. */
export async function openPage(world: World, tab: number): Promise<void> {
  const page = world.tabs[tab] as Tab;
  await evaluate(world.writer, (key, now) => localStorage.setItem(key, String(now)), NOW_KEY, world.now);
  await page.goto(pageOf(world, tab));
  await until('the driver page to load', () => evaluate(page, () => document.title === 'ready'));
  await evaluate(page, () => window.outboxDriver.flush());
}

/**
 * The page in `tab` is about to go: its sends are kept, and one still open counts for property 2
 * only until now (the page will never hear its answer).
 */
export async function pageGoes(world: World, tab: number): Promise<void> {
  const sends = await evaluate(world.tabs[tab] as Tab, () => window.outboxDriver.sends());
  const now = await evaluate(world.writer, () => performance.timeOrigin + performance.now());
  world.goneSends.push(...sends.map((send) => ({ ...send, ended: Math.min(send.ended ?? now, now) })));
  world.loads[tab] = (world.loads[tab] ?? 0) + 1;
}

/** Until the pages and the sink have been quiet for three looks in a row (at most 5 s). */
export async function settle(world: World): Promise<void> {
  let last = '';
  let quiet = 0;
  for (let look = 0; look < 100 && quiet < 3; look++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const snapshot = JSON.stringify([await stored(world), world.requests().map((request) => request.closed)]);
    quiet = snapshot === last ? quiet + 1 : 0;
    last = snapshot;
  }
}

/** When the pages' next timer is due (the earliest of any page), or Infinity. */
async function nextTimer(world: World): Promise<number> {
  const times = await Promise.all(world.tabs.map((tab) => evaluate(tab, () => window.outboxDriver.nextTimer())));
  return Math.min(...times.map((at) => at ?? Number.POSITIVE_INFINITY));
}

/** Every page's clock to `time`, each running its timers due by then; then the pages settle. */
async function clocksTo(world: World, time: number): Promise<void> {
  world.now = Math.max(world.now, time);
  for (const tab of world.tabs) await evaluate(tab, (at) => window.outboxDriver.runTo(at), world.now);
  await settle(world);
}

/** Steps every page's clock together, timer by timer, to `ms` from now. */
export async function advance(world: World, ms: number): Promise<void> {
  const end = world.now + ms;
  for (let step = 0; step < 200; step++) {
    const next = await nextTimer(world);
    if (next > end) break;
    await clocksTo(world, next);
  }
  await clocksTo(world, end);
}

export async function verify(world: World, when: string): Promise<void> {
  const ids = new Set((await stored(world)).map((lead) => lead.submission_id));
  for (const id of world.waiting)
    if (!world.done.has(id)) expect(ids.has(id), `after ${when}: ${id} waits in localStorage`).toBe(true);
  for (const id of world.done)
    expect(ids.has(id), `after ${when}: ${id} was answered (or replaced) but is still in localStorage`).toBe(false);
  for (const id of ids) if (!world.done.has(id)) world.waiting.add(id);
  // Property 2: no send of a lead began while another send of it was open in a page still there.
  const live = await Promise.all(world.tabs.map((tab) => evaluate(tab, () => window.outboxDriver.sends())));
  const sends = [...world.goneSends, ...live.flat()].sort((a, b) => a.started - b.started);
  for (const [index, later] of sends.entries())
    for (const earlier of sends.slice(0, index))
      if (earlier.id === later.id)
        expect(
          (earlier.ended ?? Number.POSITIVE_INFINITY) <= later.started,
          `after ${when}: ${later.id} was sent while a send of it was still open`,
        ).toBe(true);
}

export async function openAgain(world: World, tab: number, reloaded?: () => Promise<void>): Promise<void> {
  const waiting = [...world.waiting].filter((id) => !world.done.has(id));
  if (reloaded) {
    await evaluate(world.writer, (key, now) => localStorage.setItem(key, String(now)), NOW_KEY, world.now);
    await reloaded();
    const page = world.tabs[tab] as Tab;
    await until('the driver page to load', () => evaluate(page, () => document.title === 'ready'));
    await evaluate(page, () => window.outboxDriver.flush());
  } else await openPage(world, tab);
  const held = await evaluate(world.tabs[tab] as Tab, () => window.outboxDriver.outbox());
  for (const id of waiting) expect(held, `the page opened again holds ${id}`).toContain(id);
}

/**
 * The sink answers 200 from now on, each request as it comes: time runs on from one timer to the
 * next, and every lead goes, and the outbox empties.
 */
export async function recover(world: World): Promise<void> {
  for (let step = 0; step < 100; step++) {
    for (const request of world.open()) {
      world.done.add(request.id);
      request.answer('200');
    }
    await settle(world);
    if ((await stored(world)).length === 0 && world.open().length === 0) break;
    const next = await nextTimer(world);
    // Nothing open and no timer left: a lead that waits for ever, which the check below reports.
    if (!Number.isFinite(next)) break;
    if (world.open().length === 0) await clocksTo(world, next);
  }
  await verify(world, 'recovery');
  expect(await stored(world), 'the outbox once the sink answers 200').toEqual([]);
}

/** The driver page, its script (bundled with the lead code) and the other address, for the site to serve. */
export async function driverFiles(): Promise<Record<string, ExtraFile>> {
  const bundle = await build({
    entryPoints: ['tests/journeys/model/outbox-page.ts'],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    // The model runs without the bot check (altchaUrl ''): the widget's timers would wait on the
    // journey's clock. Its worker, a Vite import, is never loaded here; the other journeys send
    // every lead with a proof the engine solved.
    plugins: [
      {
        name: 'no-proof-worker',
        setup(esbuild) {
          esbuild.onResolve({ filter: /\?worker$/ }, ({ path }) => ({ path, namespace: 'no-proof-worker' }));
          esbuild.onLoad({ filter: /^/, namespace: 'no-proof-worker' }, () => ({
            contents: 'export default class {}',
          }));
        },
      },
    ],
    define: {
      __PUBLIC_CONFIG__: JSON.stringify({
        analysisHost: '',
        analysisApiKey: 'local-dev-key',
        leadWebhookUrl: '/api/leads',
        foundersUrl: '',
        altchaUrl: '',
        gaId: '',
        siteUrl: 'http://localhost:4321',
        syncWorker: false,
      }),
    },
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  return {
    [PAGE]: {
      type: 'text/html',
      body: `<!doctype html><title>loading</title><script type="module" src="${SCRIPT}"></script>`,
    },
    [SCRIPT]: { type: 'text/javascript', body: script },
    [ELSEWHERE]: { type: 'text/html', body: '<!doctype html><title>elsewhere</title>' },
  };
}
