import { describe, expect, it } from 'vitest';
import { shouldShowMobileBar } from '../../../src/lib/mobile-bar';

describe('shouldShowMobileBar: after more than 320 px of scrolling', () => {
  it.each([
    [0, false],
    [320, false],
    [321, true],
    [5000, true],
  ])('scrollY %d → %s', (scrollY, shown) => {
    expect(shouldShowMobileBar(scrollY)).toBe(shown);
  });
});
