/**
 * The long main-thread tasks of a page load, read from a Chromium performance trace: when each
 * starts (from the navigation), how long it runs, where its time went and which requests finished
 * just before it. Pure, so that it can be tried on a hand-made trace.
 */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** Where the task's time went, largest first: "layout 61 ms". */
  parts: string[];
  /** Requests that finished in the 50 ms before the task started: "fonts/figtree.woff2 (6 ms before)". */
  arrivedBefore: string[];
}

const LONG_TASK_US = 50_000;
const ARRIVAL_WINDOW_US = 50_000;

const fileOf = (url: unknown) => (typeof url === 'string' && url !== '' ? url.replace(/^.*\/\/[^/]+/, '') : '');

/** What one event's own time is called in the summary. */
export function partName(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'ParseHTML':
      return 'HTML parsing';
    case 'ParseAuthorStyleSheet':
      return 'CSS parsing';
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
    case 'FunctionCall':
      return `script ${fileOf(data['url'] ?? data['fileName']) || '(inline)'}`;
    case 'EventDispatch':
      return `event ${String(data['type'] ?? '')}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
      return 'script (callbacks)';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'CompositeLayers':
    case 'Commit':
      return 'paint';
    case 'HitTest':
      return 'hit test';
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decoding';
    default:
      return 'other';
  }
}

/** The renderer main thread that loaded `url`, and the navigation's start on it. */
function navigationOf(events: TraceEvent[], url: string) {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.['documentLoaderURL'] === url,
  );
  if (!navigation) throw new Error(`The trace has no navigation to ${url}`);
  return { pid: navigation.pid, tid: navigation.tid, startUs: navigation.ts };
}

/** Each event's own time: its duration less that of the events nested directly in it. */
function selfTimes(children: TraceEvent[]): Map<string, number> {
  const sorted = [...children].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: { end: number; event: TraceEvent; nested: number }[] = [];
  const close = (frame: { event: TraceEvent; nested: number }) => {
    const name = partName(frame.event);
    totals.set(name, (totals.get(name) ?? 0) + Math.max(0, (frame.event.dur ?? 0) - frame.nested));
  };
  for (const event of sorted) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) close(stack.pop() as (typeof stack)[number]);
    const parent = stack.at(-1);
    if (parent) parent.nested += event.dur ?? 0;
    stack.push({ end: event.ts + (event.dur ?? 0), event, nested: 0 });
  }
  while (stack.length > 0) close(stack.pop() as (typeof stack)[number]);
  return totals;
}

export function longTasksOf(events: TraceEvent[], url: string): LongTask[] {
  const { pid, tid, startUs } = navigationOf(events, url);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const requests = new Map<unknown, string>();
  for (const event of events) {
    if (event.name === 'ResourceSendRequest')
      requests.set(event.args?.data?.['requestId'], fileOf(event.args?.data?.['url']));
  }
  const finishes = events.filter((event) => event.name === 'ResourceFinish');
  return onMain
    .filter((event) => event.name === 'RunTask' && event.ts >= startUs && (event.dur ?? 0) >= LONG_TASK_US)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
      const totals = selfTimes(inside);
      const accounted = [...totals.values()].reduce((sum, value) => sum + value, 0);
      totals.set('other', (totals.get('other') ?? 0) + Math.max(0, (task.dur ?? 0) - accounted));
      return {
        startMs: Math.round((task.ts - startUs) / 1000),
        durationMs: Math.round((task.dur ?? 0) / 1000),
        parts: [...totals.entries()]
          .filter(([, us]) => us >= 1000)
          .sort((a, b) => b[1] - a[1])
          .map(([name, us]) => `${name} ${Math.round(us / 1000)} ms`),
        arrivedBefore: finishes
          .filter((finish) => finish.ts <= task.ts && finish.ts > task.ts - ARRIVAL_WINDOW_US)
          .map((finish) => {
            const file = requests.get(finish.args?.data?.['requestId']) ?? '(unknown)';
            return `${file} (${Math.round((task.ts - finish.ts) / 1000)} ms before)`;
          }),
      };
    });
}
