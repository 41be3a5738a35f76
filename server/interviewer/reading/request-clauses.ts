/**
 * The clauses of a description that can ask for something: a description may use a request's
 * words ("bread from scratch", "pick a template", "reset your password") while it describes, so
 * a request is read in it only from a clause made of nothing but a request's words and the words
 * around one ("ok, start over please", "no idea, you decide"). Compared word by word (linear).
 */
import { normalizeCommand } from '../answers.ts';

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
