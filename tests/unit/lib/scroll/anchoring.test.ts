import { describe, expect, it } from 'vitest';
import { anchoringShift } from '../../../../src/lib/scroll/anchoring';

const resize = (top: number, before: number, after: number, first = true) => ({
  top,
  bottom: top + after,
  before,
  after,
  first,
});

describe('the scroll that keeps the screen still while sections are laid out above it', () => {
  it.each([
    { case: 'nothing changed', resizes: [], shift: 0 },
    { case: 'laid out wholly above the screen, taller', resizes: [resize(-900, 500, 530)], shift: 30 },
    { case: 'laid out wholly above the screen, shorter', resizes: [resize(-900, 500, 482.5)], shift: -17.5 },
    { case: 'ending at the top of the screen', resizes: [resize(-520, 500, 520)], shift: 20 },
    {
      case: 'laid out for the first time across the top of the screen',
      resizes: [resize(-300, 1603, 1563)],
      shift: -40,
    },
    { case: 'laid out for the first time on the screen', resizes: [resize(200, 500, 480)], shift: 0 },
    {
      case: 'shown before, changed across the top (an answer opened)',
      resizes: [resize(-300, 500, 640, false)],
      shift: 0,
    },
    { case: 'shown before, changed wholly above', resizes: [resize(-900, 500, 510, false)], shift: 10 },
    {
      case: 'two above and one on the screen',
      resizes: [resize(-3000, 1000, 1040), resize(-1900, 580, 570), resize(100, 900, 950)],
      shift: 30,
    },
  ])('$case', ({ resizes, shift }) => {
    expect(anchoringShift(resizes)).toBeCloseTo(shift, 5);
  });
});
