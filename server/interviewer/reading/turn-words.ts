/**
 * The turns that are not answers, recognised by their words (docs/interviewer.md, "Acts"):
 * requests ("suggest a plan for me", "start over", "that's all"), questions to the assistant
 * (assistant-questions.ts), and filler (filler-words.ts). Every test compares whole words of the
 * turn, normalised once (answers.ts normalizeCommand): linear in the turn, no pattern that can
 * backtrack.
 */
import { withoutDiscourse } from '../language/discourse.ts';
import { isDone, isSuggestRequest, normalizeCommand } from '../words/answers.ts';
import { closesList } from './closing-words.ts';
import { isFiller } from './filler-words.ts';

export { answerBeforeQuestion, isQuestionToAssistant } from './assistant-questions.ts';
export { isFiller };

import type { Asked, TurnRequest } from '../language/turn-reading.ts';
import { holdsForAssistant, requestClauses } from './request-clauses.ts';
import { asksForSuggestion } from './suggestion-request.ts';

const phrases = (list: string) => list.split(',').map((phrase) => phrase.trim());
const holds = (words: string, list: readonly string[]) => list.some((phrase) => ` ${words} `.includes(` ${phrase} `));

/** Asking for the plan to be filled in, in set phrases ("the rest" is read in a sentence: suggestion-request.ts). */
const SUGGEST = phrases(
  'suggest something, suggest one, just suggest, you suggest, suggest the rest, ' +
    'fill it in, fill it out, fill in the blanks, fill the gaps, fill in the gaps, ' +
    'you decide, you choose for me, make one up, make something up, come up with a plan, ' +
    'come up with something, generate a plan, generate the plan, generate one, ' +
    'write the plan, write a plan, build the plan for me, build a plan for me, do it for me, ' +
    'complete the plan, complete it for me, finish the plan, finish it for me, surprise me, your call, ' +
    'propose a plan, propose something, draft a plan, draft one, create a plan for me, create one for me, ' +
    'give me a plan, give me a suggestion, just make a plan, auto fill, autofill, just guess, can you suggest, ' +
    'could you suggest, suggest some, suggest a few, make a plan for me, make one for me, write one for me, ' +
    'invent one, invent something, make it up, sample plan, example plan, a template, use a template, ' +
    'fill in the plan, fill out the plan, fill the plan, generate it, ' +
    'i dont know you decide, no idea you decide, idk you decide, ' +
    // Asking for ideas: "any suggestions?", "give me some ideas".
    'any suggestions, any ideas, give me some ideas, give me ideas, some ideas please, ideas please',
);
/** Leaving the choice to the assistant: a suggestion, except where the question offered a choice of groups. */
const LEAVE_IT = phrases(
  'you pick, pick for me, choose for me, up to you, your choice, whatever you think, you choose, your pick, ' +
    'over to you, take it from here, leave it to you, dealers choice, whatever you like, ' +
    'you tell me, what do you recommend, what would you recommend, you know better, you know best',
);
const START_OVER = phrases(
  'start over, start again, start from scratch, from scratch, begin again, start afresh, restart, reset, ' +
    'clear the plan, clear everything, clear it all, clear all, wipe it, wipe the plan, scrap the plan, ' +
    'scrap everything, scrap it all, scrap all that, throw it all away, from the beginning, from the top, redo everything, ' +
    'start anew, new plan please, redo this, redo it all, wipe everything, ' +
    'from zero, back to square one, square one, back to the start, ' +
    // A fresh start said of the slate or of everything: "start fresh", "clean slate", "delete everything".
    'start fresh, fresh start, start afresh, clean slate, blank slate, delete everything, delete it all, ' +
    'forget all that, forget everything, forget it all, bin it all',
);
const DONE = new Set(
  phrases(
    'thats it, thats all, thats everything, thats enough, nothing else, nothing more, no more, were done, we are done, ' +
      'im done, all done, all good, im good, were good, that covers it, that will do, thatll do, good for now, ' +
      'enough for now, nope, no thanks, no thank you, finished, done, nothing, thats about it, i think thats it, ' +
      'good to go, looks good, looks fine, thats fine, happy with that, im happy with that, all set, were all set, ' +
      'none, no others, nothing to add, no more goals, no more groups, no more users, nothing else for now, ' +
      'i think were done, think thats everything, thats the lot, thats us, job done, ' +
      // The list closed by what it makes ("that's the plan"), or by asking to end it ("then finish").
      'thats the plan, thats our plan, thats the list, thats the whole list, thats all of them, ' +
      'finish, lets finish, we can finish, finish up, wrap up, lets wrap up, wrap it up, thats a wrap, ' +
      'stop, lets stop, we can stop, stop there, lets stop there, good enough, ' +
      'nothing comes to mind, cant think of anything else, cant think of any more, nothing i can think of, ' +
      'thats all i have, thats all ive got, thats all i can think of, ' +
      'that should do it, that should do, thatll be all, that will be all, were finished, im finished, ' +
      'ready, were ready, im ready, lets test, lets run it, ship it, ' +
      'leave it there, lets leave it there, well leave it there, looks complete, thats complete, thats plenty, plenty, ' +
      'happy with it, im happy with it, happy with this, im happy with this, that works, works for me',
  ),
);
/** Words typed short, as the tables write them: "u choose". */
const SHORT_FORMS: Record<string, string> = { u: 'you', ur: 'your', pls: 'please', plz: 'please' };
const wordsOf = (said: string) =>
  normalizeCommand(said)
    .split(' ')
    .map((word) => (Object.hasOwn(SHORT_FORMS, word) ? (SHORT_FORMS[word] as string) : word));

