/**
 * Goals said as the things they are about: asked what a persona wants to get done, a founder may
 * answer "guest list, budget, seating plan". Each thing is a goal a tester can follow: what is made
 * is made ("Make a guest list"), anything else is managed ("Manage the budget").
 */
import { readsAsVerb } from '../language/english.ts';
import { capitalised } from '../words/mentions.ts';

/** The most words a thing said for a goal has ("weekly meal plan"). */
const MAX_THING_WORDS = 3;
/** Things a persona makes: "Make a seating plan". */
const MADE = new Set(
  'list plan schedule rota menu quote estimate invoice report itinerary checklist playlist timetable booking order post'.split(
    ' ',
  ),
);
const JOINERS = new Set(['and', '&', 'plus']);

const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '');

/** "guest list" → "Make a guest list"; "budget" → "Manage the budget". */
function goalOfThing(thing: string): string {
  const words = thing.split(' ').filter(Boolean);
  const head = bare(words.at(-1) ?? '');
  if (!MADE.has(head)) return capitalised(`manage the ${thing.toLowerCase()}`);
  const article = /^[aeiou]/.test(bare(words[0] ?? '')) ? 'an' : 'a';
  return capitalised(`make ${article} ${thing.toLowerCase()}`);
}

/**
 * The goals of an answer that only names things ("Guest list, budget, seating plan"); null when it
 * names a task (it opens with a verb) or says more than things.
 */
export function goalsOfThings(said: string): string[] | null {
  const items = said
    .split(',')
    .flatMap((part) =>
      part
        .trim()
        .split(' ')
        .reduce<string[][]>(
          (all, word) => {
            if (JOINERS.has(bare(word))) all.push([]);
            else all.at(-1)?.push(word);
            return all;
          },
          [[]],
        ),
    )
    .map((words) => words.join(' ').trim())
    .filter(Boolean);
  const firstWords = items.map((item) => bare(item.split(' ')[0] ?? ''));
  const made = (item: string) => MADE.has(bare(item.split(' ').at(-1) ?? ''));
  const isThing = (item: string, index: number) => {
    const count = item.split(' ').length;
    const first = firstWords[index] ?? '';
    // "ordering lunch" is a task; "shopping list" a thing.
    if (first.endsWith('ing') && !made(item)) return false;
    return count <= MAX_THING_WORDS && (count === 1 || !readsAsVerb(first));
  };
  if (items.length === 0 || !items.every(isThing) || readsAsVerb(firstWords[0] ?? '')) return null;
  // One thing alone is a goal only when it is made ("Seating plan"); "Quick checkout" says no task.
  if (items.length === 1 && !made(items[0] ?? '')) return null;
  if (items.some((item) => item.split(' ').some((word) => !/^[\p{L}-]+$/u.test(word)))) return null;
  return items.map(goalOfThing);
}
