/**
 * The load side of `npm run bench:host`: HTTP clients over loopback, each with its own source
 * address when the system allows it (Linux routes all of 127.0.0.0/8 to loopback), so the host
 * sees many visitors instead of one; and the handle of the server process they talk to.
 */
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { ENV_DEFAULTS } from '../../src/lib/config/public-env.ts';

export interface Answer {
  status: number;
  ms: number;
  body: string;
}

export interface Client {
  address: string;
  send(method: 'GET' | 'POST', path: string, body?: string): Promise<Answer>;
  close(): void;
}

const HEADERS = { 'x-api-key': ENV_DEFAULTS.PUBLIC_ANALYSIS_API_KEY, 'content-type': 'application/json' };

export function createClient(port: number, address: string): Client {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    address,
    send(method, path, body) {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const outgoing = request(
          {
            host: '127.0.0.1',
            port,
            path,
            method,
            agent,
            localAddress: address,
            headers: body === undefined ? HEADERS : { ...HEADERS, 'content-length': Buffer.byteLength(body) },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 0,
                ms: performance.now() - started,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            incoming.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** The nth loopback source address: 127.0.1.1, 127.0.1.2 ... (one per simulated visitor). */
export const loopbackAddress = (index: number) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;

/** Whether this system lets a client connect from a loopback address other than 127.0.0.1. */
export async function canUseManyAddresses(port: number): Promise<boolean> {
  const client = createClient(port, loopbackAddress(7));
  try {
    await client.send('GET', '/api/chatasync/status/probe');
    return true;
  } catch {
    return false;
  } finally {
    client.close();
  }
}

/** How many answers had each status, e.g. { "202": 180, "429": 20 }. */
export function countStatuses(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** What the server process reports (see server.ts). */
export interface ServerMemory {
  rss: number;
  /** The most RSS the process ever had (VmHWM), or null where /proc is missing. */
  peakRss: number | null;
  heapUsed: number;
  heapTotal: number;
  arrayBuffers: number;
}

export interface ServerProcess {
  port: number;
  memory(): Promise<ServerMemory>;
  stop(): void;
}

/** Starts server.ts in a child process, with `execArgv` for its Node. */
export async function startServer(execArgv: string[] = []): Promise<ServerProcess> {
  const child = fork(new URL('./server.ts', import.meta.url), { execArgv });
  const next = <Value>(key: string) =>
    new Promise<Value>((resolve) => {
      const listener = (message: unknown) => {
        if (typeof message !== 'object' || message === null || !(key in message)) return;
        child.off('message', listener);
        resolve((message as Record<string, Value>)[key] as Value);
      };
      child.on('message', listener);
    });
  const port = await next<number>('port');
  return {
    port,
    memory() {
      const memory = next<ServerMemory>('memory');
      child.send('memory');
      return memory;
    },
    stop: () => child.send('stop'),
  };
}
