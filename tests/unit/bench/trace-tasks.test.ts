// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { longTasksOf, partName, type TraceEvent } from '../../../bench/pages/trace-tasks';

const URL = 'http://127.0.0.1:4397/';
const MAIN = { pid: 1, tid: 7 };
const ms = (value: number) => value * 1000;
const at = (name: string, startMs: number, durMs: number, data: Record<string, unknown> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms(1000 + startMs),
  dur: ms(durMs),
  ...MAIN,
  args: { data },
});

const TRACE: TraceEvent[] = [
  { name: 'navigationStart', ph: 'R', ts: ms(1000), ...MAIN, args: { data: { documentLoaderURL: URL } } },
  {
    name: 'ResourceSendRequest',
    ph: 'I',
    ts: ms(1100),
    ...MAIN,
    args: { data: { requestId: 'r1', url: `${URL}_astro/late.css` } },
  },
  { name: 'ResourceFinish', ph: 'I', ts: ms(1000 + 1250), ...MAIN, args: { data: { requestId: 'r1' } } },
  // A long task: style 20 ms, layout 60 ms (of which a nested 10 ms is script forcing it), 8 ms unaccounted.
  at('RunTask', 1260, 100),
  at('UpdateLayoutTree', 1262, 20),
  at('Layout', 1282, 70),
  at('FunctionCall', 1290, 10, { url: `${URL}_astro/page.js` }),
  // Short, and on another thread: neither is listed.
  at('RunTask', 1400, 30),
  { ...at('RunTask', 1500, 200), tid: 9 },
  // Before the navigation: not this page's.
  { ...at('RunTask', -200, 90) },
];

describe('longTasksOf', () => {
  it('lists each task of 50 ms or more on the page’s main thread, with its parts and what arrived before it', () => {
    expect(longTasksOf(TRACE, URL)).toEqual([
      {
        startMs: 1260,
        durationMs: 100,
        parts: ['layout 60 ms', 'style 20 ms', 'script /_astro/page.js 10 ms', 'other 10 ms'],
        arrivedBefore: ['/_astro/late.css (10 ms before)'],
      },
    ]);
  });

  it('says so when the trace has no navigation to the address', () => {
    expect(() => longTasksOf(TRACE, 'http://127.0.0.1:4397/privacy')).toThrow(/no navigation/);
  });
});

describe('partName', () => {
  it.each([
    ['UpdateLayoutTree', {}, 'style'],
    ['Layout', {}, 'layout'],
    ['ParseHTML', {}, 'HTML parsing'],
    ['EvaluateScript', { url: 'https://site.example/_astro/a.js' }, 'script /_astro/a.js'],
    ['v8.evaluateModule', {}, 'script (inline)'],
    ['EventDispatch', { type: 'DOMContentLoaded' }, 'event DOMContentLoaded'],
    ['Paint', {}, 'paint'],
    ['Something else', {}, 'other'],
  ])('%s %j is %s', (name, data, expected) => {
    expect(partName({ name, ph: 'X', ts: 0, pid: 1, tid: 1, args: { data } })).toBe(expected);
  });
});
