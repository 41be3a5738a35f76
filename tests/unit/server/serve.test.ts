// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from '../../../server/site/connection-limits';
import { type ServerProcess, startServer } from '../../support/server-process';

const dir = mkdtempSync(join(tmpdir(), 'server-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = undefined;
});

// DIST_DIR is an empty folder: no 404.html, which must not stop the server.
mkdirSync(join(dir, 'dist'));
const env = { PORT: '0', DIST_DIR: join(dir, 'dist'), LEADS_FILE: join(dir, 'leads.db') };

// Each test starts a server process, bounded by startServer's own wait (15 s) rather than a unit test's 5 s.
describe('npm run serve (server/serve.ts)', { timeout: 30_000 }, () => {
  it('listens on the loopback address by default and prints that address', async () => {
    server = await startServer(env, dir);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/nowhere`, { signal: AbortSignal.timeout(5_000) });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
    expect(server.child.exitCode).toBeNull();
  }, 30_000);

  it('listens where HOST says, and prints an address a browser can open', async () => {
    server = await startServer({ ...env, HOST: '0.0.0.0' }, dir);
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    const port = new URL(server.url).port;
    expect((await fetch(`http://127.0.0.1:${port}/api/nowhere`, { signal: AbortSignal.timeout(5_000) })).status).toBe(
      401,
    );
  }, 30_000);

  it.skipIf(process.platform !== 'linux')(
    'closes at once a connection over the per-address cap, and keeps answering other addresses',
    async () => {
      server = await startServer(env, dir);
      const port = Number(new URL(server.url).port);
      const sockets: Socket[] = [];
      /**
       * A lead whose headers never end, from 127.0.0.2, held by the server until its headers
       * deadline (10 s). Not a whole request: the sink answers one at once (a refusal, or 429
       * past its rate limit) and closes it half a second later, which on a slow machine freed
       * places before the last socket came.
       */
      const slowLead = () => {
        const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
        sockets.push(socket);
        socket.on('error', () => undefined);
        socket.write('POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-');
        return socket;
      };
      try {
        // The cap's worth, each connected before the next, so that the server holds them all.
        for (let index = 0; index < DEFAULT_CONNECTION_LIMITS.perClient; index += 1) {
          const socket = slowLead();
          await new Promise((resolve) => socket.once('connect', resolve));
        }
        const over = slowLead();
        await new Promise((resolve) => over.once('close', resolve));
        expect(sockets.filter((socket) => socket.destroyed)).toEqual([over]);
        const other = await fetch(`http://127.0.0.1:${port}/api/nowhere`, { signal: AbortSignal.timeout(5_000) });
        expect(other.status).toBe(401);
        expect(sockets.filter((socket) => socket.destroyed)).toEqual([over]);
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    },
    30_000,
  );

  it('refuses to start on a lead database inside the folder it serves, saying why', async () => {
    await expect(startServer({ ...env, LEADS_FILE: join(dir, 'dist', 'leads.db') }, dir)).rejects.toThrow(
      /LEADS_FILE .*leads\.db is inside .*dist, which is served to anyone/,
    );
  });

  it('refuses to start on a LEADS_FILE that is not the sink’s, and renames nothing', async () => {
    writeFileSync(join(dir, 'package.json'), '{\n  "name": "someone-else"\n}\n');
    await expect(startServer({ ...env, LEADS_FILE: join(dir, 'package.json') }, dir)).rejects.toThrow(
      /Testable did not start: LEADS_FILE .*package\.json is neither a lead database nor/,
    );
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe('{\n  "name": "someone-else"\n}\n');
  });
});
