/**
 * The browser's lead outbox as a model (fast-check `fc.commands`): random histories of
 * submissions, webhook answers, time, the connection, pages leaving and reloading, other tabs and
 * the sync worker, driven only through the outbox's public surface, so that the same tests hold
 * whatever src/leads/ looks like inside:
 *
 * - src/leads/store: submitLead, flushOutbox, keepLeadsReady, $leadOutbox, loaded afresh for
 *   every page (vi.resetModules and a new import; a page closed is cleaned with cleanStores);
 * - localStorage 'testable:leadOutbox', read raw, and written raw by "another tab";
 * - window and document events (online, offline, pagehide, visibilitychange, storage), and the
 *   BroadcastChannel 'testable:leads', which the code under test uses itself;
 * - src/leads/worker, imported once, and its `sync` event dispatched on `self`;
 * - the webhook: each request held open until a command answers it (then msw gives that answer),
 *   so that sends overlap, or until its sender gives it up (its signal); the clock, faked
 *   (setTimeout, clearTimeout, Date), with setImmediate left real because fake-indexeddb (the
 *   senders' claims and notes) runs on it.
 *
 * The properties:
 * 1. A lead leaves the outbox (localStorage, and the page's $leadOutbox where checked) only after a
 *    readable 2xx or a refusal for its submission_id, the end of its week, or a re-submit that
 *    replaced it; once such an answer was read, nothing sends that submission_id again and it
 *    does not come back into the outbox.
 * 2. No two requests for one submission_id are ever open at once while their senders run: (a) two
 *    tabs of a browser without Background Sync, (b) a page and the sync worker where it exists.
 *    (A page closed or frozen mid-send never hears its answer: its request no longer counts.)
 * 3. A lead survives a reload at any step: the new page's outbox holds every lead still waiting.
 * 4. Entries of the old stored format (no `format`, no `queuedAt`) and entries with fields this
 *    release does not know are read and sent with their submission_id, and the unknown fields
 *    survive every rewrite while they wait.
 *
 * Every page of a run shares this file's one jsdom window, document and clock. So that each page
 * still acts as itself, each runs in an async context of its own (see keepPagesApart): its timers
 * and listeners run in it, a request or a storage write is known by it, a page leaving is heard by
 * that page only, and another page's storage write reaches a page as a storage event a task later
 * while the page that wrote hears nothing, as in browsers. `online` and `offline` reach every
 * page, as they do in a browser. (Reading $leadOutbox while nothing listens to it mounts it, which
 * starts the page's listeners: the harness reads it inside the page's context too.)
 *
 * Each property's examples are the histories that once broke it; the notes say what broke.
 */
import 'fake-indexeddb/auto';
import { AsyncLocalStorage } from 'node:async_hooks';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackgroundSync } from '../../../support/background-sync';
import { TOAST_COPY } from '../../../support/lead-sink';
import { mockNetwork } from '../../../support/mock-network';

// ---------------------------------------------------------------------------------------------
// Constants of the lead protocol (docs/leads.md), written out rather than imported,
// so that a refactor of src/leads/ cannot change what the tests expect.

const KEY = 'testable:leadOutbox';
const CHANNEL_AND_SYNC_TAG = 'testable:leads';
const SINK = '/api/leads';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LIFETIME = 7 * DAY;
const MESSAGE = 'Expression of interest';
/** The clock of every run starts here (a Monday morning), so that a failure replays exactly. */
const T0 = Date.UTC(2026, 0, 5, 9);

/** How many tasks (setImmediate turns) a command is given to play out: IndexedDB, channels, fetch. */
const SETTLE_TURNS = 200;
/** Cases per property: the file must stay well under 30 s on a busy two-core machine. */
const RUNS = Number(process.env['FC_RUNS'] ?? 60);
const MAX_COMMANDS = 12;

// ---------------------------------------------------------------------------------------------
// The world a run happens in.

/** The page module's public surface, as the tests use it. */
interface Page {
  submitLead(fields: { email: string; url: string; message: string }): Promise<unknown>;
  flushOutbox(): Promise<void>;
  keepLeadsReady(): void;
  $leadOutbox: { get(): { submission_id: string; queuedAt?: unknown }[] };
}

/** Who runs: a page ('page 0', 'page 1') or the sync worker, told by the async context. */
type Actor = string;
const actor = new AsyncLocalStorage<Actor>();
const UNKNOWN = 'no page';
const actorNow = (): Actor => actor.getStore() ?? UNKNOWN;
/** How many times each tab has loaded a page: a page that was closed or frozen keeps its own name. */
const loads = new Map<number, number>();
const pageName = (tab: number): Actor =>
  `page ${tab}${(loads.get(tab) ?? 0) > 0 ? `, load ${(loads.get(tab) ?? 0) + 1}` : ''}`;
