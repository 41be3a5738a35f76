/** The benchmarks' statistics: nearest-rank percentiles (a value that was measured, never a blend). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);
