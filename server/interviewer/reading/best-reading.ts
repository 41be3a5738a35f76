/**
 * The best reading of a value that fails its field's shape, to offer back ("Did you mean
 * “Developers”?") instead of storing it: the value without the words that lead into it or trail
 * off after it, or, for a group, its longest run of words that names people. Null when no part fits.
 */
import { trimEndChars } from '../../../src/lib/forms/trim-chars.ts';
import { fitsShape } from '../language/field-shapes.ts';
import type { TurnField } from '../language/turn-reading.ts';
import { capitalised } from '../words/mentions.ts';

const LEADING = new Set(
  'i we they she he you it and but so or please just only to be able want wants would like the a an some kinds kind types type of sorts mostly mainly usually really'.split(
    ' ',
  ),
);
/** "25-34" → "30": a persona has one age, and the middle of a range said is the best guess of it. */
function middleAge(value: string): string | null {
  const [low, high, ...rest] = value.split('-').map(Number);
  if (low === undefined || high === undefined || rest.length > 0 || !(low > 0 && high > low)) return null;
  const middle = String(Math.round((low + high) / 2));
  return fitsShape('age', middle) ? middle : null;
}

/** Words that name no group of their own: offering one back helps no one. */
const GENERIC = new Set(['people', 'users', 'folks', 'persons', 'customers', 'clients', 'others']);

/** Longest run of words tried: a group's name is a few words. */
const MAX_RUN = 5;

export function bestReading(field: TurnField, value: string): string | null {
  if (field === 'age') return middleAge(value);
  const words = trimEndChars(value, '.!?;').split(/\s+/).filter(Boolean);
  let start = 0;
  while (start < words.length - 1 && LEADING.has((words[start] ?? '').toLowerCase())) start++;
  const trimmed = capitalised(words.slice(start).join(' '));
  if (trimmed !== value && fitsShape(field, trimmed)) return trimmed;
  if (field !== 'user_type' && field !== 'segment') return null;
  for (let length = Math.min(MAX_RUN, words.length); length > 0; length--) {
    for (let at = 0; at + length <= words.length; at++) {
      const run = capitalised(words.slice(at, at + length).join(' '));
      if (fitsShape(field, run) && !GENERIC.has(run.toLowerCase())) return run;
    }
  }
  return null;
}
