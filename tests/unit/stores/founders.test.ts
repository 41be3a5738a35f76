import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FOUNDER_COUNT, FOUNDER_SPOTS } from '../../../src/lib/constants';
import { $founderCount, takeFounderSpot } from '../../../src/stores/founders';

describe('the founder count', () => {
  beforeEach(() => {
    localStorage.clear();
    $founderCount.set(DEFAULT_FOUNDER_COUNT);
  });

  it('takes the next spot, hands out its number and keeps the count in storage', () => {
    expect(takeFounderSpot()).toBe(DEFAULT_FOUNDER_COUNT + 1);
    expect($founderCount.get()).toBe(DEFAULT_FOUNDER_COUNT + 1);
    expect(localStorage.getItem('testable:founderCount')).toBe(String(DEFAULT_FOUNDER_COUNT + 1));
  });

  it('never counts past the last spot', () => {
    $founderCount.set(FOUNDER_SPOTS);
    takeFounderSpot();
    expect($founderCount.get()).toBe(FOUNDER_SPOTS);
  });

  it.each([
    ['a count another page stored', '30', 30],
    ['a count past the last spot', '51', DEFAULT_FOUNDER_COUNT],
    ['junk', 'lots', DEFAULT_FOUNDER_COUNT],
  ])('reads %s from storage as %s', (_, stored, count) => {
    localStorage.setItem('testable:founderCount', stored);
    window.dispatchEvent(new StorageEvent('storage', { key: 'testable:founderCount', newValue: stored }));
    expect($founderCount.get()).toBe(count);
  });
});
