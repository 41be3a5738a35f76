/**
 * Testable's mark (public/favicon.svg) as shapes a PDF can draw: its paths and circles read from
 * the SVG itself, so the PDF draws the mark the site shows. Only what the mark uses is read:
 * `path` (M, L, H, V, C, S, Z, absolute or relative) and `circle`, filled or stroked.
 */

/** A step of a path in absolute coordinates: move, line, cubic curve, close (jsPDF's `path`). */
export type PathStep = { op: 'm' | 'l'; c: [number, number] } | { op: 'c'; c: number[] } | { op: 'h'; c: [] };

export interface MarkPaint {
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'miter' | 'round' | 'bevel';
}

export type MarkShape =
  | ({ kind: 'path'; steps: PathStep[] } & MarkPaint)
  | ({ kind: 'circle'; cx: number; cy: number; r: number } & MarkPaint);

export interface Mark {
  /** The viewBox's width and height. */
  size: [number, number];
  shapes: MarkShape[];
}

/** An SVG path's `d` as absolute steps; smooth curves (S) made full curves. */
export function svgPathSteps(d: string): PathStep[] {
  const steps: PathStep[] = [];
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl: [number, number] | null = null;
  let command = '';
  let index = 0;
  const next = () => Number(tokens[index++]);
  while (index < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[index] ?? '')) command = tokens[index++] ?? '';
    const relative = command === command.toLowerCase();
    const dx = relative ? x : 0;
    const dy = relative ? y : 0;
    switch (command.toUpperCase()) {
      case 'M':
        x = next() + dx;
        y = next() + dy;
        startX = x;
        startY = y;
        steps.push({ op: 'm', c: [x, y] });
        // Further pairs after a move are lines.
        command = relative ? 'l' : 'L';
        lastControl = null;
        break;
      case 'L':
        x = next() + dx;
        y = next() + dy;
        steps.push({ op: 'l', c: [x, y] });
        lastControl = null;
        break;
      case 'H':
        x = next() + dx;
        steps.push({ op: 'l', c: [x, y] });
        lastControl = null;
        break;
      case 'V':
        y = next() + dy;
        steps.push({ op: 'l', c: [x, y] });
        lastControl = null;
        break;
      case 'C':
      case 'S': {
        const first: [number, number] =
          command.toUpperCase() === 'C'
            ? [next() + dx, next() + dy]
            : lastControl
              ? [2 * x - lastControl[0], 2 * y - lastControl[1]]
              : [x, y];
        const second: [number, number] = [next() + dx, next() + dy];
        x = next() + dx;
        y = next() + dy;
        steps.push({ op: 'c', c: [...first, ...second, x, y] });
        lastControl = second;
        break;
      }
      case 'Z':
        steps.push({ op: 'h', c: [] });
        x = startX;
        y = startY;
        lastControl = null;
        break;
      default:
        throw new Error(`The mark's path uses "${command}", which is not read`);
    }
  }
  return steps;
}

/** An attribute's value in a tag, found by string search. */
function attribute(tag: string, name: string): string | undefined {
  for (const space of [' ', '\n', '\t']) {
    const start = tag.indexOf(`${space}${name}="`);
    if (start < 0) continue;
    const from = start + name.length + 3;
    return tag.slice(from, tag.indexOf('"', from));
  }
  return undefined;
}

function paint(tag: string): MarkPaint {
  const fill = attribute(tag, 'fill') ?? '#000';
  const stroke = attribute(tag, 'stroke') ?? 'none';
  return {
    fill: fill === 'none' ? null : fill,
    stroke: stroke === 'none' ? null : stroke,
    strokeWidth: Number(attribute(tag, 'stroke-width') ?? 1),
    lineCap: (attribute(tag, 'stroke-linecap') as MarkPaint['lineCap'] | undefined) ?? 'butt',
    lineJoin: (attribute(tag, 'stroke-linejoin') as MarkPaint['lineJoin'] | undefined) ?? 'miter',
  };
}

/** The mark's shapes, in the order the SVG paints them. */
export function readMark(svg: string): Mark {
  const [, , width = 0, height = 0] = (attribute(svg, 'viewBox') ?? '0 0 0 0').split(/[\s,]+/).map(Number);
  const shapes: MarkShape[] = [];
  for (const [tag = '', name] of svg.matchAll(/<(path|circle)\b[^<>]*>/g)) {
    if (name === 'path') shapes.push({ kind: 'path', steps: svgPathSteps(attribute(tag, 'd') ?? ''), ...paint(tag) });
    else
      shapes.push({
        kind: 'circle',
        cx: Number(attribute(tag, 'cx') ?? 0),
        cy: Number(attribute(tag, 'cy') ?? 0),
        r: Number(attribute(tag, 'r') ?? 0),
        ...paint(tag),
      });
  }
  return { size: [width, height], shapes };
}
