/**
 * The part of a turn its answer is in, as a person would take it: the last of several tries
 * ("32, no wait, 30", "Zara, sorry, Zoe", "Librarian, well, the branch manager actually"), a name
 * without the words it was offered in ("Let's go with Chloe", "Olivia's fine"), and an age said in
 * words ("he's seven", "twenty-nine").
 */
import { normalizeCommand } from '../answers.ts';
import type { Asked } from './turn-reading.ts';

/** Clauses that take back what came before them. */
const TAKING_BACK = new Set([
  'no wait',
  'wait',
  'sorry',
  'no sorry',
  'i mean',
  'i meant',
  'or rather',
  'no',
  'well',
  'oops',
]);
const NAME_OPENERS = [
  'lets go with',
  'go with',
  'lets call her',
  'lets call him',
  'call her',
  'call him',
  'how about',
  'maybe',
  'lets say',
  'say',
];
const NAME_CLOSERS = ['is fine', 's fine', 'works', 'is good', 'will do'];

/** Words that announce a list of groups rather than name one. */
const KINDS = new Set('kinds kind types type sorts sort groups group categories main mainly two three four'.split(' '));

const UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** "seven" → "7", "twenty-nine" or "twenty nine" → "29"; null when the words name no number. */
export function numberInWords(text: string): string | null {
  const words = normalizeCommand(text.replace(/-/g, ' ')).split(' ');
  for (const [index, word] of words.entries()) {
    const ten = TENS.indexOf(word);
    if (ten >= 0) {
      const unit = UNITS.indexOf(words[index + 1] ?? '');
      return String((ten + 2) * 10 + (unit > 0 && unit < 10 ? unit : 0));
    }
    const unit = UNITS.indexOf(word);
    if (unit > 0) return String(unit);
  }
  return null;
}

/** The clause after the last one that takes back what came before, when both sides say something. */
function lastTry(said: string): string {
  const parts = said.split(/([,.;!]\s*)/);
  for (let index = parts.length - 1; index > 1; index -= 2) {
    const clause = normalizeCommand(parts[index - 1] ?? '');
    const rest = parts.slice(index).join('').trim();
    const before = parts
      .slice(0, index - 2)
      .join('')
      .trim();
    const opener = [...TAKING_BACK].find((mark) => clause === mark || clause.startsWith(`${mark} `));
    if (!opener || before === '' || rest === '') continue;
    // "no wait 30": the new try may follow the words that take the old one back in the same clause.
    const inClause = clause.slice(opener.length).trim();
    return inClause === '' ? rest : `${inClause}${rest}`;
  }
  return said;
}

function nameWithoutWrapping(said: string): string {
  let words = normalizeCommand(said).split(' ');
  const opener = NAME_OPENERS.find((phrase) => words.join(' ').startsWith(`${phrase} `));
  if (opener) words = words.slice(opener.split(' ').length);
  const closer = NAME_CLOSERS.find(
    (phrase) => words.join(' ').endsWith(` ${phrase}`) || words.join(' ').endsWith(phrase),
  );
  if (closer && words.length > closer.split(' ').length) {
    words = words.slice(0, -closer.split(' ').length);
    const last = words.at(-1) ?? '';
    if (closer.startsWith('s ') && last.endsWith('s')) words[words.length - 1] = last.slice(0, -1);
  }
  return opener || closer ? words.join(' ') : said;
}

/** "Two kinds of people, really: developers …, and team leads …" → the list after the colon. */
function withoutListPreamble(said: string): string {
  const colon = said.indexOf(':');
  if (colon < 0) return said;
  const before = normalizeCommand(said.slice(0, colon)).split(' ');
  return before.some((word) => KINDS.has(word)) ? said.slice(colon + 1).trim() : said;
}

export function answerTextFor(said: string, asked: Asked): string {
  const text = asked === 'user_type' || asked === 'segment' ? withoutListPreamble(lastTry(said)) : lastTry(said);
  if (asked === 'name') return nameWithoutWrapping(text);
  if (asked === 'age' && !/\d/.test(text)) return numberInWords(text) ?? text;
  return text;
}
