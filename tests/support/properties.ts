/**
 * Shared settings of the property tests: 1,000 cases a property, from a fixed seed so that a
 * failure replays exactly (fast-check prints the seed and the shrunk counterexample when one
 * fails). Set FC_SEED to explore other cases, FC_RUNS for more of them (FC_RUNS=100000 for a
 * long search). At 10,000 a property took seconds of CPU, and on a shared two-core machine more
 * than a unit test's 5 s.
 */
import fc from 'fast-check';

export const PROPERTY_SEED = Number(process.env['FC_SEED'] ?? 20_261_123);
export const PROPERTY_RUNS = Number(process.env['FC_RUNS'] ?? 1_000);

/** Runs a property with the shared seed and count; `params` may lower numRuns for slow ones. */
export function checkProperty<Ts>(
  property: fc.IRawProperty<Ts>,
  params: fc.Parameters<Ts> = {},
): ReturnType<typeof fc.assert> {
  return fc.assert(property, { numRuns: PROPERTY_RUNS, seed: PROPERTY_SEED, ...params });
}

/**
 * Any Unicode scalar value (every code point but the surrogate halves, which UTF-8 cannot carry),
 * as a string: what fast-check's `unit: 'binary'` draws, without the reverse table of every code
 * point that it builds the first time it is used, about 2 s of CPU per test file, which a busy
 * two-core machine stretched past a test's 5 s.
 */
const SURROGATES = 0xe000 - 0xd800;
export const anyCodePoint: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff - SURROGATES })
  .map((index) => String.fromCodePoint(index < 0xd800 ? index : index + SURROGATES));