/** Pages closed or frozen: none of their timers or listeners runs again, and they make no request. */
const stopped = new Set<Actor>();
/** On an event the harness dispatches: the listeners of this page are left out (its own storage write). */
const NOT_FOR = Symbol('not for');
/** On an event the harness dispatches: only this page's listeners hear it (this page is leaving). */
const ONLY_FOR = Symbol('only for');

/**
 * Every page of this file shares one window, one document and one clock. So that each page's
 * work stays its own (its requests, its storage writes, its timers), each runs in an async context
 * of its own: its calls are made in it, its timers and its window and document listeners run in the
 * context they were set up in, and a listener skips an event the harness addressed to another page.
 */
function keepPagesApart(): () => void {
  const fakeSetTimeout = globalThis.setTimeout;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const owner = actor.getStore();
    const inContext = AsyncLocalStorage.bind(callback);
    return fakeSetTimeout(
      (...values: unknown[]) => (owner !== undefined && stopped.has(owner) ? undefined : inContext(...values)),
      ms,
      ...args,
    );
  }) as typeof setTimeout;
  const bound = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
  const inOwnContext = (listener: EventListenerOrEventListenerObject): EventListener => {
    let wrapper = bound.get(listener);
    if (!wrapper) {
      const owner = actor.getStore();
      const inContext = AsyncLocalStorage.snapshot();
      wrapper = function (this: unknown, event: Event) {
        const marks = event as Event & { [NOT_FOR]?: Actor; [ONLY_FOR]?: Actor };
        if (owner !== undefined && (marks[NOT_FOR] === owner || (marks[ONLY_FOR] ?? owner) !== owner)) return;
        if (owner !== undefined && stopped.has(owner)) return;
        return inContext(() =>
          typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event),
        );
      };
      bound.set(listener, wrapper);
    }
    return wrapper;
  };
  type Add = EventTarget['addEventListener'];
  type Remove = EventTarget['removeEventListener'];
  const wrapAdd = (add: Add): Add =>
    function (this: EventTarget, type, listener, options) {
      return add.call(this, type, listener && inOwnContext(listener), options);
    };
  const wrapRemove = (remove: Remove): Remove =>
    function (this: EventTarget, type, listener, options) {
      return remove.call(this, type, (listener && bound.get(listener)) ?? listener, options);
    };
  // The document (and every other node) through jsdom's EventTarget...
  const target = window.EventTarget.prototype;
  const { addEventListener, removeEventListener } = target;
  vi.spyOn(target, 'addEventListener').mockImplementation(wrapAdd(addEventListener));
  vi.spyOn(target, 'removeEventListener').mockImplementation(wrapRemove(removeEventListener));
  // ...and the window, whose methods Vitest's jsdom environment binds onto the global object.
  const saved = (['addEventListener', 'removeEventListener'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  const onWindow = { add: globalThis.addEventListener, remove: globalThis.removeEventListener };
  Object.defineProperty(globalThis, 'addEventListener', {
    value: wrapAdd(onWindow.add),
    configurable: true,
    writable: true,
  });
  Object.defineProperty(globalThis, 'removeEventListener', {
    value: wrapRemove(onWindow.remove),
    configurable: true,
    writable: true,
  });
  return () => {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(globalThis, name, descriptor);
  };
}

interface OpenRequest {
  id: string;
  by: Actor;
  answer(reply: Reply): void;
}

type Variant = 'page' | 'tabs' | 'sync';

/** Which properties a run checks, besides a lead never leaving storage unfinished (1) and reloads (3). */
interface Checks {
  /** Property 2: a second request for a submission_id while one is open is a violation. */
  overlap: boolean;
  /** Property 1 on every open page's $leadOutbox too, not on storage alone. */
  views: boolean;
}

/** What one run has: the open pages, the webhook's requests, the storage history. */
class World {
  pages: Page[] = [];
  /** Requests a command may answer, oldest first. */
  open: OpenRequest[] = [];
  /** Requests of a page that was closed (reloaded) while they were open: never read by anyone. */
  orphans: OpenRequest[] = [];
  /** Every request the webhook received. */
  sent: { id: string; by: Actor; form: Record<string, string> }[] = [];
  /** Submission ids whose 2xx or refusal was read, or that a re-submit replaced: never sent again. */
  done = new Set<string>();
  /** Broken promises, found while requests arrive: checked after every command. */
  violations: string[] = [];
  /** What storage held since the last reload: what another tab may have read, and write back. */
  history: string[] = [];
  syncRegistered = false;

  constructor(
    readonly variant: Variant,
    readonly checks: Checks,
  ) {}

  /**
   * A request to the webhook, sent by `by`: held open until a command answers it (`forward` then
   * takes it to the mocked network with that answer), offline too (a command may answer it with
   * a network error): a request that fails at once would be sent again every 5 minutes for a
   * week of fake time, thousands of sends that tell nothing new.
   */
  async receive(
    request: Request,
    by: Actor,
    forward: (reply: Reply) => Promise<Response>,
    signal?: AbortSignal | null,
  ): Promise<Response> {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    const id = form['submission_id'] ?? '';
    this.sent.push({ id, by, form });
    if (by === UNKNOWN) this.violations.push(`the harness cannot tell who sent ${id}`);
    if (this.done.has(id)) this.violations.push(`${by} sent ${id} again after its answer was read`);
    const other = this.open.find((item) => item.id === id);
    if (this.checks.overlap && other)
      this.violations.push(`${by} sent ${id} while a request of ${other.by} for it was still open`);
    return new Promise<Response>((resolve, reject) => {
      // A request its sender gives up (its time limit) is no longer open: nobody can answer it.
      if (signal?.aborted) return reject(signal.reason);
      const open: OpenRequest = { id, by, answer: (reply) => forward(reply).then(resolve, reject) };
      this.open.push(open);
      signal?.addEventListener('abort', () => {
        this.open = this.open.filter((item) => item !== open);
        reject(signal.reason);
      });
    });
  }

  /** Lets promises, IndexedDB, channels, storage events and fetches play out; time stands still. */
  async settle(): Promise<void> {
    for (let turn = 0; turn < SETTLE_TURNS; turn++) await new Promise((resolve) => setImmediate(resolve));
    const value = localStorage.getItem(KEY);
    if (value !== null && this.history.at(-1) !== value) this.history.push(value);
  }
}

let world: World;

// ---------------------------------------------------------------------------------------------
// Pages, the worker, the browser's parts.

/** The answer a command chose for a request, which the mocked webhook then gives. */
const REPLY = 'x-model-reply';
mockNetwork(
  http.get('/dialogs.json', () => HttpResponse.json(TOAST_COPY)),
  http.post(SINK, ({ request }) => responseFor((request.headers.get(REPLY) ?? 'network error') as Reply)),
);

const inPage = <T>(tab: number, work: () => T): T => actor.run(pageName(tab), work);

/** A page loads: the outbox's module afresh, in the page's own context. */
function openPage(tab: number): Promise<Page> {
  return inPage(tab, async () => {
    vi.resetModules();
    return (await import('../../../../src/leads/store')) as unknown as Page;
  });
}

/**
 * A page closes, or is frozen in the back-forward cache: it runs nothing again, its open requests
 * are never read, and whatever it holds (a claim) stays as it left it.
 */
function closePage(w: World, tab: number): void {
  const page = w.pages[tab];
  const name = pageName(tab);
  stopped.add(name);
  if (page) inPage(tab, () => cleanStores(page.$leadOutbox as Parameters<typeof cleanStores>[0]));
  w.orphans.push(...w.open.filter((request) => request.by === name));
  w.open = w.open.filter((request) => request.by !== name);
  loads.set(tab, (loads.get(tab) ?? 0) + 1);
}

/** The sync worker runs in this file's global scope (src/leads/worker.ts listens on `self`). */
let workerLoaded = false;
async function loadWorker(): Promise<void> {
  if (workerLoaded) return;
  await actor.run('the sync worker', () => import('../../../../src/leads/worker'));
  workerLoaded = true;
}

/** The browser fires the worker's sync event (Chromium: once a page has registered one). */
function fireSync(): void {
  let work: Promise<unknown> = Promise.resolve();
  const event = Object.assign(new Event('sync'), {
    tag: CHANNEL_AND_SYNC_TAG,
    lastChance: false,
    waitUntil: (promise: Promise<unknown>) => {
      work = promise;
    },
  });
  actor.run('the sync worker', () => self.dispatchEvent(event));
  // A sync that rejects is tried again by the browser later: here, by a later Sync command.
  work.catch(() => {});
}

/** A Chromium-like browser: Background Sync, and the worker installed. */
function installBackgroundSync(): void {
  fakeBackgroundSync(async (tag) => {
    if (tag === CHANNEL_AND_SYNC_TAG) world.syncRegistered = true;
  });
}

function setOnline(onLine: boolean): void {
  Object.defineProperty(navigator, 'onLine', { value: onLine, configurable: true });
}

/**
 * Requests to the webhook are held where they are made, in fetch: who made them is known there
 * (the caller's async context), and a request held there is open for as long as a command leaves
 * it, however far the clock moves (the mocked network's own timeouts run on the fake clock). A
 * closed page's requests are never answered: their promises stay pending, and the page's code
 * after them never runs, as in a browser.
 */
function holdWebhookRequests(): void {
  const fetchNow = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== SINK) return fetchNow(input, init);
    const by = actorNow();
    // A page that was closed or frozen makes no request (its work was under way when it went).
    if (stopped.has(by)) return new Promise<Response>(() => {});
    const forward = (reply: Reply) => {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set(REPLY, reply);
      return fetchNow(input, { ...init, headers });
    };
    const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
    // The request is read without the signal: jsdom's Request cannot take Node's AbortSignal.
    const { signal: _, ...rest } = init ?? {};
    return world.receive(new Request(input instanceof Request ? input.url : url, rest), by, forward, signal);
  });
}

