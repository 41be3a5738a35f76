import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOnHolder, takeHolder } from '../../../src/leads/page-holder';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("a page's name on its lead claims", () => {
  it.each([
    { case: 'a first page of the tab', handedOn: [], taken: 2, same: false },
    { case: 'the page after one that went away', handedOn: ['gone page'], taken: 1, same: true },
  ])('$case', ({ handedOn, taken, same }) => {
    for (const holder of handedOn) handOnHolder(holder);
    const names = Array.from({ length: taken }, takeHolder);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(names.includes('gone page')).toBe(same);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is taken once: a second page (a tab duplicated later) gets a name of its own', () => {
    handOnHolder('gone page');
    expect(takeHolder()).toBe('gone page');
    expect(takeHolder()).not.toBe('gone page');
  });

  it('makes a name of its own where session storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => handOnHolder('gone page')).not.toThrow();
    expect(takeHolder()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