/** Every word of a request said in a set phrase. */
const REQUEST_WORDS = new Set([...SUGGEST, ...LEAVE_IT, ...START_OVER].flatMap((phrase) => phrase.split(' ')));

export function readRequest(said: string, asked: Asked): TurnRequest | null {
  const described = asked === 'app_description';
  // A description may use a request's words ("bread from scratch"): only a clause of them asks.
  const words = (described ? requestClauses(said, REQUEST_WORDS) : wordsOf(said)).join(' ');
  if (isSuggestRequest(said) || holdsForAssistant(words, SUGGEST)) return 'suggest_plan';
  if (!described && asksForSuggestion(words.split(' '))) return 'suggest_plan';
  if (asked !== 'first_group' && holds(words, LEAVE_IT) && words.split(' ').length <= 8) return 'suggest_plan';
  const goalsAsked = asked === 'more_goals' || asked === 'anything_else';
  // A few sentences at most: a description may well tell how its founders started over.
  if (holds(words, START_OVER) && words.split(' ').length <= 20) return 'start_over';
  if (!goalsAsked) return null;
  return isDone(said) || isDoneClause(said) ? 'done' : null;
}

/** Words around a clause that closes the list: "nah, that's it", "otherwise done", "that's the plan then". */
const DONE_OPENERS = new Set(
  'no nope nah naw and so ok okay yes yeah yep then otherwise other than that else i reckon think guess suppose honestly tbh thanks'.split(
    ' ',
  ),
);
const DONE_CLOSERS = new Set(
  'then for now her him them thanks thank you please here today really cheers ta tbh'.split(' '),
);

/** Pairs of words said whole or contracted, as the tables write them: "that is it" → "thats it". */
const CONTRACTIONS: Record<string, string> = {
  'that is': 'thats',
  'we are': 'were',
  'i am': 'im',
  'i have': 'ive',
  'can not': 'cant',
  cannot: 'cant',
  'let us': 'lets',
};

function contracted(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const pair = `${words[index]} ${words[index + 1] ?? ''}`;
    const word = words[index] ?? '';
    if (Object.hasOwn(CONTRACTIONS, pair)) {
      out.push(CONTRACTIONS[pair] as string);
      index++;
    } else out.push(Object.hasOwn(CONTRACTIONS, word) ? (CONTRACTIONS[word] as string) : word);
  }
  return out;
}

/** "No more goals", "no other groups from me", "nothing further to add": none left of what the plan lists. */
const NONE_WORDS = new Set('no nothing none'.split(' '));
const LEFT_WORDS = new Set('more other others further else'.split(' '));
const LISTED_WORDS = new Set(
  'goals goal groups group users user types type segments segment personas persona things ideas tasks from me to add i can think of for now'.split(
    ' ',
  ),
);
const saysNoMore = (words: readonly string[]) =>
  NONE_WORDS.has(words[0] ?? '') &&
  LEFT_WORDS.has(words[1] ?? '') &&
  words.slice(2).every((word) => LISTED_WORDS.has(word));

/** A clause that says the list is finished: "that's it", "no, nothing else to add", "that's everything for her". */
export function isDoneClause(text: string): boolean {
  const words = contracted(normalizeCommand(withoutDiscourse(text)).split(' ').filter(Boolean));
  let start = 0;
  let end = words.length;
  while (start < end && DONE_OPENERS.has(words[start] ?? '')) start++;
  while (end > start && DONE_CLOSERS.has(words[end - 1] ?? '')) end--;
  if (end > start && words[end - 1] === 'for') end--;
  // "that's all for Linda": whom the list was for.
  if (end - start > 2 && words[end - 2] === 'for') end -= 2;
  // "no more" is a phrase of its own, as well as "no" before one ("no, that's all").
  if (DONE.has(words.slice(Math.max(start - 1, 0), end).join(' '))) return true;
  const core = words.slice(start, end);
  const plain = core.join(' ');
  // "nothing else to add", "nothing more to add": what is left adds nothing.
  const toAdd = core.at(-2) === 'to' && core.at(-1) === 'add' ? core.slice(0, -2).join(' ') : plain;
  // "no other goals", "no, nothing further": from the last word that says none ("other" also opens "other than that").
  const none = words.slice(0, start + 1).findLastIndex((word) => NONE_WORDS.has(word));
  if (closesList(text)) return true;
  return plain !== '' && (DONE.has(plain) || DONE.has(toAdd) || (none >= 0 && saysNoMore(words.slice(none, end))));
}
