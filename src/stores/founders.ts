import '../browser/storage';
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed, onMount } from 'nanostores';
import { fetchFoundersTaken } from '../lib/api/founders';
import { config } from '../lib/config/site-config';
import { STORAGE_KEYS } from '../lib/config/storage-keys';
import { DEFAULT_FOUNDER_COUNT } from '../lib/constants';
import { countWithFounder, nextFounderCount, parseFounderCount } from '../lib/landing/founders';

/**
 * This browser's count (docs/leads.md, "A founder reservation, and the founder count"): what the
 * page shows where the sink's count is off or fails.
 */
export const $founderCount = persistentAtom<number>(STORAGE_KEYS.founderCount, DEFAULT_FOUNDER_COUNT, {
  encode: String,
  decode: parseFounderCount,
});

/** A completed (simulated) payment takes the next spot; returns the founder number it got. */
export function takeFounderSpot(): number {
  const before = $founderCount.get();
  $founderCount.set(nextFounderCount(before));
  return before + 1;
}

/**
 * The sink's count (GET PUBLIC_FOUNDERS_URL): `off` when the build turned it off, `loading` until
 * it answers, `failed` when it did not answer with a count, `known` once it did (or once the sink
 * gave a reservation made here its founder number).
 */
export type SinkCount =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'known'; taken: number };

export const $sinkFounders = atom<SinkCount>(config.foundersUrl === '' ? { state: 'off' } : { state: 'loading' });

// Asked once per page, when something first shows the count (the hero, the reservation dialog).
onMount($sinkFounders, () => {
  if ($sinkFounders.get().state !== 'loading') return;
  const stop = new AbortController();
  void fetchFoundersTaken(config.foundersUrl, stop.signal).then((taken) => {
    if (stop.signal.aborted) return;
    const now = $sinkFounders.get();
    // A founder number heard meanwhile may be newer than the count (which may be 10 s old).
    const known = now.state === 'known' ? now.taken : null;
    if (taken !== null) $sinkFounders.set({ state: 'known', taken: countWithFounder(known, taken) });
    else if (known === null) $sinkFounders.set({ state: 'failed' });
  });
  return () => stop.abort();
});

/**
 * The founder spots taken as the page shows them: the sink's count where it answers, this
 * browser's elsewhere; null while the sink's is on its way, which is never shown as a number.
 */
export const $foundersTaken = computed([$sinkFounders, $founderCount], (sink, browser) => {
  if (sink.state === 'loading') return null;
  return sink.state === 'known' ? sink.taken : browser;
});

/** The sink gave a reservation made here its founder number: the count shown includes it at once. */
export function noteFounderNumber(founderNumber: number): void {
  const sink = $sinkFounders.get();
  if (sink.state === 'off') return;
  $sinkFounders.set({
    state: 'known',
    taken: countWithFounder(sink.state === 'known' ? sink.taken : null, founderNumber),
  });
}
