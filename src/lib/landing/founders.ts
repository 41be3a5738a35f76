import { DEFAULT_FOUNDER_COUNT, FOUNDER_SPOTS } from '../constants';

/** Share of founder spots taken, as the hero shows it: rounded, never above 100. */
export function founderPercent(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(100, Math.round((count / FOUNDER_SPOTS) * 100));
}

/** The stored count: a decimal integer from 0 to 50, anything else reads as the default. */
export function parseFounderCount(stored: string | undefined | null): number {
  if (stored == null || !/^\d+$/.test(stored.trim())) return DEFAULT_FOUNDER_COUNT;
  const count = Number(stored);
  return count <= FOUNDER_SPOTS ? count : DEFAULT_FOUNDER_COUNT;
}

/** The count after one more completed reservation, never past the last spot. */
export function nextFounderCount(count: number): number {
  return Math.min(FOUNDER_SPOTS, count + 1);
}
