/**
 * How a persona feels, as an answer says it in passing: "usually a bit stressed by the time she
 * opens the app", "always short on time". Used by persona-details.ts, which reads every detail of
 * an answer.
 */
import type { Term } from './english.ts';
import { clauseEnd, detail } from './persona-work.ts';
import { endsItem, endsSentence } from './terms.ts';

const MOODS = new Set(
  (
    'stressed impatient busy curious anxious tired rushed confident frustrated sceptical skeptical cautious relaxed ' +
    'overwhelmed nervous excited distracted hurried hopeful worried annoyed calm frazzled harried overworked ' +
    'exhausted happy bored unsure confused hesitant wary keen eager swamped flustered irritated grumpy optimistic ' +
    'motivated determined uncertain doubtful suspicious tense pressured stretched drained weary'
  ).split(' '),
);
const MOOD_PHRASES = [
  'short on time',
  'pressed for time',
  'in a hurry',
  'in a rush',
  'under pressure',
  'on edge',
  'time poor',
].map((phrase) => phrase.split(' '));
const MOOD_MODIFIERS = new Set(
  (
    'a bit very quite often always usually really slightly so rather pretty fairly super extremely generally ' +
    'mostly little kind of sometimes permanently constantly perpetually totally completely somewhat increasingly'
  ).split(' '),
);
/** Words after a mood that go on saying when or why ("stressed by the time she opens the app"). */
const MOOD_SEQUELS = new Set(
  'when by about with after before because at during most on of that she he they'.split(' '),
);

function moodAt(terms: readonly Term[], at: number): number {
  const phrase = MOOD_PHRASES.find((words) => words.every((word, offset) => terms[at + offset]?.normal === word));
  if (phrase) return phrase.length;
  return MOODS.has(terms[at]?.normal ?? '') ? 1 : 0;
}

/** "a bit stressed" → "A bit stressed"; "usually a bit stressed by the time she opens the app" as said. */
export function mood(terms: readonly Term[]): string | undefined {
  const at = terms.findIndex((_, index) => moodAt(terms, index) > 0);
  if (at < 0) return undefined;
  let start = at;
  while (start > 0 && MOOD_MODIFIERS.has(terms[start - 1]?.normal ?? '') && !endsItem(terms[start - 1])) start -= 1;
  let end = at + moodAt(terms, at);
  const last = terms[end - 1];
  const sequel = (terms[end]?.normal ?? '').split(/['’]/)[0] ?? '';
  if (!endsItem(last) && !endsSentence(last) && MOOD_SEQUELS.has(sequel)) end = clauseEnd(terms, end);
  return detail(terms.slice(start, end));
}
