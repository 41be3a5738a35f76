/**
 * Questions to the assistant (docs/interviewer.md, "Acts"), told from answers by their words: a
 * question word or a verb before its subject ("can I skip the age", "how many goals should I add"),
 * a question said back ("name of who?", "like what?"), or not understanding ("wdym"); and the
 * answer said before one ("42, does that matter?"). Compared as whole words, normalised once
 * (answers.ts normalizeCommand): linear in the turn, no pattern that can backtrack.
 */
import { withoutDiscourse } from '../language/discourse.ts';
import { normalizeCommand } from '../words/answers.ts';
import { isFiller } from './filler-words.ts';

const phrases = (list: string) => list.split(',').map((phrase) => phrase.trim());
const holds = (words: string, list: readonly string[]) => list.some((phrase) => ` ${words} `.includes(` ${phrase} `));

/** Words a question to the assistant opens with. */
const QUESTION_OPENERS = new Set(
  (
    'what why how when where who which whats whys hows can could would will do does did is are should shall may ' +
    'might isnt arent dont doesnt wont'
  ).split(' '),
);

/** Words that end a question said back ("name of who?", "like what?"). */
const ECHO_ENDS = new Set('what who which why how where when'.split(' '));
/** Words said before a question that answer nothing: "Sorry, what's a segment?". */
const LEAD_WORDS = new Set(
  'sorry oh ok okay so and but also just wait hmm um uh quick question one more thing'.split(' '),
);

const asksBack = (words: readonly string[]) =>
  words.slice(0, 3).some((word) => QUESTION_OPENERS.has(word)) || words.includes('you') || words.includes('your');

/** Saying the question was not understood: a question to the assistant, with a question mark or without. */
const NOT_UNDERSTOOD = phrases(
  'i dont understand, dont understand, i dont get it, dont get it, i dont follow, dont follow, come again, ' +
    'not sure what you mean, what do you mean, what does that mean, not sure what that means, sorry what, ' +
    'i dont get what, dont get what you',
);
const AUXILIARIES = new Set('can could would will do does did is are should shall may might am'.split(' '));
const SUBJECTS = new Set('i you we it they this that there he she'.split(' '));
/**
 * Auxiliaries no answer opens with: "do the weekly shop" is a task, and "is a nurse" an answer
 * without its subject; "does the goal …", "should the segment …" ask.
 */
const ASKING_AUXILIARIES = new Set('does did should would could can will shall may might'.split(' '));
const DETERMINERS = new Set('the a an my her his their each every this that these those'.split(' '));
const WH_WORDS = new Set('what why how when where who which'.split(' '));
/** A question word and its verb in one: "what's the difference between …". */
const WH_CONTRACTIONS = new Set('whats hows whys wheres whos'.split(' '));
/** How far after a question word its verb may stand: "how many goals should …". */
const MAX_WH_PHRASE = 5;
/** Turns that ask back whole, with a question mark or without: "like what?", "examples?", "wdym". */
const WHOLE_QUESTIONS = new Set(
  phrases(
    'what, like what, wdym, examples, example, an example, any examples, eg, e g, for example, such as, meaning, huh what, ' +
      // Asking why, or to hear it again: "what for", "how come", "why tho", "pardon?".
      'what for, why, why tho, why though, why so, how come, how so, pardon, eh, say again, in what way',
  ),
);
/** The longest question typed without its question mark that is read as one. */
const MAX_UNMARKED_WORDS = 30;
const MAX_UNMARKED_LENGTH = 200;

/** Words said after a question word that ends a question: "meaning what exactly", "like what then". */
const AFTER_ECHO = new Set('exactly precisely then here though tho now again'.split(' '));
/** Words a question said back puts before its question word: "meaning what", "or what", "as in which". */
const ECHO_LEADS = new Set('meaning mean means like or in of for to with about as than'.split(' '));
/** The longest question said back without its mark: "user type as in customers vs staff or what". */
const MAX_ECHO_WORDS = 12;
/**
 * A question opened without its auxiliary: "why you need this", "how you want the goals"; an answer
 * may open with "how" or "what" said of the persona ("how she pays matters most"), never of "you".
 */
const asksWithoutAuxiliary = (first: string, second: string) =>
  (first === 'why' && SUBJECTS.has(second)) || ((first === 'how' || first === 'what') && second === 'you');

