/**
 * Closing a list, said in more ways than the set phrases of turn-words.ts (docs/interviewer.md,
 * "Acts"): "that covers everyone", "that's all she needs", "nothing else springs to mind", "I'm
 * happy with the plan"; and the thanks or approval said beside it ("cheers", "looks good to me"),
 * which adds nothing to the plan. Compared word by word (linear).
 */
import { withoutDiscourse } from '../language/discourse.ts';
import { normalizeCommand } from '../words/answers.ts';

const setOf = (words: string) => new Set(words.split(' '));
const wordsOf = (text: string) => normalizeCommand(withoutDiscourse(text)).split(' ').filter(Boolean);

/** Words said before the closing that close nothing: "no,", "nah I think", "ok so". */
const OPENERS = setOf('no nope nah ok okay so yeah yes honestly i think guess reckon suppose then and');
/** What "that covers …" and "happy with …" are said of: the plan or its people. */
const WHOLE = setOf('it everyone everybody everything all them us the lot plan this that things');
/** Who "that's all … needs" is said of, and what: "that's all she needs", "that's all from me". */
const WHO = setOf('she he they we i you');
const NEEDING = setOf('needs need wants want does do uses use has have got');
const FROM = setOf('from for');
const FOR_WHOM = setOf('me us her him them today now');
/** "nothing else comes to mind", "nothing more springs to mind". */
const COMING = setOf('comes springs come spring');
/** Thanks or approval: said beside a closing, it adds nothing. */
const APPROVALS = new Set(
  (
    'cheers, thanks, thank you, ta, thx, great, perfect, brilliant, lovely, awesome, nice, nice one, cool, ' +
    'looks good, looks good to me, looks great, sounds good, sounds great, all good, lets go, good stuff, ' +
    'that looks good, that looks right, love it'
  ).split(', '),
);

function withoutOpeners(words: readonly string[]): string[] {
  let start = 0;
  while (start < words.length - 1 && OPENERS.has(words[start] ?? '')) start++;
  return words.slice(start);
}

/** A clause that closes the list in a way the set phrases do not hold. */
export function closesList(text: string): boolean {
  const words = withoutOpeners(wordsOf(text));
  const [first = '', second = '', third = '', fourth = ''] = words;
  const rest = words.slice(2);
  // "that covers everyone", "that covers it all".
  if (first === 'that' && second === 'covers' && rest.every((word) => WHOLE.has(word))) return rest.length > 0;
  // "that's all she needs", "that's all from me", "that's everything for today".
  if (first === 'thats' && (second === 'all' || second === 'everything') && words.length === 4)
    return (WHO.has(third) && NEEDING.has(fourth)) || (FROM.has(third) && FOR_WHOM.has(fourth));
  // "nothing else comes to mind", "nothing more springs to mind".
  if (first === 'nothing' && COMING.has(third) && words.slice(3).join(' ') === 'to mind') return true;
  // "I'm happy with the plan", "we're happy with that".
  const happy = words.indexOf('happy');
  return (
    (first === 'im' || first === 'were') &&
    happy === 1 &&
    words[2] === 'with' &&
    words.slice(3).every((word) => WHOLE.has(word)) &&
    words.length > 3
  );
}

/** Thanks or approval alone: "cheers", "looks good to me", "let's go". */
export const isApproval = (text: string) => APPROVALS.has(wordsOf(text).join(' '));
