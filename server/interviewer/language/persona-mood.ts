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
    'motivated determined uncertain doubtful suspicious tense pressured stretched drained weary knackered ' +
    'shattered chill chilled scared afraid lonely desperate upbeat sleepy'
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
  'fed up',
  'burnt out',
  'burned out',
  'worn out',
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

/** Words a mood is said after, of who feels it: "she's kind of fed up", "he just wants it quick". */
const SUBJECT_WORDS = new Set(
  "she he they she's he's they're shes hes theyre is are feels feel feeling just kind sort of kinda sorta".split(' '),
);
/** Words a mood trails off into that say nothing of it: "scared of the dentist lol". */
const TRAILING_WORDS = new Set('lol haha tbh though honestly anyway really'.split(' '));
/** Where what is said of a mood stops: a mark, and a dash with spaces around it. */
const MOOD_CLAUSE_END = /[,;:()!?]|\.\s|\s[-–—]\s|[–—]/;
/** Past this many words, the first clause is more than a mood, and is read for one (mood above). */
const MAX_MOOD_WORDS = 10;

/**
 * How they feel, as an answer to that question says it: its first clause, without who feels it
 * and what trails off after it ("really stressed, the vet bill was two grand" → "really stressed";
 * "he dreads tax season" → "dreads tax season"; "Impatient - wants the sofa gone" → "Impatient").
 * Null when that clause is longer than a mood is said in.
 */
export function moodSaid(answer: string): string | null {
  const clauses = answer.split(MOOD_CLAUSE_END);
  // "Very, very stressed": a clause of modifiers alone goes on into the next.
  let taken = 1;
  const only = (words: readonly string[]) => words.every((word) => MOOD_MODIFIERS.has(word.toLowerCase()));
  while (taken < clauses.length && only(clauses.slice(0, taken).join(' ').split(' ').filter(Boolean))) taken++;
  const words = clauses.slice(0, taken).join(' ').split(' ').filter(Boolean);
  let start = 0;
  while (start < words.length - 1 && SUBJECT_WORDS.has((words[start] ?? '').toLowerCase())) start++;
  let end = words.length;
  while (end > start + 1 && TRAILING_WORDS.has((words[end - 1] ?? '').toLowerCase())) end--;
  const mood = words.slice(start, end);
  return mood.length > 0 && mood.length <= MAX_MOOD_WORDS ? mood.join(' ') : null;
}