/**
 * Tabs share storage: every write to the outbox is told to the other pages as a storage event a
 * task later, with the values of that write; the page that wrote it hears nothing, as in browsers.
 * A write of the test itself ("another tab") is told to every page.
 */
function relayStorageEvents(): void {
  for (const method of ['setItem', 'removeItem'] as const) {
    const original = Storage.prototype[method] as (this: Storage, ...args: string[]) => void;
    vi.spyOn(Storage.prototype, method).mockImplementation(function (this: Storage, ...args: string[]) {
      const [key] = args;
      if (stopped.has(actorNow())) return;
      const oldValue = this.getItem(key ?? '');
      original.apply(this, args);
      if (key !== KEY) return;
      const newValue = this.getItem(KEY);
      const writer = actor.getStore();
      setImmediate(() => {
        const event = new StorageEvent('storage', { key, oldValue, newValue });
        window.dispatchEvent(Object.assign(event, { [NOT_FOR]: writer }));
      });
    });
  }
}

async function deleteDatabases(): Promise<void> {
  for (const { name } of await indexedDB.databases()) {
    if (name)
      await new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = request.onerror = () => resolve();
      });
  }
}

// ---------------------------------------------------------------------------------------------
// The model.

interface Expected {
  email: string;
  status: 'waiting' | 'finished';
  /** When its week started, as far as the outbox tells (for an old entry: when first read). */
  queuedAt: number;
}
interface Model {
  world: World;
  leads: Map<string, Expected>;
  /** Fields the seeded entries carry that this release does not know, by submission_id. */
  extras: Map<string, Record<string, unknown>>;
}

