import '../browser/storage';
import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '../lib/config/storage-keys';
import { DEFAULT_FOUNDER_COUNT } from '../lib/constants';
import { nextFounderCount, parseFounderCount } from '../lib/landing/founders';

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
