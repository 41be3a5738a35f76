/**
 * The thin layer under the journeys: what a journey may ask of a browser tab, the same in every
 * engine. Chromium and Firefox are driven by puppeteer-core (CDP and WebDriver BiDi), WebKit by
 * WebKitWebDriver (W3C WebDriver classic); each journey is written once against this.
 */
import type { Query } from './in-page.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

/** An element found in the page, valid until the page navigates. */
export interface ElementRef {
  readonly ref: unknown;
}

export type Key = 'Backspace' | 'Enter' | 'Escape' | 'Tab';

export interface Tab {
  readonly engine: Engine;
  /** Opens `path` on the site and waits for its load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Goes back one page in the tab's history (the page may come back from the back-forward cache). */
  back(): Promise<void>;
  /** Another tab of the same browser profile: the same storage, the same service workers. */
  openSibling(): Promise<Tab>;
  /**
   * Freezes the page as the browser freezes a tab in the background (no task runs until it is
   * resumed), or resumes it; only where the engine lets a driver do it (Chromium).
   */
  freeze?(frozen: boolean): Promise<void>;
  /** Resizes the viewport as near to `size` as the engine allows; returns the size it got. */
  setViewport(size: Viewport): Promise<Viewport>;
  /** Evaluates a JavaScript expression in the page and returns its JSON value. */
  run<T>(expression: string): Promise<T>;
  /** The first element `query` finds (shown, unless the query says hidden), or null. */
  find(query: Query): Promise<ElementRef | null>;
  /** A real click: scrolled into view, pointer events at its centre. */
  click(element: ElementRef): Promise<void>;
  /** Focuses the element and types `text` key by key. */
  type(element: ElementRef, text: string): Promise<void>;
  /** Presses a key at whatever has focus. */
  press(key: Key): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** Uncaught errors and console errors of the page so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineSession {
  readonly engine: Engine;
  /** A new tab with storage of its own, on the site at `baseUrl`. */
  newTab(baseUrl: string): Promise<Tab>;
  close(): Promise<void>;
}

/** `fn(...args)` as an expression a page can evaluate: `fn` goes as its source, so it must be self-contained. */
export function callExpression(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `(${fn.toString()})(...${JSON.stringify(args)})`;
}
