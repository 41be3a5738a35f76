import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestLeadSync } from '../../../src/leads/handoff-db';
import { keepSyncWorker } from '../../../src/leads/sync-worker';
import { fakeBackgroundSync } from '../../support/background-sync';

const config = vi.hoisted(() => ({ syncWorker: true }));
vi.mock('../../../src/lib/config/site-config', () => ({ config }));

/** A browser's service worker container, as much of it as the page uses. */
const installBrowser = (browser: { backgroundSync?: boolean; registered?: boolean } = {}) =>
  fakeBackgroundSync(undefined, browser);

beforeEach(() => {
  config.syncWorker = true;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'SyncManager');
});

describe('keepSyncWorker', () => {
  it('installs /sw.js where Background Sync exists', async () => {
    const { container } = installBrowser();
    keepSyncWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('installs nothing where it does not (Firefox, Safari): leads wait for the next visit', () => {
    const { container } = installBrowser({ backgroundSync: false });
    keepSyncWorker();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('does nothing without service workers at all', () => {
    expect(() => keepSyncWorker()).not.toThrow();
  });

  it('removes an installed worker, and installs none, when the worker is turned off', async () => {
    config.syncWorker = false;
    const { container, registration } = installBrowser();
    keepSyncWorker();
    await vi.waitFor(() => expect(registration.unregister).toHaveBeenCalled());
    expect(container.register).not.toHaveBeenCalled();
  });

  it('warns, and nothing breaks, when installing is refused', async () => {
    const { container } = installBrowser();
    container.register.mockRejectedValue(new DOMException('refused', 'SecurityError'));
    keepSyncWorker();
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('The sync worker could not be installed', expect.anything()),
    );
  });
});

describe('requestLeadSync', () => {
  it('registers the leads’ sync tag with the installed worker', async () => {
    const { registration } = installBrowser();
    await expect(requestLeadSync()).resolves.toBe(true);
    expect(registration.sync.register).toHaveBeenCalledWith('testable:leads');
  });

  it('asks nothing when no worker is installed (it would wait for one for ever)', async () => {
    const { registration } = installBrowser({ registered: false });
    await expect(requestLeadSync()).resolves.toBe(false);
    expect(registration.sync.register).not.toHaveBeenCalled();
  });

  it('warns when the browser refuses, and resolves false: the lead still waits in the outbox', async () => {
    const { registration } = installBrowser();
    registration.sync.register.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(requestLeadSync()).resolves.toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });
});
