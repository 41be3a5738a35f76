/**
 * The answer to "what does your app do?" as a careful reader keeps it (docs/interviewer.md,
 * "Acts"): the founder's sentences as written, without a greeting said before them ("Hi! It's a
 * …", "sure, happy to: …") and without the question mark of a description offered with doubt ("a
 * budgeting app for couples?"), which asks the assistant nothing.
 */
import { MAX_VALUE_LENGTH, normalizeCommand } from '../words/answers.ts';
import { isQuestionToAssistant } from './turn-words.ts';

/** Clauses that only greet or agree to answer: "hi", "hey there", "sure", "of course", "happy to". */
const GREETINGS = new Set([
  'hi',
  'hello',
  'hey',
  'hiya',
  'hi there',
  'hello there',
  'hey there',
  'good morning',
  'morning',
  'sure',
  'sure thing',
  'of course',
  'yes',
  'yeah',
  'ok sure',
  'okay sure',
  'happy to',
  'sure happy to',
  'great question',
  'good question',
  'thanks',
  'thank you',
  'cool',
  'great',
]);
/** The marks a greeting is said apart with. */
const GREETING_END = /^[^,.!:;—–-]{1,30}[,.!:;—–-]+\s*/;

/** The description without a greeting before it; the whole answer when it is only a greeting. */
function withoutGreeting(said: string): string {
  let rest = said.trimStart();
  for (let greeted = GREETING_END.exec(rest); greeted; greeted = GREETING_END.exec(rest)) {
    if (!GREETINGS.has(normalizeCommand(greeted[0]))) break;
    const after = rest.slice(greeted[0].length);
    if (normalizeCommand(after) === '') break;
    rest = after;
  }
  return rest;
}

/** "a budgeting app for couples?" → "a budgeting app for couples": the mark asks nothing of the assistant. */
function withoutDoubt(said: string): string {
  const text = said.trimEnd();
  // A longer description that ends in a question is kept whole, as the answer rules keep it (answers.ts isQuestion).
  if (!text.endsWith('?') || text.length > MAX_VALUE_LENGTH || isQuestionToAssistant(text)) return said;
  let end = text.length;
  while (end > 0 && text.charAt(end - 1) === '?') end--;
  return text.slice(0, end);
}

export const descriptionAnswered = (said: string): string => withoutDoubt(withoutGreeting(said));