const readStored = (): Record<string, unknown>[] => {
  const raw = localStorage.getItem(KEY);
  if (raw === null) return [];
  const data: unknown = JSON.parse(raw);
  return Array.isArray(data) ? data : [];
};

const idsIn = (items: readonly { submission_id?: unknown }[]) =>
  new Set(items.map((item) => String(item.submission_id)));

/** Properties 1 and 4 (and 2, as found by the webhook), after every command. */
function verify(model: Model, when: string): void {
  const w = model.world;
  expect(w.violations, when).toEqual([]);
  const stored = readStored();
  const storedIds = idsIn(stored);
  const views = w.checks.views ? w.pages.map((page, tab) => inPage(tab, () => page.$leadOutbox.get())) : [];
  for (const [id, lead] of model.leads) {
    if (lead.status === 'finished') continue;
    const missing = [
      ...(storedIds.has(id) ? [] : ['localStorage']),
      ...views.flatMap((view, tab) => (idsIn(view).has(id) ? [] : [`the $leadOutbox of page ${tab}`])),
    ];
    if (missing.length === 0) {
      const seen = [stored, ...views]
        .map((items) => items.find((item) => item.submission_id === id)?.queuedAt)
        .filter((value): value is number => typeof value === 'number');
      if (seen.length > 0) lead.queuedAt = Math.min(...seen);
      continue;
    }
    if (w.done.has(id) || Date.now() - lead.queuedAt >= LIFETIME) {
      lead.status = 'finished';
      continue;
    }
    expect.fail(
      `after ${when}: lead ${id} (${lead.email.trim()}) left ${missing.join(' and ')} without a 2xx, a refusal, ` +
        `a replacement or the end of its week (it is ${Math.round((Date.now() - lead.queuedAt) / MINUTE)} min old)`,
    );
  }
  for (const id of w.done) {
    expect(storedIds.has(id), `after ${when}: ${id} is finished but back in localStorage`).toBe(false);
    for (const [tab, view] of views.entries())
      expect(idsIn(view).has(id), `after ${when}: ${id} is finished but in page ${tab}'s $leadOutbox`).toBe(false);
  }
  // Leads the model has not met yet (a submission's new id): waiting from now on.
  for (const item of stored) {
    const id = String(item.submission_id);
    if (!model.leads.has(id) && !w.done.has(id))
      model.leads.set(id, {
        email: String(item.email),
        status: 'waiting',
        queuedAt: typeof item.queuedAt === 'number' ? item.queuedAt : Date.now(),
      });
  }
  // Property 4: what this release does not know is kept as it is while the lead waits.
  for (const [id, extra] of model.extras) {
    const entry = stored.find((item) => item.submission_id === id);
    if (entry) expect(entry, `after ${when}: the unknown fields of ${id}`).toMatchObject(extra);
  }
}

