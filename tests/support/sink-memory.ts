/**
 * Run as `node --expose-gc tests/support/sink-memory.ts <leads file> <count>`: posts `count`
 * leads, each padded to a 60 KiB body by a field the sink ignores, to the reference host in
 * this process, and prints how much the heap kept, after full collections, as JSON
 * `{ "heapGrowthBytes": n }`. A sink that keeps anything of each lead's body shows it here.
 */
import { randomUUID } from 'node:crypto';
import { createReferenceHost } from '../../server/reference-host/node-host.ts';

const [file, countText] = process.argv.slice(2);
const count = Number(countText);
if (!file || !Number.isInteger(count)) throw new Error('usage: sink-memory.ts <leads file> <count>');
const { gc } = globalThis;
if (!gc) throw new Error('run with --expose-gc');
const collect: () => void = gc;

const app = createReferenceHost({ leadsFile: file, leadsPerMinute: 1_000_000, taskDelayMs: 0 });
const pad = 'x'.repeat(60 * 1024);
async function post(index: number) {
  const response = await app.request('/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `email=lead-${index}%40example.com&message=hello&submission_id=${randomUUID()}&pad=${pad}`,
  });
  if (response.status !== 200) throw new Error(`lead ${index} answered ${response.status}`);
  await response.arrayBuffer();
}

/** Heap in use once everything unreachable is collected. */
function settledHeap(): number {
  for (let round = 0; round < 3; round += 1) collect();
  return process.memoryUsage().heapUsed;
}

// The first leads open the store and compile the code; what they cost is not per lead.
for (let index = 0; index < 20; index += 1) await post(-1 - index);
const before = settledHeap();
for (let index = 0; index < count; index += 1) await post(index);
console.log(JSON.stringify({ heapGrowthBytes: settledHeap() - before }));
