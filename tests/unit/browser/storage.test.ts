import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../../../src/browser/storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('safeStorage: browser storage that never throws', () => {
  it('reads, writes and removes through localStorage', () => {
    safeStorage['testable:x'] = '1';
    expect(localStorage.getItem('testable:x')).toBe('1');
    expect('testable:x' in safeStorage).toBe(true);
    expect(safeStorage['testable:x']).toBe('1');
    delete safeStorage['testable:x'];
    expect(localStorage.getItem('testable:x')).toBeNull();
    expect('testable:x' in safeStorage).toBe(false);
    expect(safeStorage['testable:x']).toBeUndefined();
  });

  it.each([
    ['a full quota', new DOMException('Quota exceeded', 'QuotaExceededError')],
    ['disabled storage', new DOMException('The operation is insecure.', 'SecurityError')],
  ])('logs a failed write (%s) instead of throwing', (_, error) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw error;
    });
    expect(() => {
      safeStorage['testable:planState'] = '{}';
    }).not.toThrow();
    expect(log).toHaveBeenCalledWith('Could not write "testable:planState" in browser storage', error);
  });

  it('reads nothing, silently, when storage cannot be read', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(safeStorage['testable:founderCount']).toBeUndefined();
    expect('testable:founderCount' in safeStorage).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failed removal instead of throwing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('nope');
    });
    expect(() => {
      delete safeStorage['testable:conversation'];
    }).not.toThrow();
    expect(log).toHaveBeenCalledTimes(1);
  });
});

/**
 * Every store kept in localStorage, with what it reads when storage fails and a value it can
 * hold. Each one is loaded afresh, after storage has started failing: the first read happens as
 * the module loads.
 */
const PERSISTENT_STORES = [
  { store: '$founderCount', load: () => import('../../../src/stores/founders'), initial: 18, value: 19 },
  { store: '$devUrl', load: () => import('../../../src/stores/plan'), initial: '', value: 'https://shop.example/' },
  {
    store: '$conversation',
    load: () => import('../../../src/stores/plan'),
    initial: [],
    value: [{ role: 'user', content: 'Hi' }],
  },
  { store: '$planState', load: () => import('../../../src/stores/plan'), initial: null, value: { user_types: [] } },
  { store: '$consent', load: () => import('../../../src/stores/consent'), initial: undefined, value: 'granted' },
  { store: '$testPlanBuilt', load: () => import('../../../src/stores/quiz'), initial: '', value: '1' },
  { store: '$leadOutbox', load: () => import('../../../src/leads/store'), initial: [], value: [] },
] as const;

interface PersistentStore {
  get: () => unknown;
  set: (value: never) => void;
  subscribe: (listener: (value: unknown) => void) => () => void;
}

async function loadStore({ store, load }: (typeof PERSISTENT_STORES)[number]): Promise<PersistentStore> {
  vi.resetModules();
  const module = (await load()) as unknown as Record<string, PersistentStore>;
  const found = module[store];
  if (!found) throw new Error(`${store} is not exported`);
  return found;
}

describe('every persistent store survives storage that throws', () => {
  const failures = {
    'every call throwing (disabled, or a full quota)': () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
        vi.spyOn(Storage.prototype, method).mockImplementation(() => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        });
      }
    },
    'window.localStorage itself throwing (storage blocked by the browser)': () => {
      vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      });
    },
  };

  describe.each(Object.entries(failures))('%s', (_, fail) => {
    it.each(PERSISTENT_STORES)(
      '$store loads with its default, keeps a value in memory, and logs the write',
      async (entry) => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => {});
        fail();
        const store = await loadStore(entry);
        expect(store.get()).toEqual(entry.initial);

        const seen: unknown[] = [];
        const unbind = store.subscribe((value) => seen.push(value));
        expect(() => store.set(entry.value as never)).not.toThrow();
        expect(store.get()).toEqual(entry.value);
        unbind();

        expect(seen.at(-1)).toEqual(entry.value);
        expect(log).toHaveBeenCalledWith(
          expect.stringMatching(/^Could not (write|remove) "testable:\w+" in browser storage$/),
          expect.anything(),
        );
      },
    );
  });
});
