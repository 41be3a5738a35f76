/** How a change in a dashboard score reads: a sign for the eye, words for screen readers. */
export function describeDelta(delta: number): { symbol: string; spoken: string; trend: 'up' | 'down' | 'flat' } {
  if (delta > 0) return { symbol: `▲ ${delta}`, spoken: `up ${delta} points`, trend: 'up' };
  if (delta < 0) return { symbol: `▼ ${-delta}`, spoken: `down ${-delta} points`, trend: 'down' };
  return { symbol: '0', spoken: 'no change', trend: 'flat' };
}