/** "state of mind meaning what exactly", "as in customers or what": a question said back ends on its question word. */
function endsOnQuestionWord(words: readonly string[]): boolean {
  let end = words.length;
  while (end > 1 && AFTER_ECHO.has(words[end - 1] ?? '')) end--;
  const last = words[end - 1] ?? '';
  return (
    end > 1 && end <= MAX_ECHO_WORDS && (last === 'what' || last === 'which') && ECHO_LEADS.has(words[end - 2] ?? '')
  );
}

/**
 * A question typed without its mark, a sentence alone: "can I skip the age", "what do you mean",
 * "do you need her age"; a verb before its subject ("can I", "is it"), or a question word before
 * a verb ("what do"), says so. "Do the weekly shop" is an answer.
 */
function asksUnmarked(text: string): boolean {
  if (text.length > MAX_UNMARKED_LENGTH) return false;
  const words = normalizeCommand(withoutDiscourse(text)).split(' ');
  if (holds(words.join(' '), NOT_UNDERSTOOD)) return true;
  if (/[.!?;]\s/.test(text) || words.length > MAX_UNMARKED_WORDS) return false;
  let start = 0;
  while (start < words.length - 2 && LEAD_WORDS.has(words[start] ?? '')) start++;
  const [first = '', second = ''] = words.slice(start, start + 2);
  if (endsOnQuestionWord(words) || asksWithoutAuxiliary(first, second)) return true;
  // "does the goal need to …", "is a segment …": a verb no task opens with, before what it asks of.
  const asksOf = ASKING_AUXILIARIES.has(first) && DETERMINERS.has(second);
  // "how many goals should I add", "what kind of goal do you want": a question word, then a verb before its subject.
  const rest = words.slice(start + 1, start + 1 + MAX_WH_PHRASE);
  const whAsks =
    WH_WORDS.has(first) && rest.some((word, index) => AUXILIARIES.has(word) && SUBJECTS.has(rest[index + 1] ?? ''));
  return (
    (AUXILIARIES.has(first) && SUBJECTS.has(second)) ||
    (WH_WORDS.has(first) && AUXILIARIES.has(second)) ||
    WH_CONTRACTIONS.has(first) ||
    asksOf ||
    whAsks
  );
}

/** A question to the assistant, not an answer with a question mark ("Developers?"). */
export function isQuestionToAssistant(said: string): boolean {
  const text = said.trim();
  const plain = normalizeCommand(withoutDiscourse(text)).split(' ');
  let lead = 0;
  while (lead < plain.length - 1 && LEAD_WORDS.has(plain[lead] ?? '')) lead++;
  if (WHOLE_QUESTIONS.has(plain.slice(lead).join(' '))) return true;
  // "Can I skip the age? not sure it matters": a question, and words about it that say nothing.
  const asked = text.lastIndexOf('?') + 1;
  if (asked > 0 && asked < text.length && isFiller(text.slice(asked)))
    return isQuestionToAssistant(text.slice(0, asked));
  if (!text.endsWith('?')) return asksUnmarked(text);
  const lastSentence = text.split(/[.!]\s/).at(-1) ?? text;
  // "Sorry, what's a segment?": the question may open after a word or two of its own.
  const words = normalizeCommand(withoutDiscourse(lastSentence)).split(' ');
  // "Sorry, name of who?", "state of mind like what, happy?": a question said back ends on its question word.
  const echoes = lastSentence
    .split(/[,;:?]/)
    .some((clause) => ECHO_ENDS.has(normalizeCommand(clause).split(' ').at(-1) ?? ''));
  return asksBack(words) || echoes;
}

/**
 * The answer said before a question to the assistant: "42, does that matter much?" → "42",
 * "Laptop I guess, does it matter which brand?" → "Laptop I guess"; "" when the turn only asks
 * ("Sorry, what's a segment?"), null when it asks nothing. The question opens at the first clause
 * that opens with a question word; what comes before it, unless it says nothing, is the answer.
 */
export function answerBeforeQuestion(said: string): string | null {
  const text = said.trim();
  if (!isQuestionToAssistant(text)) return null;
  const pieces = text.split(/([,;:.!?]\s)/);
  for (let index = 0; index < pieces.length; index += 2) {
    const words = normalizeCommand(withoutDiscourse(pieces[index] ?? '')).split(' ');
    if (!words.slice(0, 2).some((word) => QUESTION_OPENERS.has(word))) continue;
    const before = pieces.slice(0, Math.max(index - 1, 0)).join('');
    const lead = normalizeCommand(withoutDiscourse(before)).split(' ');
    return lead.every((word) => word === '' || LEAD_WORDS.has(word)) ? '' : before.trim();
  }
  return '';
}
