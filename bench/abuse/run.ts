/**
 * `npm run bench:abuse`: what a visitor waits for while strangers attack the server of `npm
 * start` (docs/leads.md, "Limits a stranger meets"). Starts `node server/serve.ts` on a free
 * loopback port (dist/ if built, else a one-line page; a temporary lead database; a password with
 * the real 100,000 rounds), then times `GET /`, a stored lead (with a proof of work) and a
 * challenge, one at a time from addresses of their own, three times:
 * - quiet;
 * - while 64 addresses send wrong passwords to /ops/api, as fast as they are answered;
 * - while 16 addresses keep reads of pages that never answer in flight, as many as they may.
 * An analysis of a page that answers is timed in each phase too, with the status it got.
 * Prints p50 and p95 per request and phase, and what the attackers were answered. Linux only
 * (it uses many loopback source addresses). Measures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { issueChallenge } from '../../server/bot-check/proof.ts';
import { hashPassword } from '../../server/ops/password.ts';
import { ENV_DEFAULTS } from '../../src/lib/config/public-env.ts';
import { countStatuses, loopbackAddress } from '../host/client.ts';

const SAMPLES = 40;
const SLOW_READERS = 16;
const KEY = 'bench-abuse-key-of-the-bot-check-0123456789abcdef';
const dir = mkdtempSync(join(tmpdir(), 'bench-abuse-'));

interface Answer {
  status: number;
  ms: number;
  body: string;
}

function send(
  port: number,
  from: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method, headers, localAddress: from, agent: false },
      (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => {
          if (body.length < 200) body += chunk.toString();
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, ms: performance.now() - started, body }));
      },
    );
    outgoing.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: String(error) }));
    outgoing.end(body);
  });
}

/** `node server/serve.ts` with `env`, once it says where it listens. */
function startSite(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/serve.ts'], { env: { PATH: process.env['PATH'] ?? '', ...env } });
  return new Promise<{ port: number; stop: () => void }>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ port: Number(new URL(url).port), stop: () => child.kill('SIGKILL') });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', () => reject(new Error(`the server stopped:\n${output}`)));
  });
}

/**
 * Page servers, each on a loopback address of its own, so each is a target of its own to the
 * reader's per-site limit: `slow` start a page and never finish it; `quick` answers a small page.
 */