// ---------------------------------------------------------------------------------------------
// The commands.

type Cmd = fc.AsyncCommand<Model, World>;
/** The first and the last are one address to the outbox (case and spaces aside): a re-submit. */
const EMAILS = ['ada@example.com', 'grace@example.com', 'Ada@Example.com '];
const URLS = ['', 'https://app.example/'];

class Submit implements Cmd {
  constructor(
    readonly tab: number,
    readonly email: number,
    readonly url: number,
  ) {}
  check = (m: Readonly<Model>) => this.tab < m.world.pages.length;
  async run(m: Model, w: World) {
    const email = EMAILS[this.email] ?? '';
    const sameEmail = (other: unknown) =>
      typeof other === 'string' && other.trim().toLowerCase() === email.trim().toLowerCase();
    const before = [...m.leads].find(([, lead]) => lead.status === 'waiting' && sameEmail(lead.email));
    inPage(this.tab, () => void w.pages[this.tab]?.submitLead({ email, url: URLS[this.url] ?? '', message: MESSAGE }));
    await w.settle();
    const queued = readStored().find((item) => sameEmail(item.email));
    expect(queued, `after ${this}: the submission waits in the outbox`).toBeDefined();
    const id = String(queued?.submission_id);
    if (before && before[0] !== id) {
      // Replaced by a re-submit under a new id (another app address): never to be sent again.
      w.done.add(before[0]);
      before[1].status = 'finished';
    }
    m.leads.set(id, { email, status: 'waiting', queuedAt: Date.now() });
    verify(m, String(this));
  }
  toString = () => `submit(page ${this.tab}, ${EMAILS[this.email]?.trim()}, url ${this.url})`;
}

type Reply = '200' | '400' | '422' | '503' | '503 retry-after 120' | '503 retry-after 7200' | 'network error';
const REPLIES: Reply[] = ['200', '400', '422', '503', '503 retry-after 120', '503 retry-after 7200', 'network error'];

function responseFor(reply: Reply): Response {
  if (reply === 'network error') return HttpResponse.error();
  const [code, , seconds] = reply.split(' ');
  return new HttpResponse(null, { status: Number(code), headers: seconds ? { 'retry-after': seconds } : {} });
}

/** The webhook answers one open request (#0 the oldest). */
class Answer implements Cmd {
  constructor(
    readonly pick: number,
    readonly reply: Reply,
  ) {}
  check = (m: Readonly<Model>) => m.world.open.length > 0;
  async run(m: Model, w: World) {
    const [request] = w.open.splice(this.pick % w.open.length, 1);
    if (!request) return;
    if (['200', '400', '422'].includes(this.reply)) w.done.add(request.id);
    request.answer(this.reply);
    await w.settle();
    verify(m, String(this));
  }
  toString = () => `answer(#${this.pick}, ${this.reply})`;
}

class Wait implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    await vi.advanceTimersByTimeAsync(this.ms);
    await w.settle();
    verify(m, String(this));
  }
  toString = () =>
    `wait(${this.ms >= DAY ? `${this.ms / DAY} d` : this.ms >= MINUTE ? `${this.ms / MINUTE} min` : `${this.ms} ms`})`;
}

/** The connection drops or comes back (navigator.onLine): every page hears it, as in browsers. */
class Connection implements Cmd {
  constructor(readonly online: boolean) {}
  check = () => true;
  async run(m: Model, w: World) {
    setOnline(this.online);
    window.dispatchEvent(new Event(this.online ? 'online' : 'offline'));
    await w.settle();
    verify(m, String(this));
  }
  toString = () => (this.online ? 'online' : 'offline');
}

/**
 * The visitor leaves one page. Hidden (another tab in front), it goes on running in the
 * background. On pagehide (the visitor goes to another address) it is frozen in the back-forward
 * cache, holding whatever it held, and the visitor comes back to the site in that tab: a new page,
 * which sends what waits.
 */
class Leave implements Cmd {
  constructor(
    readonly tab: number,
    readonly how: 'pagehide' | 'hidden',
  ) {}
  check = (m: Readonly<Model>) => this.tab < m.world.pages.length;
  async run(m: Model, w: World) {
    const only = { [ONLY_FOR]: pageName(this.tab) };
    if (this.how === 'pagehide') window.dispatchEvent(Object.assign(new Event('pagehide'), only));
    else {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(Object.assign(new Event('visibilitychange'), only));
      Reflect.deleteProperty(document, 'visibilityState');
    }
    await w.settle();
    verify(m, String(this));
    if (this.how === 'pagehide') await openAgain(m, w, this.tab);
  }
  toString = () =>
    this.how === 'pagehide' ? `pagehide, frozen, back by address(page ${this.tab})` : `hidden(page ${this.tab})`;
}

