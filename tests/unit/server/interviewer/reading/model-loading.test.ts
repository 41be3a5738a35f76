// @vitest-environment node
/**
 * The model is an option, and costs nothing unset: a host made with or without one imports no
 * byte of the SDK or of the schema; they are imported on the first turn a model reads. Checked in
 * a Node process of its own, which lists every module it resolves.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'model-loading-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The SDK's, zod's and the schema's modules a process resolved, after `steps`. */
function modelModulesResolved(steps: string): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const seen = [];
    registerHooks({ resolve(specifier, context, next) { seen.push(specifier); return next(specifier, context); } });
    const { createReferenceHost } = await import('./server/reference-host/node-host.ts');
    const { createModelReader } = await import('./server/interviewer/reading/model-reader.ts');
    const model = { apiUrl: 'http://127.0.0.1:9/v1', apiKey: '', model: 'm', timeoutMs: 1000 };
    ${steps}
    console.log(JSON.stringify([...new Set(seen.filter((s) => /^(ai|@ai-sdk\\/|zod)|model-answer/.test(s)))]));
  `;
  const printed = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, LEADS_FILE: join(work, 'leads.db') },
  });
  return JSON.parse(printed.trim().split('\n').at(-1) ?? '[]') as string[];
}

it('a host, with a model or without, imports nothing of the SDK until a turn is read', () => {
  expect(
    modelModulesResolved(`
      createReferenceHost({ leadsFile: process.env.LEADS_FILE });
      createReferenceHost({ leadsFile: process.env.LEADS_FILE, model });
    `),
  ).toEqual([]);
}, 30_000);

it('the first turn read imports the SDK and the schema', () => {
  const resolved = modelModulesResolved(`
    console.warn = () => {};
    await createModelReader(model)({ asked: 'user_type', plan: null, turn: 'Dog owners' });
  `);
  expect(resolved).toEqual(expect.arrayContaining(['ai', '@ai-sdk/openai-compatible', './model-answer.ts', 'zod']));
}, 30_000);
