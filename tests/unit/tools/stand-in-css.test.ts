import { describe, expect, it } from 'vitest';
import { type MeasuredWidth, standInCss } from '../../../tools/stand-in-css';

const at = (width: number, heights: Record<string, number>): MeasuredWidth => ({ width, heights });

describe('standInCss', () => {
  it.each([
    ['one width: its heights hold at every width', [at(390, { faq: 546.296875 })], '#faq{--stand-in:546.3px}'],
    [
      'each wider width holds from there up, in order, whatever the order measured',
      [at(768, { faq: 500 }), at(390, { faq: 546.3 })],
      '#faq{--stand-in:546.3px}\n@media (width>=768px){#faq{--stand-in:500px}}',
    ],
    [
      'a height the narrower width already gives is not written again',
      [at(390, { faq: 546.3, join: 212.3 }), at(393, { faq: 537, join: 212.3 })],
      '#faq{--stand-in:546.3px}#join{--stand-in:212.3px}\n@media (width>=393px){#faq{--stand-in:537px}}',
    ],
    [
      'a width that changes nothing has no rule',
      [at(1200, { join: 215.2 }), at(1440, { join: 215.24 })],
      '#join{--stand-in:215.2px}',
    ],
    ['nothing measured, nothing written', [], ''],
  ])('%s', (_, measured, css) => {
    expect(standInCss(measured)).toBe(css);
  });
});