async function startPages(slowCount: number) {
  const listen = async (host: string, slow: boolean) => {
    const server = createServer((_incoming, outgoing) => {
      outgoing.writeHead(200, { 'content-type': 'text/html' });
      if (slow) outgoing.write('<html><head><title>Slow');
      else outgoing.end('<!doctype html><title>Quick</title><h1>A shop</h1><p>Buy shoes online.</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    return { server, origin: `http://${host}:${(server.address() as AddressInfo).port}` };
  };
  const slow = await Promise.all(Array.from({ length: slowCount }, (_, index) => listen(`127.0.5.${index + 1}`, true)));
  // Enough sites that the timed analyses stay under each one's 20 reads a minute.
  const quick = await Promise.all(Array.from({ length: 8 }, (_, index) => listen(`127.0.6.${index + 1}`, false)));
  const all = [...slow, ...quick];
  return {
    slow: slow.map(({ origin }) => origin),
    quick: quick.map(({ origin }) => origin),
    hosts: all.map(({ origin }) => new URL(origin).hostname).join(','),
    close: () => {
      for (const { server } of all) server.closeAllConnections();
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function main() {
  const built = join(process.cwd(), 'dist');
  const stand = join(dir, 'dist');
  mkdirSync(stand);
  writeFileSync(join(stand, 'index.html'), '<!doctype html><title>Testable</title>');
  const pages = await startPages(SLOW_READERS);
  const site = await startSite({
    PORT: '0',
    DIST_DIR: existsSync(join(built, 'index.html')) ? built : stand,
    LEADS_FILE: join(dir, 'leads.db'),
    OPS_PASSWORD_HASH: await hashPassword('the operator’s own password'),
    ALTCHA_HMAC_KEY: KEY,
    ANALYSIS_ALLOW_HOSTS: pages.hosts,
  });
  const origin = `http://127.0.0.1:${site.port}`;
  let visitor = 0;
  const nextVisitor = () => loopbackAddress(2_000 + visitor++);
  let analyses = 0;
  const proof = async () => {
    const challenge = await issueChallenge(KEY, Date.now(), 1);
    return btoa(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) }));
  };
  const lead = async () => {
    const fields = {
      email: `visitor-${visitor}@example.com`,
      message: 'Expression of interest',
      url: '',
      site: `${origin}/`,
      submission_id: crypto.randomUUID(),
      altcha: await proof(),
    };
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin };
    return send(site.port, nextVisitor(), 'POST', '/api/leads', form, new URLSearchParams(fields).toString());
  };
  const analysis = () =>
    send(
      site.port,
      nextVisitor(),
      'POST',
      '/api/analyze',
      { 'content-type': 'application/json', 'x-api-key': ENV_DEFAULTS.PUBLIC_ANALYSIS_API_KEY },
      JSON.stringify({ url: `${pages.quick[analyses++ % pages.quick.length]}/?${visitor}` }),
    );
  const kinds = {
    'GET /': () => send(site.port, nextVisitor(), 'GET', '/', {}),
    'a lead': lead,
    'a challenge': () => send(site.port, nextVisitor(), 'GET', '/api/altcha', {}),
    'an analysis': analysis,
  };

  const results: Record<string, Record<string, Answer[]>> = {};
  /** Each kind of request SAMPLES times, one at a time, under whatever else is running. */
  async function phase(name: string) {
    const answers: Record<string, Answer[]> = {};
    for (const kind of Object.keys(kinds)) answers[kind] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1)
      for (const [kind, make] of Object.entries(kinds)) answers[kind]?.push(await make());
    results[name] = answers;
  }

  /** The phase `name` while `count` attackers each repeat `attempt` as fast as answered: what they were answered. */
  async function under(name: string, count: number, attempt: (index: number) => Promise<Answer>) {
    let attacking = true;
    const answers: Answer[] = [];
    const attackers = Array.from({ length: count }, async (_, index) => {
      while (attacking) answers.push(await attempt(index));
    });
    await phase(name);
    attacking = false;
    await Promise.all(attackers);
    return countStatuses(answers);
  }

  await phase('quiet');
  const wrong = { authorization: `Basic ${btoa('ops:not the password')}` };
  const passwordAnswers = await under('64 addresses guessing passwords', 64, (index) =>
    send(site.port, loopbackAddress(index), 'GET', '/ops/api/stats', wrong),
  );
  const slowHeaders = { 'content-type': 'application/json', 'x-api-key': ENV_DEFAULTS.PUBLIC_ANALYSIS_API_KEY };
  const slowAnswers = await under('16 addresses holding slow reads', 32, (index) => {
    const body = JSON.stringify({ url: `${pages.slow[index % SLOW_READERS]}/?${index}-${Date.now()}` });
    return send(site.port, loopbackAddress(500 + (index % SLOW_READERS)), 'POST', '/api/analyze', slowHeaders, body);
  });

  console.log('\nms, p50 / p95 of', SAMPLES, 'requests each, one at a time, each from an address of its own\n');
  console.log(`| request | ${Object.keys(results).join(' | ')} |`);
  console.log(
    `|---|${Object.keys(results)
      .map(() => '---')
      .join('|')}|`,
  );
  for (const kind of Object.keys(kinds)) {
    const cells = Object.values(results).map((answers) => {
      const list = answers[kind] ?? [];
      const statuses = [...new Set(list.map((answer) => answer.status))].join('/');
      const ms = list.map((answer) => answer.ms);
      return `${percentile(ms, 50).toFixed(1)} / ${percentile(ms, 95).toFixed(1)} (${statuses})`;
    });
    console.log(`| ${kind} | ${cells.join(' | ')} |`);
  }
  console.log('\nwhat a visitor was told when refused:');
  for (const [name, answers] of Object.entries(results))
    for (const [kind, list] of Object.entries(answers)) {
      const refused = list.find((answer) => answer.status >= 400);
      if (refused) console.log(`  ${name}, ${kind}: ${refused.status} ${refused.body.slice(0, 120)}`);
    }
  console.log('\nwhat the attackers were answered (status: count):');
  console.log('  password guesses:', JSON.stringify(passwordAnswers));
  console.log('  slow reads:', JSON.stringify(slowAnswers));
  site.stop();
  pages.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

await main();
