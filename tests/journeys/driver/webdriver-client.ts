/**
 * A minimal W3C WebDriver (classic) client over fetch: the few commands the journeys need from
 * WebKitWebDriver. Small enough to read whole, and nothing to download at install time.
 */

/** The key WebDriver uses for an element reference in JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [ELEMENT_KEY]: string;
}

export class WebDriverError extends Error {
  readonly error: string;

  constructor(command: string, error: string, message: string) {
    super(`${command}: ${error}: ${message}`);
    this.error = error;
  }
}

export function isElementRef(value: unknown): value is ElementRef {
  return typeof value === 'object' && value !== null && ELEMENT_KEY in value;
}

export function elementId(element: ElementRef): string {
  return element[ELEMENT_KEY];
}

export class WebDriverSession {
  private readonly base: string;

  private constructor(base: string) {
    this.base = base;
  }

  /** Starts a session on the driver listening at `driverUrl` (e.g. http://127.0.0.1:4444). */
  static async start(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await call<{ sessionId: string }>(`${driverUrl}/session`, 'POST', 'new session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`);
  }

  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return call<T>(`${this.base}${path}`, method, path, method === 'POST' ? (body ?? {}) : undefined);
  }

  navigate(url: string): Promise<null> {
    return this.command('POST', '/url', { url });
  }

  /** The window this session's commands go to now. */
  windowHandle(): Promise<string> {
    return this.command('GET', '/window');
  }

  /** Opens a new window of the same browser (the same storage; a window, for a tab in the background paints no frame) and returns its handle; commands still go to the current window. */
  async newWindow(): Promise<string> {
    const { handle } = await this.command<{ handle: string }>('POST', '/window/new', { type: 'window' });
    return handle;
  }

  switchToWindow(handle: string): Promise<null> {
    return this.command('POST', '/window', { handle });
  }

  closeWindow(): Promise<unknown> {
    return this.command('DELETE', '/window');
  }

  back(): Promise<null> {
    return this.command('POST', '/back');
  }

  refresh(): Promise<null> {
    return this.command('POST', '/refresh');
  }

  /** Runs `script` (a function body; `arguments` holds args) in the page and returns its result. */
  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.command('POST', '/execute/sync', { script, args });
  }

  click(element: ElementRef): Promise<null> {
    return this.command('POST', `/element/${elementId(element)}/click`);
  }

  /** Types into the element (WebDriver's "element send keys"). */
  sendKeys(element: ElementRef, text: string): Promise<null> {
    return this.command('POST', `/element/${elementId(element)}/value`, { text });
  }

  /** Presses one key at the focused element, through the actions API (`key` is a WebDriver key code). */
  async pressKey(key: string): Promise<void> {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: key },
            { type: 'keyUp', value: key },
          ],
        },
      ],
    });
    await this.command('DELETE', '/actions');
  }

  setWindowRect(width: number, height: number): Promise<unknown> {
    return this.command('POST', '/window/rect', { width, height });
  }

  /** A PNG of the viewport, base64. */
  screenshot(): Promise<string> {
    return this.command('GET', '/screenshot');
  }

  async end(): Promise<void> {
    await this.command('DELETE', '').catch(() => undefined);
  }
}

/** A command the driver has not answered by then has hung: it fails, naming itself. */
const COMMAND_TIMEOUT_MS = 30_000;

async function call<T>(url: string, method: string, command: string, body?: unknown): Promise<T> {
  const signal = AbortSignal.timeout(COMMAND_TIMEOUT_MS);
  const response = await fetch(
    url,
    body === undefined
      ? { method, signal }
      : { method, signal, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  ).catch((error: unknown) => {
    throw new WebDriverError(command, 'no answer', String(error));
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok)
    throw new WebDriverError(command, json.value?.error ?? String(response.status), json.value?.message ?? '');
  return json.value;
}
