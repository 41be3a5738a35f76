// @vitest-environment node
import type { Server } from 'node:http';
import { connect, isIPv6, type Socket } from 'node:net';
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { clientKey } from '../../../../server/http/client-address';
import {
  type ConnectionLimits,
  DEFAULT_CONNECTION_LIMITS,
  httpServerOptions,
  serveWithLimits,
} from '../../../../server/site/connection-limits';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:127.0.0.2', '127.0.0.2'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['1::2:3:4:5:6:7', '1:0:2:3::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('is the same for every way of writing an IPv6 address, and for every address of a /64', () => {
    const canonical = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);
    fc.assert(
      fc.property(fc.ipV6(), fc.ipV6(), (address, other) => {
        expect(clientKey(address)).toBe(clientKey(canonical(address)));
        expect(clientKey(address)).toMatch(/^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64$/);
        // The same first four groups with any last four: the same client.
        const full = (text: string) => {
          const url = canonical(text);
          return isIPv6(url) ? url : text;
        };
        const mixed = `${expandFirstFour(full(address))}:${expandLastFour(full(other))}`;
        expect(clientKey(mixed)).toBe(clientKey(address));
      }),
    );
  });
});

/** The eight groups of an IPv6 address, written out (a test-side expansion by another route). */
function groupsOf(address: string): string[] {
  const bytes = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail = ''] = bytes.includes('::') ? bytes.split('::') : [bytes, undefined];
  const headGroups = head === '' ? [] : head.split(':');
  if (!bytes.includes('::')) return headGroups;
  const tailGroups = tail === '' ? [] : tail.split(':');
  return [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
}
const expandFirstFour = (address: string) => groupsOf(address).slice(0, 4).join(':');
const expandLastFour = (address: string) => groupsOf(address).slice(4).join(':');

describe('httpServerOptions', () => {
  it('keeps the headers deadline within the request deadline, and checks both often', () => {
    expect(httpServerOptions(DEFAULT_CONNECTION_LIMITS)).toEqual({
      requestTimeout: 20_000,
      headersTimeout: 10_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1000,
    });
    const small = httpServerOptions({ ...DEFAULT_CONNECTION_LIMITS, requestTimeoutMs: 200, headersTimeoutMs: 500 });
    expect(small.headersTimeout).toBe(200);
    expect(small.connectionsCheckingInterval).toBe(50);
  });
});

