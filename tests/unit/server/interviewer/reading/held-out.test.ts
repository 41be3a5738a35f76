// @vitest-environment node
/**
 * The held-out set is kept as it was written, before the rules were tuned (docs/interviewer.md):
 * any change to it changes this digest, and must be made in a commit of its own that says why.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const file = (name: string) => readFileSync(`bench/interviewer/corpus/${name}`);

it('keeps the held-out set as written', () => {
  const digest = createHash('sha256').update(file('held-out.yaml')).digest('hex');
  expect(digest).toBe(file('held-out.sha256').toString().trim());
});
