/** The tables `npm run bench:host` prints from its report. */
import type { ServerMemory } from './client.ts';
import { type BodyTiming, FLOOD_BODIES, type FloodResult, type LoadResult, mib } from './measures.ts';

export interface HostReport {
  node: string;
  cpus: number;
  taskDelayMs: number;
  manyAddresses: boolean;
  bodies: BodyTiming[];
  load: { spread: LoadResult; oneAddress: LoadResult };
}

/** The server's memory at each step, and the two floods: the default Node's, then the small young generation's. */
export interface MemorySteps {
  started: ServerMemory;
  afterBodies: ServerMemory;
  afterLoad: ServerMemory;
  floodAfterLoad: FloodResult;
  smallYoungGeneration: string[];
  smallStarted: ServerMemory;
  floodSmall: FloodResult;
}

const line = (cells: (string | number | null)[], widths: number[]) =>
  cells.map((cell, index) => String(cell ?? '?').padEnd(widths[index] ?? 10)).join('  ');
const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

function printBodies(bodies: BodyTiming[]): void {
  const widths = [66, 6, 10, 7, 8];
  console.log(
    line(['chat body (POST /api/chatasync, answered on acceptance)', 'KiB', 'median ms', 'max ms', 'status'], widths),
  );
  for (const row of bodies)
    console.log(line([row.payload, row.bodyKiB, row.medianMs, row.maxMs, statusText(row.statuses)], widths));
}

function printLoad(results: LoadResult[], manyAddresses: boolean): void {
  const widths = [66, 9, 7, 7, 20];
  console.log(
    `\n${line(['load (each client: post a turn, poll every 100 ms until done)', 'requests', 'p50 ms', 'p99 ms', 'statuses'], widths)}`,
  );
  for (const result of results) {
    const label = `${result.clients} clients, ${result.addresses} address${result.addresses === 1 ? '' : 'es'}, ${result.seconds} s`;
    for (const [kind, figures] of [
      ['chat posts', result.chats],
      ['status polls', result.polls],
    ] as const) {
      console.log(
        line(
          [`${label}: ${kind}`, figures.requests, figures.p50Ms, figures.p99Ms, statusText(figures.statuses)],
          widths,
        ),
      );
    }
  }
  if (!manyAddresses)
    console.log(
      '(this system refused loopback source addresses other than 127.0.0.1: every client shared one address)',
    );
}

function printMemory(steps: MemorySteps): void {
  const widths = [66, 7, 9, 10, 11, 13];
  console.log(
    `\n${line([`server memory, MiB (flood: ${FLOOD_BODIES} bodies of ${steps.floodAfterLoad.bodyKiB} KiB)`, 'RSS', 'peak RSS', 'heap used', 'heap total', 'array buffers'], widths)}`,
  );
  const memoryRow = (label: string, memory: ServerMemory) =>
    console.log(
      line(
        [label, mib(memory.rss), null, mib(memory.heapUsed), mib(memory.heapTotal), mib(memory.arrayBuffers)],
        widths,
      ),
    );
  const floodRow = (label: string, result: FloodResult) =>
    console.log(
      line(
        [
          `${label} (${statusText(result.statuses)})`,
          result.rssMiB,
          result.peakRssMiB,
          result.heapUsedMiB,
          result.heapTotalMiB,
          result.arrayBuffersMiB,
        ],
        widths,
      ),
    );
  const small = steps.smallYoungGeneration.join(' ');
  memoryRow('default Node: at start', steps.started);
  memoryRow('default Node: after the bodies above', steps.afterBodies);
  memoryRow('default Node: after the load', steps.afterLoad);
  floodRow('default Node: after the flood', steps.floodAfterLoad);
  memoryRow(`${small}: at start`, steps.smallStarted);
  floodRow(`${small}: after the flood`, steps.floodSmall);
}

export function printHostReport(report: HostReport, memory: MemorySteps): void {
  console.log(
    `\nreference host bench: Node ${report.node}, ${report.cpus} CPUs, task delay ${report.taskDelayMs} ms\n`,
  );
  printBodies(report.bodies);
  printLoad([report.load.spread, report.load.oneAddress], report.manyAddresses);
  printMemory(memory);
}
