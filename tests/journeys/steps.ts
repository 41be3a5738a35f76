/**
 * The verbs journeys are written in, over the driver layer: each waits for what it needs (an
 * element found and shown, a condition true) within a bound, as Playwright's web-first
 * assertions do, and says what it was waiting for when the bound runs out.
 */
import { runningAnimations } from '../support/running-animations.ts';
import { type ElementState, locate, type Query, stateOf } from './driver/in-page.ts';
import { callExpression, type ElementRef, type Tab } from './driver/tab.ts';

/** How long a step waits for the page; a slow, loaded machine is the norm in CI. */
const STEP_TIMEOUT_MS = 15_000;
const POLL_MS = 50;

/** Resolves with `check`'s first truthy value; fails with `what` once `timeoutMs` has passed. */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await check();
      if (last) return last as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}; last seen: ${String(last)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Runs the self-contained `fn` in the page with JSON arguments. */
export function evaluate<A extends unknown[], R>(tab: Tab, fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
  return tab.run(callExpression(fn as (...args: never[]) => unknown, args));
}

const named = (query: Query): string => JSON.stringify(query);

export function element(tab: Tab, query: Query, timeoutMs?: number): Promise<ElementRef> {
  return until(`${named(query)} to be shown`, () => tab.find(query), timeoutMs);
}

/** The expression that calls the in-page function `source` with the element `query` finds (or null). */
export const onElement = (source: string | ((element: Element | null) => unknown), query: Query): string =>
  `(${source})((${locate})(${JSON.stringify(query)}))`;

/** What the element shows now, or null when the query finds nothing. */
export function inspect(tab: Tab, query: Query): Promise<ElementState | null> {
  return tab.run(onElement(stateOf, query));
}

/** Waits until the element is shown and `check` holds for it; returns what it showed then. */
export function expectState(
  tab: Tab,
  query: Query,
  what: string,
  check: (state: ElementState) => boolean,
  timeoutMs?: number,
): Promise<ElementState> {
  return until(
    `${named(query)} ${what}`,
    async () => {
      const state = await inspect(tab, query);
      return state !== null && check(state) ? state : null;
    },
    timeoutMs,
  );
}

export const expectText = (tab: Tab, query: Query, text: string | RegExp, timeoutMs?: number) =>
  expectState(
    tab,
    query,
    `to read ${String(text)}`,
    (state) => (typeof text === 'string' ? state.text.includes(text) : text.test(state.text)),
    timeoutMs,
  );

/**
 * Scrolls the element `query` finds to the middle of the viewport, at once, unless a click at its
 * centre already reaches it (in view, clear of sticky bars), as Playwright scrolls only when it
 * must: a scroll of the driver's own would move a page that has just landed on a followed link's
 * section, and the page would bring that section back. False if there is no such element.
 */
export function bringIntoReach(tab: Tab, query: Query): Promise<boolean> {
  return tab.run(
    onElement(
      `(element) => {
    if (element === null) return false;
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    if (hit === null || !element.contains(hit)) element.scrollIntoView({ block: 'center', behavior: 'instant' });
    return true;
  }`,
      query,
    ),
  );
}

/**
 * The element's box, where it is now and where it is two frames later, the same: nothing moves
 * it (a smooth scroll the page started, a layout shift). Run in the page.
 */
const boxStaysPut = `async (element) => {
  const box = () => JSON.stringify(element?.getBoundingClientRect());
  const before = box();
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  return element !== null && box() === before;
}`;

/**
 * Clicks the element once it is shown and settled (no finite animation playing on the page),
 * where a click at its centre reaches it (scrolled to the middle of the viewport if need be), and
 * still there two frames later: as Playwright waits for an element to be stable. A smooth scroll
 * the page itself started (the demo brings its closing message into view) would otherwise move
 * the element between the driver's aim and its click, which WebKit then calls "not interactable".
 */
export async function click(tab: Tab, query: Query): Promise<void> {
  await element(tab, query);
  await until(
    `the page to settle before clicking ${named(query)}`,
    async () => (await evaluate(tab, runningAnimations)).length === 0,
  );
  await until(`${named(query)} to stay put in view`, async () => {
    await bringIntoReach(tab, query);
    return tab.run<boolean>(onElement(boxStaysPut, query));
  });
  await tab.click(await element(tab, query));
}

/** Replaces the field's text with `text`, typed key by key. */
export async function fill(tab: Tab, query: Query, text: string): Promise<void> {
  // Focused by a click once it stays put: a smooth scroll the page started may still move it.
  await click(tab, query);
  const missed = await tab.run<string | null>(
    onElement(
      `(element) => {
    if (element === document.activeElement) return (element.select(), null);
    return String(document.activeElement?.outerHTML).slice(0, 200) + ' at scrollY ' + scrollY;
  }`,
      query,
    ),
  );
  if (missed !== null) throw new Error(`The click on ${named(query)} did not focus it; focused: ${missed}`);
  if (text === '') await tab.press('Backspace');
  else await tab.type(await element(tab, query), text);
}

export async function gone(tab: Tab, query: Query, timeoutMs?: number): Promise<void> {
  await until(`${named(query)} to be gone`, async () => (await tab.find(query)) === null, timeoutMs);
}

export function path(tab: Tab): Promise<string> {
  return evaluate(tab, () => location.pathname + location.hash);
}
