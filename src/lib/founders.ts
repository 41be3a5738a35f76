import { FOUNDER_SPOTS } from './constants';

/** Share of founder spots taken, as the hero shows it: rounded, never above 100. */
export function founderPercent(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(100, Math.round((count / FOUNDER_SPOTS) * 100));
}
