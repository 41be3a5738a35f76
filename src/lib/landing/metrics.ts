import { fillTemplate } from '../content/template.ts';

/** The words of a change (src/content/landing/card-labels.yaml, `metric`); up and down hold `{points}`. */
export interface DeltaWords {
  up: string;
  down: string;
  flat: string;
}

/** How a change in a dashboard score reads: a sign for the eye, words for screen readers. */
export function describeDelta(
  delta: number,
  words: DeltaWords,
): { symbol: string; spoken: string; trend: 'up' | 'down' | 'flat' } {
  if (delta > 0) return { symbol: `▲ ${delta}`, spoken: fillTemplate(words.up, { points: delta }), trend: 'up' };
  if (delta < 0) return { symbol: `▼ ${-delta}`, spoken: fillTemplate(words.down, { points: -delta }), trend: 'down' };
  return { symbol: '0', spoken: words.flat, trend: 'flat' };
}
