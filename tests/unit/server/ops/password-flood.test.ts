// @vitest-environment node
/**
 * Wrong passwords from many addresses, against the real `node server/serve.ts` with the
 * command's own 100,000 rounds: every guess is refused (401) or turned away with Retry-After
 * (503), one address cannot race past its limit with concurrent guesses, the site keeps serving
 * while it happens, and the operator's own password still works afterwards.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../server/ops/password';
import { type ServerProcess, startServer } from '../../../support/server-process';

const PASSWORD = 'correct horse battery staple';
const dir = mkdtempSync(join(tmpdir(), 'ops-flood-'));
let server: ServerProcess;
let port = 0;

beforeAll(async () => {
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>Testable</title>');
  const env = {
    PORT: '0',
    DIST_DIR: join(dir, 'dist'),
    LEADS_FILE: join(dir, 'leads.db'),
    OPS_PASSWORD_HASH: await hashPassword(PASSWORD),
  };
  server = await startServer(env, dir);
  port = Number(new URL(server.url).port);
}, 30_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
}

/** A GET from `address` (any of 127.0.0.0/8), with Basic credentials when a password is given. */
const get = (address: string, path: string, password?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const headers = password === undefined ? {} : { authorization: `Basic ${btoa(`ops:${password}`)}` };
    const outgoing = request(
      { host: '127.0.0.1', port, path, localAddress: address, headers, agent: false },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, retryAfter: incoming.headers['retry-after'] }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });

describe.skipIf(process.platform !== 'linux')('wrong passwords from 64 addresses at once', () => {
  it('are refused or turned away with Retry-After, while pages are served, and the password works after', async () => {
    const flood = Array.from({ length: 64 }, (_, index) =>
      get(`127.0.1.${index + 1}`, '/ops/api/stats', `guess ${index}`),
    );
    const page = await get('127.0.2.1', '/');
    const answers = await Promise.all(flood);
    expect(page.status).toBe(200);
    for (const answer of answers) {
      expect([401, 503]).toContain(answer.status);
      if (answer.status === 503) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect((await get('127.0.2.2', '/ops/api/stats', PASSWORD)).status).toBe(200);
  }, 60_000);

  it('from one address, checks 10 in all however many come at once', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) => get('127.0.3.1', '/ops/api/stats', `guess ${index}`)),
    );
    expect(burst.every((answer) => [401, 429, 503].includes(answer.status))).toBe(true);
    let checked = burst.filter((answer) => answer.status === 401).length;
    // One at a time now, until the address is told to wait: 10 checks in all, never more.
    for (let guess = 0; guess <= 10; guess += 1) {
      const answer = await get('127.0.3.1', '/ops/api/stats', `later guess ${guess}`);
      if (answer.status === 429) break;
      expect(answer.status).toBe(401);
      checked += 1;
    }
    expect(checked).toBe(10);
  }, 60_000);
});
