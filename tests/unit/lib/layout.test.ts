// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PANEL_KEYBOARD_STEP_PERCENT, PANEL_MIN_PERCENT } from '../../../src/lib/constants';
import { shouldShowMobileBar, steppedChatPercent } from '../../../src/lib/layout';

describe('steppedChatPercent', () => {
  const step = PANEL_KEYBOARD_STEP_PERCENT;
  const min = PANEL_MIN_PERCENT;
  const max = 100 - PANEL_MIN_PERCENT;

  it.each<[string, number, -1 | 1, number]>([
    ['a step to the right', 50, 1, 50 + step],
    ['a step to the left', 50, -1, 50 - step],
    ['from a fractional share, rounded first', 49.6, 1, 50 + step],
    ['never below the chat side’s minimum', min + 1, -1, min],
    ['at the minimum, stays there', min, -1, min],
    ['never above the plan side’s minimum', max - 1, 1, max],
    ['at the maximum, stays there', max, 1, max],
    ['from outside the bounds, back within them', 0, 1, min],
  ])('%s', (_, current, direction, expected) => {
    expect(steppedChatPercent(current, direction)).toBe(expected);
  });
});

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
