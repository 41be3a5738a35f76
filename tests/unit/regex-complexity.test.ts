// @vitest-environment node
/**
 * No regular expression in the project may take super-linear time: the reference host runs
 * them on 64 KiB of client text, and one quadratic pattern there blocks the server for seconds.
 * recheck decides each pattern (automaton analysis, or fuzzing when the pattern has lookarounds
 * or back-references) and hands back an attack string when it is not safe.
 */
import { fileURLToPath } from 'node:url';
import { check, type Diagnostics } from 'recheck';
import { describe, expect, it } from 'vitest';
import { type FoundRegex, findRegexes, listCodeFiles } from '../support/regex-literals';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['src', 'server', 'tools', 'bench', 'integrations'];
// Two cores: more checks at once only make each one slower and closer to its timeout.
const CONCURRENT_CHECKS = 4;
// Fixed, so the fuzzing checker tries the same strings on every run, and bounded by steps, not
// milliseconds, the whole check as its stages: a time limit made a busy machine's slow run look
// like an attack that worked (a loaded CI run once reported a linear pattern as quadratic), or a
// pattern it could not decide ("unknown", which fails like a vulnerable one). The test's own
// timeout stops a check that would never end.
const CHECK = {
  timeout: null,
  randomSeed: 20_261_123,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
};

async function mapBounded<Item, Result>(
  items: readonly Item[],
  limit: number,
  map: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await map(items[index] as Item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function describeProblem(diagnostics: Diagnostics): string | null {
  switch (diagnostics.status) {
    case 'safe':
      return null;
    case 'vulnerable':
      return `${diagnostics.complexity.summary}; attack string ${JSON.stringify(diagnostics.attack.string).slice(0, 200)} (${diagnostics.attack.pattern})`;
    case 'unknown':
      return `could not be decided: ${JSON.stringify(diagnostics.error)}`;
  }
}

describe('regular expressions', () => {
  const files = listCodeFiles(ROOT, FOLDERS);
  const found = files.flatMap((file) => findRegexes(file, ROOT));

  it('finds the project code and its patterns', () => {
    expect(files.some((file) => file.endsWith('server/interviewer/interviewer.ts'))).toBe(true);
    // The address pattern run on every chat turn's greeting.
    expect(found.some((regex) => regex.where.startsWith('server/interviewer/words/app-url.ts:'))).toBe(true);
  });

  it('tells a quadratic pattern apart (the one that used to trim addresses in the chat)', async () => {
    const diagnostics = await check('[.,;:!?]+$', '', CHECK);
    expect(describeProblem(diagnostics)).toMatch(/polynomial.*attack string/);
  });

  it('builds none at run time, where they could not be checked', () => {
    expect(found.filter((regex) => regex.dynamic).map((regex) => regex.where)).toEqual([]);
  });

  it('match in linear time, every one of them (recheck)', { timeout: 120_000 }, async () => {
    // The same pattern written twice is checked once and reported at each place.
    const byPattern = new Map<string, FoundRegex[]>();
    for (const regex of found.filter((item) => !item.dynamic)) {
      const key = `/${regex.source}/${regex.flags}`;
      byPattern.set(key, [...(byPattern.get(key) ?? []), regex]);
    }
    const patterns = [...byPattern.values()];
    const problems = await mapBounded(patterns, CONCURRENT_CHECKS, async ([first, ...rest]) => {
      if (!first) return [];
      const diagnostics = await check(first.source, first.flags, CHECK);
      const problem = describeProblem(diagnostics);
      return problem === null
        ? []
        : [first, ...rest].map((regex) => `${regex.where} /${regex.source}/${regex.flags}: ${problem}`);
    });
    expect(problems.flat()).toEqual([]);
  });
});
