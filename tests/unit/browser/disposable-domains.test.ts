// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const LIST = 'disposable-email-domains-js/dist/dict/disposable_email_blocklist.json';

/** The loader as a page that has just started has it: nothing fetched yet. */
const freshLoader = async () => {
  vi.resetModules();
  return import('../../../src/browser/disposable-domains');
};

describe('the list of throwaway email services in the page', () => {
  afterEach(() => {
    vi.doUnmock(LIST);
  });

  it('tells no address until it has arrived, then the listed domain of one', async () => {
    const { loadDisposableDomains, throwawayDomainOf } = await freshLoader();
    expect(throwawayDomainOf('ada@mailinator.com')).toBeNull();
    const loading = loadDisposableDomains();
    expect(loadDisposableDomains()).toBe(loading);
    const list = await loading;
    expect(list?.has('mailinator.com')).toBe(true);
    expect(throwawayDomainOf('ada@x.mailinator.com')).toBe('mailinator.com');
    expect(throwawayDomainOf('ada@example.com')).toBeNull();
  });

  it('is fetched once, however many fields ask', async () => {
    const { loadDisposableDomains } = await freshLoader();
    const first = await loadDisposableDomains();
    expect(await loadDisposableDomains()).toBe(first);
  });

  it('blocks nothing when its chunk cannot be fetched, and is tried again at the next opening', async () => {
    vi.doMock(LIST, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadDisposableDomains, throwawayDomainOf } = await freshLoader();
    await expect(loadDisposableDomains()).resolves.toBeNull();
    expect(throwawayDomainOf('ada@mailinator.com')).toBeNull();
    vi.doUnmock(LIST);
    vi.resetModules();
    expect((await loadDisposableDomains())?.has('mailinator.com')).toBe(true);
    expect(throwawayDomainOf('ada@mailinator.com')).toBe('mailinator.com');
  });
});