/**
 * A page is closed and loaded again, and its page script sends what waits. The closed page's open
 * requests are never read, and no longer count for property 2: its keepalive request may go on,
 * but the page is gone, so nothing could keep the new page from sending the lead too.
 */
class Reload implements Cmd {
  constructor(readonly tab: number) {}
  check = (m: Readonly<Model>) => this.tab < m.world.pages.length;
  async run(m: Model, w: World) {
    await openAgain(m, w, this.tab);
  }
  toString = () => `reload(page ${this.tab})`;
}

/** The page of `tab` is closed (or frozen) and a new one opens there and sends what waits. */
async function openAgain(m: Model, w: World, tab: number): Promise<void> {
  closePage(w, tab);
  w.history = [];
  const page = await openPage(tab);
  w.pages[tab] = page;
  // Property 3: the new page's outbox holds every lead still waiting, before it does anything.
  // (Reading a store with no listener mounts it: in the page's own context.)
  const fresh = idsIn(inPage(tab, () => page.$leadOutbox.get()));
  for (const [id, lead] of m.leads) {
    if (lead.status === 'waiting' && !w.done.has(id) && Date.now() - lead.queuedAt < LIFETIME)
      expect(fresh.has(id), `after opening page ${tab} again: its $leadOutbox holds ${id}`).toBe(true);
  }
  inPage(tab, () => void page.flushOutbox());
  await w.settle();
  verify(m, `page ${tab} opened again`);
}

/** Another tab, which read the outbox since the last reload (#0 the earliest), writes what it read. */
class StaleWrite implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.world.history.length > 0;
  async run(m: Model, w: World) {
    localStorage.setItem(KEY, w.history[this.pick % w.history.length] ?? '[]');
    await w.settle();
    verify(m, String(this));
  }
  toString = () => `another tab writes a stale outbox(#${this.pick})`;
}

/** The browser wakes the sync worker (Chromium, once a page has registered a sync). */
class Sync implements Cmd {
  check = (m: Readonly<Model>) => m.world.syncRegistered;
  async run(m: Model, w: World) {
    fireSync();
    await w.settle();
    verify(m, String(this));
  }
  toString = () => 'sync event';
}

const waits = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.constantFrom(2_000, 5 * MINUTE, HOUR + MINUTE, LIFETIME + MINUTE),
);

function commandsFor(variant: Variant): fc.Arbitrary<Iterable<Cmd>> {
  const tab = fc.nat(variant === 'tabs' ? 1 : 0);
  const command = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(tab, fc.nat(EMAILS.length - 1), fc.nat(URLS.length - 1))
        .map(([t, e, u]): Cmd => new Submit(t, e, u)),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(fc.nat(3), fc.constantFrom(...REPLIES)).map(([pick, reply]): Cmd => new Answer(pick, reply)),
    },
    { weight: 2, arbitrary: waits.map((ms): Cmd => new Wait(ms)) },
    { weight: 1, arbitrary: fc.boolean().map((online): Cmd => new Connection(online)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(tab, fc.constantFrom('pagehide' as const, 'hidden' as const))
        .map(([t, how]): Cmd => new Leave(t, how)),
    },
    { weight: 2, arbitrary: tab.map((t): Cmd => new Reload(t)) },
    { weight: 1, arbitrary: fc.nat(5).map((pick): Cmd => new StaleWrite(pick)) },
    ...(variant === 'sync' ? [{ weight: 2, arbitrary: fc.constant<Cmd>(new Sync()) }] : []),
  );
  return fc.commands([command], { maxCommands: MAX_COMMANDS });
}

// ---------------------------------------------------------------------------------------------
// Property 4's entries: as earlier releases wrote them, and as a later one might.

