/**
 * The measured side of the lead soak in `npm run bench:host` (bench/host/leads.ts), in a
 * fresh process each time, so that its memory is the sink's alone. Prints one JSON line.
 *   restart <database>          open the sink on an existing database and store one lead
 *   padded <database> <count>   post `count` leads with 64 KiB bodies through the host's route
 *   import <jsonl> <database>   a first lead on a new default database beside a legacy file
 */
import { randomUUID } from 'node:crypto';
import { prepareLeadStore } from '../../server/lead-sink/prepare-lead-store.ts';
import { createLeadSink } from '../../server/lead-sink/sqlite-sink.ts';
import { createReferenceHost } from '../../server/reference-host/node-host.ts';

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
/** Peak RSS of this process so far (getrusage; Linux reports KiB). */
const peakRssMiB = () => mib(process.resourceUsage().maxRSS * 1024);
const print = (result: Record<string, unknown>) => console.log(JSON.stringify(result));

const lead = () => ({
  email: `soak-${randomUUID()}@example.com`,
  url: '',
  message: 'Expression of interest',
  site: 'https://testable.example/',
  submission_id: randomUUID(),
});

const [mode, first = '', second = ''] = process.argv.slice(2);

if (mode === 'restart') {
  const started = performance.now();
  const sink = createLeadSink({ file: first });
  await sink.add(lead());
  const firstAddMs = Math.round((performance.now() - started) * 10) / 10;
  print({ firstAddMs, rssMiB: mib(process.memoryUsage().rss), peakRssMiB: peakRssMiB() });
  await sink.close();
} else if (mode === 'padded') {
  const count = Number(second);
  const { gc } = globalThis;
  if (!gc) throw new Error('run with --expose-gc');
  const collect: () => void = gc;
  const settled = () => {
    for (let round = 0; round < 3; round += 1) collect();
    return process.memoryUsage();
  };
  const app = createReferenceHost({ leadsFile: first, leadsPerMinute: 1_000_000_000, taskDelayMs: 0 });
  // The body limit is 64 KiB: the padding is a field the sink ignores, as an attacker would send.
  const pad = 'x'.repeat(64 * 1024 - 400);
  const post = async () => {
    const { email, submission_id } = lead();
    const body = `email=${encodeURIComponent(email)}&message=hello&submission_id=${submission_id}&pad=${pad}`;
    const response = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (response.status !== 200) throw new Error(`a padded lead was answered ${response.status}`);
    await response.arrayBuffer();
    return body.length;
  };
  // The first leads open the database and compile the code: not a cost per lead.
  for (let index = 0; index < 20; index += 1) await post();
  const before = settled();
  const started = performance.now();
  let bodyBytes = 0;
  for (let index = 0; index < count; index += 1) bodyBytes = await post();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const after = settled();
  print({
    leads: count,
    bodyKiB: Math.round(bodyBytes / 1024),
    seconds,
    rssBeforeMiB: mib(before.rss),
    rssAfterMiB: mib(after.rss),
    rssGrowthMiB: mib(after.rss - before.rss),
    heapGrowthMiB: mib(after.heapUsed - before.heapUsed),
    peakRssMiB: peakRssMiB(),
  });
} else if (mode === 'import') {
  const logged: string[] = [];
  const started = performance.now();
  // What a start-up does before its first request.
  await prepareLeadStore({ file: second, legacyFile: first, log: (line: string) => logged.push(line) });
  const sink = createLeadSink({ file: second });
  await sink.add(lead());
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  print({ seconds, peakRssMiB: peakRssMiB(), log: logged });
  await sink.close();
} else {
  throw new Error(`unknown mode ${mode}`);
}
