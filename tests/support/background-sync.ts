/**
 * A Chromium-like browser in jsdom: Background Sync (`SyncManager`), and the sync worker's
 * registration as much as the page uses it. `register` is what asking for a sync does;
 * `backgroundSync: false` is a browser without it, `registered: false` one with no worker installed.
 */
import { vi } from 'vitest';

export function fakeBackgroundSync(
  register: (tag: string) => Promise<void> = async () => {},
  { backgroundSync = true, registered = true } = {},
) {
  const registration = { sync: { register: vi.fn(register) }, unregister: vi.fn(async () => true) };
  const container = {
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  if (backgroundSync) Object.defineProperty(window, 'SyncManager', { value: class {}, configurable: true });
  return { container, registration };
}