interface Seed {
  entry: Record<string, unknown>;
  /** The fields this release does not know, which must survive. */
  extra: Record<string, unknown>;
  toString(): string;
}
const seed = (entry: Record<string, unknown>, extra: Record<string, unknown> = {}): Seed => ({
  entry: { ...entry, ...extra },
  extra,
  toString: () => `stored ${String(entry['submission_id'])}`,
});
const SEEDS: Seed[] = [
  // Format 1: no `format`, no `queuedAt`, no `site`, no `opaqueSends`.
  seed({
    email: 'old@example.com',
    url: '',
    message: MESSAGE,
    submission_id: 'format-1',
    attempts: 2,
    nextAttemptAt: 0,
  }),
  // Format 1 with a field this release does not know.
  seed(
    { email: 'older@example.com', url: 'https://older.example/', message: MESSAGE, submission_id: 'format-1-extra' },
    { referrer: 'newsletter' },
  ),
  // A later release's entry: another format, and fields of its own; its next send is 30 s away.
  seed(
    {
      email: 'newer@example.com',
      url: '',
      message: MESSAGE,
      site: 'http://localhost:3000/pricing',
      submission_id: 'format-3',
      format: 3,
      queuedAt: T0 - DAY,
      attempts: 1,
      opaqueSends: 0,
      nextAttemptAt: T0 + 30_000,
    },
    { locale: 'de', consent: { given: true, at: '2025-12-01' } },
  ),
];

// ---------------------------------------------------------------------------------------------
// A run.

/**
 * The webhook recovers, the connection is back, the pages stay open: everything waiting goes.
 * Time runs on from one timer to the next, the webhook answering every request as it comes; a
 * lead that waits for ever (a claim or a lock that is never let go) runs this out.
 */
async function recover(m: Model, w: World): Promise<void> {
  if (!navigator.onLine) await new Connection(true).run(m, w);
  for (let round = 0; round < 300 && (readStored().length > 0 || w.open.length > 0); round++) {
    while (w.open.length > 0) await new Answer(0, '200').run(m, w);
    if (readStored().length === 0) break;
    if (w.syncRegistered && round % 20 === 0) fireSync();
    await vi.advanceTimersToNextTimerAsync();
    await w.settle();
    verify(m, 'recovery');
  }
  verify(m, 'recovery');
  if (process.env['DEBUG_MODEL'] && readStored().length > 0)
    console.log(
      'DEBUG',
      JSON.stringify({
        sent: w.sent.length,
        open: w.open.length,
        stored: readStored(),
        now: Date.now() - T0,
        timers: vi.getTimerCount(),
      }),
    );
  expect(readStored(), 'the outbox once the webhook has recovered').toEqual([]);
  for (const [id, lead] of m.leads)
    expect(lead.status === 'finished' || w.done.has(id), `${id} is finished`).toBe(true);
}

async function runModel(variant: Variant, checks: Checks, seeds: Seed[], commands: Iterable<Cmd>): Promise<void> {
  vi.clearAllTimers();
  vi.setSystemTime(T0);
  localStorage.clear();
  await deleteDatabases();
  setOnline(true);
  world = new World(variant, checks);
  loads.clear();
  stopped.clear();
  const w = world;
  // A page that left leads waiting had asked for a sync when their send failed.
  w.syncRegistered = variant === 'sync' && seeds.length > 0;
  const model: Model = { world: w, leads: new Map(), extras: new Map() };
  if (seeds.length > 0) localStorage.setItem(KEY, JSON.stringify(seeds.map((item) => item.entry)));
  for (const { entry, extra } of seeds) {
    const id = String(entry['submission_id']);
    const queuedAt = entry['queuedAt'];
    model.leads.set(id, {
      email: String(entry['email']),
      status: 'waiting',
      queuedAt: typeof queuedAt === 'number' ? queuedAt : T0,
    });
    if (Object.keys(extra).length > 0) model.extras.set(id, extra);
  }
  try {
    for (let tab = 0; tab < (variant === 'tabs' ? 2 : 1); tab++) {
      const page = await openPage(tab);
      w.pages.push(page);
      inPage(tab, () => void page.flushOutbox());
      await w.settle();
    }
    verify(model, 'the pages opened');
    await fc.asyncModelRun(() => ({ model, real: w }), commands);
    await recover(model, w);
    // Property 4: the old and unknown entries went out, each under its own submission_id.
    for (const { entry } of seeds) {
      const id = String(entry['submission_id']);
      expect(
        w.sent.some(
          ({ id: sentId, form }) =>
            sentId === id &&
            form['email'] === entry['email'] &&
            form['url'] === entry['url'] &&
            form['message'] === entry['message'],
        ),
        `${id} was sent with its submission_id`,
      ).toBe(true);
    }
  } finally {
    for (const tab of w.pages.keys()) closePage(w, tab);
    w.pages = [];
  }
}

function property(variant: Variant, checks: Checks, examples: [Seed[], Cmd[]][] = []): Promise<void> {
  return fc.assert(
    fc.asyncProperty(fc.subarray(SEEDS), commandsFor(variant), (seeds, commands) =>
      runModel(variant, checks, seeds, commands),
    ),
    { numRuns: RUNS, examples },
  );
}

let pagesTogether = () => {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  pagesTogether = keepPagesApart();
  relayStorageEvents();
  holdWebhookRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.useRealTimers();
  pagesTogether();
  Reflect.deleteProperty(window, 'SyncManager');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'onLine');
  localStorage.clear();
  await deleteDatabases();
});

