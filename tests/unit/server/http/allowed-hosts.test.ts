// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedHostsFromEnv,
  hostAllowList,
  isAllowedHost,
  MAX_HOST_LENGTH,
  parseHost,
} from '../../../../server/http/allowed-hosts';
import { createReferenceHost, referenceHostOptionsFromEnv } from '../../../../server/reference-host/node-host';
import { createApp } from '../../../../server/site/site-app';
import { API_KEY } from '../reference-host/helpers';

describe('parseHost', () => {
  it.each([
    ['localhost', { hostname: 'localhost', port: null, kind: 'name' }],
    ['LocalHost:4321', { hostname: 'localhost', port: 4321, kind: 'name' }],
    ['testable.example.', { hostname: 'testable.example', port: null, kind: 'name' }],
    ['my_box.lan:80', { hostname: 'my_box.lan', port: 80, kind: 'name' }],
    ['127.0.0.1:4321', { hostname: '127.0.0.1', port: 4321, kind: 'ipv4' }],
    ['10.0.0.7', { hostname: '10.0.0.7', port: null, kind: 'ipv4' }],
    ['[::1]:4321', { hostname: '::1', port: 4321, kind: 'ipv6' }],
    ['[FE80::1]', { hostname: 'fe80::1', port: null, kind: 'ipv6' }],
    ['[::ffff:127.0.0.1]:65535', { hostname: '::ffff:127.0.0.1', port: 65535, kind: 'ipv6' }],
  ])('reads %j', (text, parsed) => {
    expect(parseHost(text)).toEqual(parsed);
  });

  it.each([
    ['nothing', ''],
    ['an unbracketed IPv6 address', '::1'],
    ['an unclosed bracket', '[::1'],
    ['a name in brackets', '[localhost]'],
    ['text after the brackets', '[::1]x'],
    ['an empty port', 'localhost:'],
    ['a port over 65535', 'localhost:65536'],
    ['a port of six digits', 'localhost:000080'],
    ['a signed port', 'localhost:+80'],
    ['two colons', 'a:1:2'],
    ['an empty label', 'a..example'],
    ['a leading dot', '.example'],
    ['a space', 'local host'],
    ['a user', 'user@localhost'],
    ['a path', 'localhost/x'],
    ['a non-ASCII name', 'tëst.example'],
    ['a name over 253 characters', `${'a'.repeat(60)}.`.repeat(5)],
    ['text over the length limit', 'a'.repeat(MAX_HOST_LENGTH + 1)],
  ])('refuses %s', (_label, text) => {
    expect(parseHost(text)).toBeNull();
  });

  const label = fc.stringMatching(/^[a-z0-9_-]{1,20}$/);
  // Names a URL can hold: one whose last label is a number must be an IPv4 address ("a.0" is none).
  const name = fc
    .array(label, { minLength: 1, maxLength: 5 })
    .map((labels) => labels.join('.'))
    .filter((text) => URL.canParse(`http://${text}/`));
  const port = fc.option(fc.integer({ min: 0, max: 65_535 }), { nil: null });

  it('reads back any name and port it is given, in any case', () => {
    fc.assert(
      fc.property(name, port, fc.boolean(), (hostname, portNumber, upper) => {
        const text = `${upper ? hostname.toUpperCase() : hostname}${portNumber === null ? '' : `:${portNumber}`}`;
        const parsed = parseHost(text);
        expect(parsed?.hostname).toBe(hostname);
        expect(parsed?.port).toBe(portNumber);
      }),
    );
  });

  it('reads back any IPv4 or IPv6 address, the latter only in brackets', () => {
    fc.assert(
      fc.property(fc.ipV4(), port, (address, portNumber) => {
        expect(parseHost(`${address}${portNumber === null ? '' : `:${portNumber}`}`)).toEqual({
          hostname: address,
          port: portNumber,
          kind: 'ipv4',
        });
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), port, (address, portNumber) => {
        const parsed = parseHost(`[${address}]${portNumber === null ? '' : `:${portNumber}`}`);
        expect(parsed).toEqual({ hostname: address.toLowerCase(), port: portNumber, kind: 'ipv6' });
        expect(parseHost(address)).toBeNull();
      }),
    );
  });

  it('never throws, and what it reads is the Host a URL with that host would send', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.domain(), fc.webAuthority()), (text) => {
        const parsed = parseHost(text);
        if (parsed === null) return;
        // Whatever it accepts, the URL parser accepts too and names the same host.
        const url = new URL(`http://${text}/`);
        const bracketed = parsed.kind === 'ipv6' ? `[${parsed.hostname}]` : parsed.hostname;
        expect(url.hostname.replace(/\.$/, '')).toBe(new URL(`http://${bracketed}/`).hostname);
      }),
    );
  });

  it.each(['a.0', 'A.0', 'shop.1', 'x.0x', 'a.09'])(
    'refuses %j, which URL parsers read as a broken IPv4 address',
    (text) => {
      expect(URL.canParse(`http://${text}/`)).toBe(false);
      expect(parseHost(text)).toBeNull();
    },
  );

  it.each([
    ['127.1', '127.1'],
    ['shop.example', 'shop.example'],
  ])('keeps %j, which URL parsers read as a host', (text, hostname) => {
    expect(parseHost(text)?.hostname).toBe(hostname);
  });

  it('takes time linear in its input', () => {
    // Long runs of the characters each branch scans; all refused at once by the length bound,
    // and within it in one pass.
    for (const text of ['['.repeat(100_000), ':'.repeat(100_000), 'a.'.repeat(129), `[${'0:'.repeat(120)}`]) {
      expect(parseHost(text)).toBeNull();
    }
  });
});

