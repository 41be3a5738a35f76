// @vitest-environment node
/** The signups chart's geometry: bars side by side, oldest first, heights to scale. */
import { describe, expect, it } from 'vitest';
import { type ChartBox, chartGeometry, chartSummary } from '../../../../../server/ops/console/signups-chart';
import type { DaySignups } from '../../../../../server/ops/lead-queries';

const BOX: ChartBox = { width: 100, height: 50, gap: 2, floor: 1 };
const days = (...people: number[]): DaySignups[] =>
  people.map((count, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, people: count }));
const pick = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => [
  x,
  y,
  width,
  height,
];

describe('chartGeometry', () => {
  it.each<[string, number[], number, number[][]]>([
    [
      'no signups: every day at the floor',
      [0, 0],
      1,
      [
        [1, 49, 48, 1],
        [51, 49, 48, 1],
      ],
    ],
    [
      'heights to the busiest day',
      [0, 5, 10, 2],
      10,
      [
        [1, 49, 23, 1],
        [26, 25, 23, 25],
        [51, 0, 23, 50],
        [76, 40, 23, 10],
      ],
    ],
    [
      'a day too small to see still shows',
      [1, 1000],
      1000,
      [
        [1, 49, 48, 1],
        [51, 0, 48, 50],
      ],
    ],
    ['one day fills the box', [3], 3, [[1, 0, 98, 50]]],
    [
      'thirds, rounded to hundredths',
      [1, 1, 1],
      1,
      [
        [1, 0, 31.33, 50],
        [34.33, 0, 31.33, 50],
        [67.67, 0, 31.33, 50],
      ],
    ],
  ])('%s', (_, people, top, bars) => {
    const geometry = chartGeometry(days(...people), BOX);
    expect(geometry.top).toBe(top);
    expect(geometry.bars.map(pick)).toEqual(bars);
  });

  it('keeps a bar a pixel wide when the days are more than the box holds', () => {
    const geometry = chartGeometry(days(...Array.from({ length: 200 }, () => 1)), BOX);
    expect(geometry.bars.every((bar) => bar.width === 1)).toBe(true);
  });

  it('draws nothing for no days', () => {
    expect(chartGeometry([], BOX)).toEqual({ bars: [], top: 1, total: 0, busiest: null });
  });

  it.each<[number[], number, string | null]>([
    [[0, 0, 0], 0, null],
    [[1, 4, 2], 7, '2026-11-02'],
    [[4, 1, 4], 9, '2026-11-03'],
  ])('counts %j: total %d, busiest %s (the latest of equals)', (people, total, busiest) => {
    const geometry = chartGeometry(days(...people), BOX);
    expect(geometry.total).toBe(total);
    expect(geometry.busiest?.day ?? null).toBe(busiest);
  });
});

describe('chartSummary', () => {
  it.each([
    [[0, 0], '0 signups in the last 2 days.'],
    [[1, 0], '1 signup in the last 2 days; the most, 1, on 1 Nov.'],
    [[2, 3, 3], '8 signups in the last 3 days; the most, 3, on 3 Nov.'],
  ])('%j: %s', (people, text) => {
    expect(chartSummary(chartGeometry(days(...people), BOX), people.length)).toBe(text);
  });
});
