/**
 * The free test plan of the quiz: the kind of app is read from the answers, its own items come
 * first, then generic ones, 12 at most. Pure: the catalogue comes from src/content/quiz.
 */

import { ANALYZE_URL_MAX_LENGTH } from '../constants';
import type { QuizCatalogue } from '../content/collections';
import type { AppKind } from './app-kinds';

export const QUIZ_PLAN_MAX_ITEMS = 12;

/** The longest app address, app description and chat answer the quiz's fields take (maxLength). */
export const QUIZ_INPUT_LIMITS = { url: ANALYZE_URL_MAX_LENGTH, description: 1000, answer: 500 } as const;

export interface QuizAnswers {
  /** The app's address (live app) or its description (still building). */
  app: string;
  appType: string;
  features: string;
  concerns: string;
}

/** The kind the quiz's answers point to, or null when no catalogue keyword matched. */
export type QuizAppKind = AppKind | null;

export interface QuizPlan {
  kind: QuizAppKind;
  items: string[];
}

const isWordCharacter = (char: string | undefined) =>
  char !== undefined && ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9'));

/**
 * `word` stands on its own somewhere in `text` (no letter or digit right before or after it).
 * A search instead of a RegExp built from catalogue words: nothing to escape, and a pattern
 * that is never written down could not be checked for backtracking.
 */
function containsWord(text: string, word: string): boolean {
  if (word === '') return false;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
  }
  return false;
}

function hits(text: string, keywords: string[]): number {
  return keywords.filter((keyword) => containsWord(text, keyword.toLowerCase())).length;
}

/**
 * The kind whose keywords the answers use most. The app-type answer counts double, since it is
 * the direct question; a tie goes to the kind listed first in the catalogue.
 */
export function quizAppKind(answers: QuizAnswers, catalogue: QuizCatalogue): QuizAppKind {
  const direct = answers.appType.toLowerCase();
  const context = [answers.app, answers.features, answers.concerns].join(' ').toLowerCase();
  let best: { kind: AppKind; score: number } | null = null;
  for (const kind of catalogue.kinds) {
    const score = 2 * hits(direct, kind.keywords) + hits(context, kind.keywords);
    if (score > 0 && (!best || score > best.score)) best = { kind: kind.id, score };
  }
  return best?.kind ?? null;
}

export function generateQuizPlan(answers: QuizAnswers, catalogue: QuizCatalogue): QuizPlan {
  const kind = quizAppKind(answers, catalogue);
  const specific = catalogue.kinds.find((entry) => entry.id === kind)?.items ?? [];
  const items = [...new Set([...specific, ...catalogue.generic])].slice(0, QUIZ_PLAN_MAX_ITEMS);
  return { kind, items };
}
