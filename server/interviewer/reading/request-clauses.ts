/**
 * The clauses of a description that can ask for something: a description may use a request's
 * words ("bread from scratch", "pick a template", "reset your password") while it describes, so
 * a request is read in it only from a clause made of nothing but a request's words and the words
 * around one ("ok, start over please", "no idea, you decide"). Compared word by word (linear).
 */
import { normalizeCommand } from '../words/answers.ts';

/** Words said around a request that describe nothing: who asks, hedges, politeness. */
const AROUND = new Set(
  (
    'i we you me us it its this that the a an lets let can could would will please just maybe actually ' +
    'ok okay so well hmm um no idea dont know idk not sure really then again all over want wanna like to id ' +
    'rather think guess honestly oh sorry instead'
  ).split(' '),
);

/** The words of the clauses of `said` made only of `requestWords` and the words around a request. */
export function requestClauses(said: string, requestWords: ReadonlySet<string>): string[] {
  return said
    .split(/[,;:.!?()\n]/)
    .map((clause) => normalizeCommand(clause).split(' ').filter(Boolean))
    .filter((words) => words.length > 0 && words.every((word) => requestWords.has(word) || AROUND.has(word)))
    .flat();
}

/** Words said between who would do a thing and the doing: "can I just …", "should we …", "I'll …". */
const MODALS = new Set('can could should shall may might will would do just maybe then also have to ill id'.split(' '));
/** The visitor, or the visitor's team: "can I make one up" asks leave to do it, and leaves nothing to the assistant. */
const VISITOR = new Set('i we ill id well'.split(' '));

/**
 * Whether `words` hold one of `phrases` said of the assistant: not after "I" or "we" and the words
 * between ("can I make one up?", "should we just make something up") where the visitor would do it.
 */
export function holdsForAssistant(words: string, phrases: readonly string[]): boolean {
  const padded = ` ${words} `;
  return phrases.some((phrase) => {
    const at = padded.indexOf(` ${phrase} `);
    if (at < 0) return false;
    const before = padded.slice(0, at).trim().split(' ');
    let index = before.length - 1;
    while (index >= 0 && MODALS.has(before[index] ?? '')) index--;
    return !VISITOR.has(before[index] ?? '');
  });
}
