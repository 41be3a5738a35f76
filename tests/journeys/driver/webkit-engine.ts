/**
 * WebKitGTK's MiniBrowser (the engine family of Safari) through WebKitWebDriver, in an X server
 * of its own (Xvfb: MiniBrowser has no headless mode). One WebDriver session per tab, so every tab
 * starts with empty storage. WebDriver classic has no console access: each page gets a small
 * collector of errors once it has loaded (errors before that are not seen).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { locate } from './in-page.ts';
import { callExpression, type EngineSession, type Key, type Tab, type Viewport } from './tab.ts';
import { type ElementRef, WebDriverSession } from './webdriver-client.ts';

const MINIBROWSER = process.env['MINIBROWSER_PATH'] ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER = process.env['WEBKIT_WEBDRIVER_PATH'] ?? '/usr/bin/WebKitWebDriver';
const CAPABILITIES = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
};
/** WebDriver key codes. */
const KEYS: Record<Key, string> = { Backspace: '\uE003', Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004' };

export async function launchWebKit(): Promise<EngineSession> {
  const display = await startXvfb();
  const port = await freePort();
  // WEBKIT_LOG=<file> keeps what the driver and MiniBrowser print (a browser that failed to start says why there).
  const log = process.env['WEBKIT_LOG'] ? openSync(process.env['WEBKIT_LOG'], 'a') : 'ignore';
  const driver = spawn(DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display.name },
    stdio: ['ignore', log, log],
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  await untilListening(driverUrl, driver);
  return {
    engine: 'webkit',
    async newTab(baseUrl) {
      const session = await WebDriverSession.start(driverUrl, CAPABILITIES);
      return openTab(session, baseUrl, windowsOf(session), await session.windowHandle(), () => session.end());
    },
    async close() {
      await stop(driver);
      await stop(display.process);
    },
  };
}

/** Collects the page's uncaught errors and console.error calls into window.__journeyErrors. */
function collectErrors(): void {
  const page = window as unknown as { __journeyErrors?: string[] };
  if (page.__journeyErrors) return;
  const errors: string[] = [];
  page.__journeyErrors = errors;
  addEventListener('error', (event) => errors.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    original(...args);
  };
}

const innerSize = (): Viewport => ({ width: innerWidth, height: innerHeight });

function takeErrors(): string[] {
  const page = window as unknown as { __journeyErrors?: string[] };
  return page.__journeyErrors?.splice(0) ?? [];
}

/** One session's windows: commands go to the window last switched to, so each tab switches to its own first. */
function windowsOf(session: WebDriverSession) {
  let current: string | undefined;
  return async (handle: string) => {
    if (current !== handle) await session.switchToWindow(handle);
    current = handle;
  };
}

function openTab(
  session: WebDriverSession,
  baseUrl: string,
  focus: (handle: string) => Promise<void>,
  handle: string,
  end: () => Promise<void>,
): Tab {
  const errors: string[] = [];
  const run = async <T>(fn: (...args: never[]) => unknown, args: unknown[] = []) => {
    await focus(handle);
    return session.execute<T>(`return ${callExpression(fn, args)}`);
  };
  const runExpression = async <T>(expression: string) => {
    await focus(handle);
    return session.execute<T>(`return ${expression}`);
  };
  const collect = async () => errors.push(...(await run<string[]>(takeErrors).catch(() => [])));
  const afterLoad = () => run(collectErrors);
  const ref = (element: { ref: unknown }) => element.ref as ElementRef;
  return {
    engine: 'webkit',
    async goto(path) {
      await collect();
      await focus(handle);
      await session.navigate(new URL(path, baseUrl).href);
      await afterLoad();
    },
    async reload() {
      await collect();
      await focus(handle);
      await session.refresh();
      await afterLoad();
    },
    async back() {
      await collect();
      await focus(handle);
      await session.back();
      await afterLoad();
    },
    async openSibling() {
      const sibling = await session.newWindow();
      const close = async () => {
        await focus(sibling);
        await session.closeWindow();
      };
      return openTab(session, baseUrl, focus, sibling, close);
    },
    async setViewport(size) {
      // The window holds a toolbar: grow it by the difference the page reports, once.
      await focus(handle);
      await session.setWindowRect(size.width, size.height);
      const inner = await run<Viewport>(innerSize);
      await session.setWindowRect(size.width + size.width - inner.width, size.height + size.height - inner.height);
      return run<Viewport>(innerSize);
    },
    run: runExpression,
    async find(query) {
      const element = await run<ElementRef | null>(locate, [query]);
      return element === null ? null : { ref: element };
    },
    async click(element) {
      await focus(handle);
      await session.click(ref(element));
    },
    async type(element, text) {
      await focus(handle);
      await session.sendKeys(ref(element), text);
    },
    async press(key) {
      await focus(handle);
      await session.pressKey(KEYS[key]);
    },
    async screenshot(file) {
      await focus(handle);
      await writeFile(file, Buffer.from(await session.screenshot(), 'base64'));
    },
    async errors() {
      await collect();
      return [...errors];
    },
    close: end,
  };
}

interface Display {
  name: string;
  process: ChildProcess;
}

/**
 * An X server on the first free display (Xvfb picks it and writes its number on fd 3). With
 * -noreset: by default the server resets when its last client leaves, which it does each time a
 * tab's MiniBrowser quits, and the next tab's MiniBrowser, connecting during the reset, gets
 * "cannot open display" and exits; WebKitWebDriver then never answers the new session.
 */
function startXvfb(): Promise<Display> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-noreset', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let number = '';
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it was ready`)));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      number += chunk.toString('utf8');
      if (number.includes('\n')) resolve({ name: `:${number.trim()}`, process: xvfb });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Waits for the driver's /status to answer (bounded: 100 tries, 50 ms apart). */
async function untilListening(url: string, driver: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