const STORAGE_ONLY: Checks = { overlap: false, views: false };

/**
 * Each property first replays the histories that once broke it (fast-check `examples`), so that
 * what was fixed stays fixed; then random histories, unseeded.
 */
describe('the lead outbox as a model', () => {
  describe('one page, no Background Sync', () => {
    // Once broken (Firefox): the page left on pagehide took the lead's Web Lock and held it until
    // an answer that a page frozen in the back-forward cache never hears; the page the visitor
    // came back to waited for that lock for ever, and the lead was never sent.
    it('a lead leaves storage only when finished and survives any reload; old and unknown entries are sent, their fields kept (1, 3, 4)', async () => {
      await property('page', STORAGE_ONLY, [[[], [new Submit(0, 0, 0), new Leave(0, 'pagehide')]]]);
    }, 30_000);

    // Once broken: the page mended storage after another tab's stale write, then
    // @nanostores/persistent's own storage listener, which ran after the page's, set the atom to
    // the stale value: a lead still waiting was missing from $leadOutbox, a finished one back in it.
    it("the page's $leadOutbox holds every lead still waiting, and none that is finished (1)", async () => {
      await property('page', { overlap: false, views: true }, [
        [[], [new Submit(0, 0, 0), new Submit(0, 0, 1), new StaleWrite(0)]],
        [[], [new Submit(0, 0, 0), new Answer(0, '200'), new StaleWrite(0)]],
      ]);
    }, 30_000);
  });

  describe('two tabs, no Background Sync (Firefox, Safari)', () => {
    // Once broken: a retry answer that came after the lead was finished (replaced by a re-submit,
    // or delivered by another request) put it back in storage; a tab opened after it was finished
    // then kept it, and the two tabs rewrote storage against each other without end.
    it('a lead leaves storage only when finished and survives a reload of either tab (1, 3)', async () => {
      await property('tabs', STORAGE_ONLY, [
        [[], [new Submit(0, 0, 0), new Submit(0, 0, 1), new Reload(1), new Answer(0, '503')]],
        [[SEEDS[0] as Seed], [new Answer(0, '200'), new Reload(0), new Answer(0, '503 retry-after 120')]],
      ]);
    }, 30_000);

    // Once broken: without Background Sync no page took the lead's Web Lock, so a second tab sent
    // a lead the first was still sending (at load, on `online`, on leaving, on its timer); then a
    // page that was left sent without one while it lived on, and a tab opened meanwhile, or one
    // whose word of a slow send was minutes old, sent it too.
    it('never has two requests for one submission_id open at once (2a)', async () => {
      await property('tabs', { overlap: true, views: false }, [
        [[SEEDS[0] as Seed], []],
        [[], [new Submit(1, 0, 0), new Reload(0)]],
        [[], [new Submit(0, 0, 0), new Connection(true)]],
        [[SEEDS[2] as Seed], [new Leave(0, 'pagehide'), new Wait(61 * MINUTE)]],
        [[], [new Submit(0, 0, 0), new Wait(5 * MINUTE), new Leave(1, 'pagehide')]],
      ]);
    }, 30_000);
  });

  describe('one page and the sync worker (Chromium)', () => {
    beforeEach(async () => {
      installBackgroundSync();
      await loadWorker();
    });

    // Once broken: the sync worker sent again a lead whose 2xx the page had read, a week later.
    // Another tab's stale write was handed to the worker as it was, and IndexedDB took it as
    // waiting, the note that it was delivered having been pruned after its week. Found by the
    // random runs about once in 2,000 histories, hence the example.
    it('a lead leaves storage only when finished and survives a reload (1, 3)', async () => {
      await property('sync', STORAGE_ONLY, [
        [[SEEDS[1] as Seed], [new Answer(0, '200'), new Wait(LIFETIME + MINUTE), new StaleWrite(0), new Sync()]],
      ]);
    }, 30_000);

    // Once broken: a page that was leaving sent without the lead's lock, and stood aside only for
    // a sync it had asked for itself: a sync an earlier page registered found the worker sending
    // what the leaving page sent too, even a page opened after the worker had started.
    it('never has two requests for one submission_id open at once, the page leaving mid-send included (2b)', async () => {
      await property('sync', { overlap: true, views: false }, [
        [[SEEDS[2] as Seed], [new Sync(), new Leave(0, 'pagehide')]],
        [[], [new Submit(0, 0, 0), new Answer(0, '503'), new Reload(0), new Sync(), new Leave(0, 'hidden')]],
        [[SEEDS[2] as Seed], [new Sync(), new Reload(0), new Leave(0, 'pagehide')]],
      ]);
    }, 30_000);
  });
});
