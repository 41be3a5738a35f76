import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../../../src/stores/storage';

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