describe('isAllowedHost', () => {
  const allowed = hostAllowList([
    'http://localhost:4321',
    'https://testable.example',
    'preview.testable.example:8080',
    '.staging.example',
    'not a host',
    'ftp://ignored.example',
  ]);

  it.each([
    ['an IPv4 literal, any port', '203.0.113.9:8080', true],
    ['an IPv6 literal, any port', '[2001:db8::1]:1', true],
    ['localhost', 'localhost', true],
    ['a name under localhost', 'app.localhost:4321', true],
    ['the site’s host', 'testable.example', true],
    ['the site’s host on another port', 'testable.example:8443', true],
    ['an ALLOWED_HOSTS entry (its port ignored)', 'preview.testable.example', true],
    ['a name under a .pattern', 'pr-7.staging.example', true],
    ['the name of a .pattern itself', 'staging.example', true],
    ['a rebound name', 'rebind.evil.example', false],
    ['a name merely ending like localhost', 'evillocalhost', false],
    ['the site’s host under another name', 'testable.example.evil.example', false],
    ['a name under the site’s host (not listed)', 'www.testable.example', false],
    ['a name ending like a .pattern', 'evilstaging.example', false],
    ['a non-http URL’s host', 'ignored.example', false],
  ])('%s: %s → %s', (_label, text, expected) => {
    const parsed = parseHost(text);
    if (parsed === null) throw new Error(`unparsed: ${text}`);
    expect(isAllowedHost(parsed, allowed)).toBe(expected);
  });
});

describe('the allowed hosts from the environment', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    [' a.example , .b.example,, ', ['a.example', '.b.example']],
  ])('ALLOWED_HOSTS=%j → %j', (value, hosts) => {
    expect(allowedHostsFromEnv(value)).toEqual(hosts);
    expect(referenceHostOptionsFromEnv(value === undefined ? {} : { ALLOWED_HOSTS: value }).allowedHosts).toEqual(
      hosts,
    );
  });
});

describe('a request to /api/* under a name the site is not known by', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reference-host-hosts-'));
  mkdirSync(join(dir, 'dist'));
  const leadsFile = join(dir, 'leads.db');
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    const app = createApp({
      distDir: join(dir, 'dist'),
      referenceHost: {
        leadsFile,
        taskDelayMs: 0,
        allowedOrigins: ['https://testable.example', 'https://www.testable.example'],
        allowedHosts: ['preview.example'],
      },
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A request as a browser page on `host` sends it: Host and Origin both name the page. */
  function send(
    host: string,
    path: string,
    body: string,
    type: string,
  ): Promise<{ status: number; body: string; cache: string | undefined }> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          setHost: false,
          headers: { host, origin: `http://${host}`, 'content-type': type, 'x-api-key': API_KEY },
        },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (text += chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, body: text, cache: incoming.headers['cache-control'] }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const lead = ['/api/leads', 'email=ada%40example.com', 'application/x-www-form-urlencoded'] as const;
  const chat = [
    '/api/chatasync',
    JSON.stringify({ conversation: [{ role: 'user', content: 'hi' }], current_state: null }),
    'application/json',
  ] as const;

  it.each([
    ['a lead', lead],
    ['a chat turn', chat],
  ])('%s from a rebound name is refused with 421 and a JSON error', async (_label, [path, body, type]) => {
    const answer = await send('rebind.evil.example', path, body, type);
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining('rebind.evil.example') });
    expect(answer.cache).toBe('no-store');
  });

  it.each([
    ['the loopback address', `127.0.0.1:${String(4321)}`, 200],
    ['localhost', 'localhost:4321', 200],
    ['the site’s host', 'testable.example', 200],
    ['a host of LEAD_ALLOWED_ORIGINS', 'www.testable.example', 200],
    ['an ALLOWED_HOSTS entry', 'preview.example:8080', 200],
    ['a malformed Host', 'a..example', 421],
  ])('a lead under %s (%s) → %d', async (_label, host, status) => {
    expect((await send(host, ...lead)).status).toBe(status);
  });

  it('the reference host alone (as npm run dev mounts it) refuses the rebound name too', async () => {
    const host = createReferenceHost({ leadsFile });
    const response = await host.request('http://rebind.evil.example/api/leads', {
      method: 'POST',
      headers: { origin: 'http://rebind.evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ada%40example.com',
    });
    expect(response.status).toBe(421);
  });
});
