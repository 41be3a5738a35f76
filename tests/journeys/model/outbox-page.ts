/**
 * The lead outbox in a real browser, for the model journey (../outbox-model.journey.ts): a page of
 * the site's origin that loads src/leads/store as the site's pages do, on a clock of its own
 * (Date.now, setTimeout, clearTimeout) that the journey steps, so that an hour of backoff passes
 * at once. Everything else is the browser's: localStorage and its storage events between tabs,
 * IndexedDB, the leads channel, fetch and keepalive to the test site's sink, and the page's
 * lifecycle (pagehide, the back-forward cache, a reload).
 *
 * Bundled by the journey with esbuild; its clock starts where the journey's stands
 * (localStorage `outbox-model:now`, which the lead code never reads).
 */

interface Timer {
  at: number;
  order: number;
  run(): void;
}

let now = Number(localStorage.getItem('outbox-model:now'));
const timers = new Map<number, Timer>();
let order = 0;

window.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  order += 1;
  timers.set(order, { at: now + Math.max(0, Number(ms) || 0), order, run: () => callback(...args) });
  return order;
}) as typeof setTimeout;
window.clearTimeout = ((id?: number) => {
  if (id !== undefined) timers.delete(id);
}) as typeof clearTimeout;
Date.now = () => now;

/** Every send of this page as the page sees it: from its fetch to its answer, or to its giving up (wall time). */
export interface Send {
  id: string;
  /** This send's own mark, which its request carries to the sink (`?send=`): a page's id and a count. */
  mark: string;
  started: number;
  ended?: number;
}
const sends: Send[] = [];
/** Wall time shared by every tab (Date is this page's own clock). */
const wallTime = () => performance.timeOrigin + performance.now();
const pageFetch = window.fetch.bind(window);
const pageId = crypto.randomUUID();
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const body = init?.body;
  const send: Send = {
    id: (body instanceof URLSearchParams ? body.get('submission_id') : null) ?? '',
    mark: `${pageId}:${sends.length}`,
    started: wallTime(),
  };
  sends.push(send);
  const target = new URL(input instanceof Request ? input.url : input, location.href);
  target.searchParams.set('send', send.mark);
  try {
    return await pageFetch(target, init);
  } finally {
    send.ended = wallTime();
  }
};

const earliest = () => [...timers.values()].sort((a, b) => a.at - b.at || a.order - b.order)[0] as Timer | undefined;

const store = await import('../../../src/leads/store');
store.keepLeadsReady();

const driver = {
  submit(email: string, url: string): void {
    void store.submitLead({ email, url, message: 'Expression of interest' });
  },
  /** What a page of the site does when it opens and finds leads waiting. */
  flush(): void {
    void store.flushOutbox();
  },
  /** The submission_ids this page's outbox holds. */
  outbox: (): string[] => store.$leadOutbox.get().map((lead) => lead.submission_id),
  /** This page's sends so far. */
  sends: (): Send[] => sends,
  /** When this page's next timer is due, or null. */
  nextTimer: (): number | null => earliest()?.at ?? null,
  /** Runs every timer due by `time`, in order, each at its own time; then the clock reads `time`. */
  runTo(time: number): void {
    for (let timer = earliest(); timer !== undefined && timer.at <= time; timer = earliest()) {
      timers.delete(timer.order);
      now = Math.max(now, timer.at);
      timer.run();
    }
    now = Math.max(now, time);
  },
};

/** What the journey calls on the page (./outbox-world.ts). */
export type OutboxDriver = typeof driver;

Object.assign(window, { outboxDriver: driver });
document.title = 'ready';
