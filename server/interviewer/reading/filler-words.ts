/**
 * A turn that says nothing for the plan (docs/interviewer.md, "Acts"): hesitation ("hmm, tough
 * one", "let me think about that one"), not knowing yet ("I'm not sure yet"), saying it was said
 * ("like I said before"), each clause of it. A turn with one clause that says anything else is read
 * for that ("hmm, tough one. 40?"). Compared as whole words of each clause: linear in the turn.
 */
import { restates, withoutDiscourse } from '../language/discourse.ts';
import { normalizeCommand } from '../words/answers.ts';

const phrases = (list: string) => list.split(',').map((phrase) => phrase.trim());

/** Words of hesitation: filler said alone ("hmm"), and said before what a clause says ("oh, and …"). */
const HESITATIONS = 'hmm hm um umm uh er erm oh ah huh meh well ok okay right wait lol'.split(' ');

/**
 * Words that only lead into what is said ("Oh", "and sorry", "actually") or apologise ("my bad,
 * typo"): a clause of these alone is left out of the answer beside an edit (read-turn.ts).
 */
export const EMPTY_WORDS = new Set([
  ...HESITATIONS,
  ...'and sorry also so actually oops yeah yes no but then just my bad typo mistake btw'.split(' '),
]);

/** Clauses that say nothing for the plan, whole. */
const FILLER = new Set(
  phrases(
    `${HESITATIONS.join(', ')}, let me think, good question, ` +
      'hang on, one sec, one second, give me a sec, not sure, i dont know, dunno, no idea, idk, whatever, ' +
      'like i said, as i said, i already said, i told you, see above, same as before, k, cool, great, nice, thanks, ' +
      'thank you, alright, all right, hmm let me think, let me see, good point, ' +
      // Weighing the question: "tough one", "good question", "it depends".
      'tough one, good one, hard one, tricky one, difficult one, interesting one, tough question, tricky question, ' +
      'hard question, interesting question, hard to say, tough to say, difficult to say, who knows, beats me, ' +
      'it depends, depends, its complicated, its complex, its tricky, its hard, complicated, ' +
      // Not knowing yet: "I'm not sure yet", "no clue", "let me get back to you".
      'im not sure, i am not sure, not really sure, im not really sure, no clue, i have no idea, ive no idea, ' +
      'i need to think, need to think, let me check, i need to check, let me get back to you, ill get back to you, ' +
      'give me a minute, give me a moment, one moment, just a sec, just a second, not a clue, ' +
      'let me come back to, ill come back to, ill think, let me have a think, ill have a think, id have to check, ' +
      'id need to check, let me ask my team, i need to ask my team, let me ask my cofounder, ' +
      // Pointing back at what was said: "as above", "told you already".
      'as above, same as above, see previous, what i said, told you, already told you, i mentioned, ' +
      'already mentioned, haha, good q, ' +
      // Said after a question to the assistant: "not sure it matters", "just curious".
      'not sure it matters, not sure if it matters, just curious, just wondering, just asking, curious',
  ),
);
/** Words a hesitation may trail off into: "let me think about that one", "not sure yet", "like I said before". */
const TRAILING = new Set(
  'about on that this it one yet before already earlier really now there for a bit lol haha'.split(' '),
);

/** The longest turn read for filler word by word. */
const MAX_FILLER_LENGTH = 300;

/** "uhhh" → "uh": each run of one letter as one letter. */
const withoutRepeats = (text: string) =>
  Array.from(text)
    .filter((letter, index, letters) => letter !== letters[index - 1] || letter === ' ')
    .join('');

function withoutTrailing(plain: string): string {
  const words = plain.split(' ');
  let end = words.length;
  while (end > 0 && TRAILING.has(words[end - 1] ?? '')) end--;
  return words.slice(0, end).join(' ');
}

/** One clause of filler: "hmm", "tough one", "let me think about that one", "like I said before". */
function isFillerClause(clause: string): boolean {
  const plain = normalizeCommand(withoutDiscourse(clause));
  if (plain === '' || FILLER.has(plain) || FILLER.has(withoutRepeats(plain))) return true;
  const trimmed = withoutTrailing(plain);
  // "like I said before": what is left of a clause that says it was said already.
  return FILLER.has(trimmed) || (trimmed === '' && restates(clause));
}

/** A turn of filler alone: discourse markers, hesitation, "like I said", in every clause. */
export function isFiller(said: string): boolean {
  // Filler is said in a few words; a long turn is filler only when it has no word at all.
  if (said.length > MAX_FILLER_LENGTH) return normalizeCommand(said) === '';
  if (isFillerClause(said) || FILLER.has(normalizeCommand(said))) return true;
  return said.split(/[,;:.!?()–—\n]/).every(isFillerClause);
}
