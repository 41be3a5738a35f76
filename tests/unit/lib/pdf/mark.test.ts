// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMark, svgPathSteps } from '../../../../src/lib/pdf/mark';

describe('svgPathSteps', () => {
  it.each([
    [
      'M1 2L3 4',
      [
        { op: 'm', c: [1, 2] },
        { op: 'l', c: [3, 4] },
      ],
    ],
    [
      'm1 2l3 4 1-1',
      [
        { op: 'm', c: [1, 2] },
        { op: 'l', c: [4, 6] },
        { op: 'l', c: [5, 5] },
      ],
    ],
    [
      'M0 0 10 0 10 10z',
      [
        { op: 'm', c: [0, 0] },
        { op: 'l', c: [10, 0] },
        { op: 'l', c: [10, 10] },
        { op: 'h', c: [] },
      ],
    ],
    [
      'M0 0H5V5h-5v-5',
      [
        { op: 'm', c: [0, 0] },
        { op: 'l', c: [5, 0] },
        { op: 'l', c: [5, 5] },
        { op: 'l', c: [0, 5] },
        { op: 'l', c: [0, 0] },
      ],
    ],
    [
      'M0 0C1 1 2 1 3 0',
      [
        { op: 'm', c: [0, 0] },
        { op: 'c', c: [1, 1, 2, 1, 3, 0] },
      ],
    ],
    [
      'M0 0c1 1 2 1 3 0',
      [
        { op: 'm', c: [0, 0] },
        { op: 'c', c: [1, 1, 2, 1, 3, 0] },
      ],
    ],
    // S reflects the last control point about the current point.
    [
      'M0 0C1 1 2 1 3 0S5-1 6 0',
      [
        { op: 'm', c: [0, 0] },
        { op: 'c', c: [1, 1, 2, 1, 3, 0] },
        { op: 'c', c: [4, -1, 5, -1, 6, 0] },
      ],
    ],
    // S with no curve before it starts from the current point.
    [
      'M0 0S2 2 3 0',
      [
        { op: 'm', c: [0, 0] },
        { op: 'c', c: [0, 0, 2, 2, 3, 0] },
      ],
    ],
    [
      'M.5.5L1e1 2',
      [
        { op: 'm', c: [0.5, 0.5] },
        { op: 'l', c: [10, 2] },
      ],
    ],
  ])('%s', (d, steps) => expect(svgPathSteps(d)).toEqual(steps));

  it('says which command it does not read', () => {
    expect(() => svgPathSteps('M0 0A5 5 0 0 1 10 10')).toThrow(/"A"/);
  });
});

describe('readMark', () => {
  it("reads the favicon's three shapes: the petrol squircle, the white tick and the amber dot", () => {
    const mark = readMark(readFileSync('public/favicon.svg', 'utf8'));
    expect(mark.size).toEqual([32, 32]);
    expect(mark.shapes.map((shape) => [shape.kind, shape.fill, shape.stroke])).toEqual([
      ['path', '#0b6e99', null],
      ['path', null, '#fff'],
      ['circle', '#ffb547', null],
    ]);
    const [squircle, tick] = mark.shapes;
    expect(squircle?.kind === 'path' && squircle.steps.at(-1)).toEqual({ op: 'h', c: [] });
    expect(tick).toMatchObject({ strokeWidth: 3.6, lineCap: 'round', lineJoin: 'round' });
    // Every point of the squircle lies inside the viewBox.
    const points = squircle?.kind === 'path' ? squircle.steps.flatMap((step) => step.c) : [];
    expect(Math.min(...points)).toBe(0);
    expect(Math.max(...points)).toBe(32);
  });
});
