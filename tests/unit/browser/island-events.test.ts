import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_EVENTS, wakeIslands, wasWoken } from '../../../src/browser/island-events';
import hydrateOnEvent from '../../../src/directives/event';

describe('wakeIslands', () => {
  afterEach(() => {
    delete window.testableWokenIslands;
  });

  it('dispatches the event to islands already waiting, and remembers it for islands that start later', () => {
    const waiting = vi.fn();
    window.addEventListener(ISLAND_EVENTS.dialogs, waiting, { once: true });
    expect(wasWoken(ISLAND_EVENTS.dialogs)).toBe(false);
    wakeIslands(ISLAND_EVENTS.dialogs);
    expect(waiting).toHaveBeenCalledOnce();
    expect(wasWoken(ISLAND_EVENTS.dialogs)).toBe(true);
    expect(wasWoken(ISLAND_EVENTS.toasts)).toBe(false);
  });

  it.each([
    ['woken after the island started', false],
    ['woken before the island started (the runtime loaded after the page script)', true],
  ])('client:event hydrates an island once, %s', async (_, wokenFirst) => {
    const hydrate = vi.fn();
    const load = vi.fn(async () => hydrate);
    if (wokenFirst) wakeIslands(ISLAND_EVENTS.toasts);
    hydrateOnEvent(load, { name: 'event', value: ISLAND_EVENTS.toasts }, document.createElement('astro-island'));
    if (!wokenFirst) {
      expect(load).not.toHaveBeenCalled();
      wakeIslands(ISLAND_EVENTS.toasts);
    }
    wakeIslands(ISLAND_EVENTS.toasts);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });

  it('client:event whose code does not arrive tries again the next time it is woken', async () => {
    const hydrate = vi.fn(async () => {});
    const load = vi
      .fn<() => Promise<() => Promise<void>>>()
      .mockRejectedValueOnce(new TypeError('error loading dynamically imported module'))
      .mockResolvedValue(hydrate);
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    hydrateOnEvent(load, { name: 'event', value: ISLAND_EVENTS.consentBanner }, document.createElement('astro-island'));
    wakeIslands(ISLAND_EVENTS.consentBanner);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hydrate).not.toHaveBeenCalled();
    wakeIslands(ISLAND_EVENTS.consentBanner);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
    expect(unhandled).not.toHaveBeenCalled();
    window.removeEventListener('unhandledrejection', unhandled);
  });
});