// Linux routes all of 127.0.0.0/8 to loopback, so a test can connect from several addresses.
describe.skipIf(process.platform !== 'linux')('a server with connection limits', () => {
  const app = new Hono();
  app.get('/', (c) => c.text('ok'));
  app.post('/upload', async (c) => c.text(String((await c.req.text()).length)));
  // The uploads the tests leave half-sent are cut off when they end: nothing to report.
  app.onError((_error, c) => c.text('cut off', 400));

  let server: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  async function listen(limits: Partial<ConnectionLimits> = {}): Promise<number> {
    return new Promise((resolve) => {
      server = serveWithLimits(
        { fetch: app.fetch, port: 0, hostname: '127.0.0.1', limits: { ...DEFAULT_CONNECTION_LIMITS, ...limits } },
        (info) => resolve(info.port),
      );
    });
  }

  /** A connected socket from `localAddress`, with what it receives and a promise of its close. */
  function open(port: number, localAddress: string) {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
    const connected = new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return { socket, closed, connected };
  }

  /** A POST whose head has arrived and whose promised body never will. */
  async function halfUpload(port: number, localAddress: string) {
    const connection = open(port, localAddress);
    await connection.connected;
    connection.socket.write(
      'POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\nsome',
    );
    return connection;
  }

  /** One GET from `localAddress`, answered or not. */
  async function get(port: number, localAddress: string): Promise<string> {
    const connection = open(port, localAddress);
    await connection.connected;
    connection.socket.end('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    return connection.closed;
  }

  it('answers a visitor while another address holds every upload it may, and closes the rest at once', async () => {
    const port = await listen();
    const { perClient } = DEFAULT_CONNECTION_LIMITS;
    const uploads = await Promise.all(Array.from({ length: perClient * 3 }, () => halfUpload(port, '127.0.0.2')));
    // Closed by the server, which has read nothing from them: exactly those over the cap.
    let over = 0;
    await new Promise<void>((resolve) => {
      for (const upload of uploads) {
        void upload.closed.then(() => {
          over += 1;
          if (over === perClient * 2) resolve();
        });
      }
    });
    expect((await get(port, '127.0.0.3')).startsWith('HTTP/1.1 200')).toBe(true);
    expect(uploads.filter((upload) => !upload.socket.destroyed)).toHaveLength(perClient);
  });

  it('closes a connection over the per-address cap as soon as it is accepted', async () => {
    const port = await listen({ perClient: 4 });
    const held = await Promise.all([1, 2, 3, 4].map(() => halfUpload(port, '127.0.0.2')));
    const fifth = open(port, '127.0.0.2');
    expect(await fifth.closed).toBe('');
    expect(held.every((upload) => !upload.socket.destroyed)).toBe(true);
    expect((await get(port, '127.0.0.3')).startsWith('HTTP/1.1 200')).toBe(true);
  });

  it('makes room in the total for a visitor by closing the oldest connection of the client holding the most', async () => {
    const port = await listen({ perClient: 4, total: 6 });
    const heavy = await Promise.all([1, 2, 3, 4].map(() => halfUpload(port, '127.0.0.2')));
    const light = await Promise.all([1, 2].map(() => halfUpload(port, '127.0.0.4')));
    expect((await get(port, '127.0.0.3')).startsWith('HTTP/1.1 200')).toBe(true);
    // The first connection of the heaviest client gave way; every other one is still open.
    expect(await heavy[0]?.closed).toBe('');
    expect([...heavy.slice(1), ...light].every((upload) => !upload.socket.destroyed)).toBe(true);
  });

  it('lets a newcomer in when the total is shared evenly, in the place of the oldest connection of all', async () => {
    const port = await listen({ perClient: 4, total: 4 });
    const held = await Promise.all(
      ['127.0.0.2', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map((address) => halfUpload(port, address)),
    );
    expect((await get(port, '127.0.0.3')).startsWith('HTTP/1.1 200')).toBe(true);
    expect(await held[0]?.closed).toBe('');
    expect(held.slice(1).every((upload) => !upload.socket.destroyed)).toBe(true);
  });

  it('turns away a client already holding a place when the total is shared evenly', async () => {
    const port = await listen({ perClient: 4, total: 4 });
    const held = await Promise.all(
      ['127.0.0.2', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map((address) => halfUpload(port, address)),
    );
    expect(await open(port, '127.0.0.2').closed).toBe('');
    expect(held.every((upload) => !upload.socket.destroyed)).toBe(true);
  });

  it('keeps letting visitors in while more addresses than there are places each hold a slow upload', async () => {
    // 1,100 addresses against 1,024 places, at a tenth of the scale: 22 addresses, 20 places.
    const port = await listen({ perClient: 4, total: 20 });
    const flood = Array.from({ length: 22 }, (_, index) => `127.0.1.${index + 1}`);
    const uploads = [];
    for (const address of flood) uploads.push(await halfUpload(port, address));
    for (const visitor of ['127.0.2.1', '127.0.2.2', '127.0.2.3'])
      expect((await get(port, visitor)).startsWith('HTTP/1.1 200')).toBe(true);
    // Places were made oldest first: two for the flood's last addresses, one for the first
    // visitor, and one for each later visitor that came before the place of the one before it
    // was freed. So the three oldest uploads are closed, and at least the last fifteen are open.
    for (const upload of uploads.slice(0, 3)) expect(await upload.closed).toBe('');
    expect(uploads.slice(5).every((upload) => !upload.socket.destroyed)).toBe(true);
  });

  it.each([
    ['a body that never finishes', 'POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n', 'x'],
    ['headers that never finish', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n'],
  ])('cuts off %s at the deadline, however steadily it trickles in', async (_label, head, drip) => {
    // Nothing but the request deadline can close it: the socket is never idle for long.
    const port = await listen({ requestTimeoutMs: 400, headersTimeoutMs: 400, idleTimeoutMs: 60_000 });
    const upload = open(port, '127.0.0.2');
    await upload.connected;
    upload.socket.write(head);
    let drips = 0;
    const dripping = setInterval(() => {
      drips += 1;
      upload.socket.write(drip);
    }, 40);
    try {
      expect(await upload.closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(dripping);
    }
    expect(drips).toBeGreaterThan(1);
  });

  it('closes a keep-alive connection left idle', async () => {
    const port = await listen({ keepAliveTimeoutMs: 100 });
    const visitor = open(port, '127.0.0.2');
    await visitor.connected;
    visitor.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const received = await visitor.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/keep-alive/i);
  });
});
