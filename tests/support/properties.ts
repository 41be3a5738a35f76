/**
 * Shared settings of the property tests: 10,000 cases a property, from a fixed seed so that a
 * failure replays exactly (fast-check prints the seed and the shrunk counterexample when one
 * fails). Set FC_SEED to explore other cases.
 */
import fc from 'fast-check';

export const PROPERTY_SEED = Number(process.env['FC_SEED'] ?? 20_261_123);
export const PROPERTY_RUNS = 10_000;

/** Runs a property with the shared seed and count; `params` may lower numRuns for slow ones. */
export function checkProperty<Ts>(
  property: fc.IRawProperty<Ts>,
  params: fc.Parameters<Ts> = {},
): ReturnType<typeof fc.assert> {
  return fc.assert(property, { numRuns: PROPERTY_RUNS, seed: PROPERTY_SEED, ...params });
}
