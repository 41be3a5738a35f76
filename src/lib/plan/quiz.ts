/**
 * The free test plan of the quiz: lines from the visitor's own features and worries come first
 * (quiz-answers.ts), then the items of the kind of app read from the answers, then generic ones,
 * 12 at most. Pure: the catalogue comes from src/content/quiz.
 */

import { ANALYZE_URL_MAX_LENGTH } from '../constants';
import type { QuizCatalogue } from '../content/collections';
import type { QuizKind } from '../quiz-kinds';
import type { PlanState } from './plan';
import { answerItems } from './quiz-answers';
import { containsWord } from './words';

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
export type QuizAppKind = QuizKind | null;

export interface QuizPlan {
  kind: QuizAppKind;
  items: string[];
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
  let best: { kind: QuizKind; score: number } | null = null;
  for (const kind of catalogue.kinds) {
    const score = 2 * hits(direct, kind.keywords) + hits(context, kind.keywords);
    if (score > 0 && (!best || score > best.score)) best = { kind: kind.id, score };
  }
  return best?.kind ?? null;
}

/** The visitor's own features and worries first, then the kind's checks, then generic ones, 12 at most. */
export function generateQuizPlan(answers: QuizAnswers, catalogue: QuizCatalogue): QuizPlan {
  const kind = quizAppKind(answers, catalogue);
  const own = answerItems(answers.features, answers.concerns, catalogue);
  const specific = catalogue.kinds.find((entry) => entry.id === kind)?.items ?? [];
  const items = [...new Set([...own, ...specific, ...catalogue.generic])].slice(0, QUIZ_PLAN_MAX_ITEMS);
  return { kind, items };
}

/**
 * A kind's name as it reads inside a sentence: "E-commerce" → "e-commerce", "Marketplace" →
 * "marketplace"; a name with capitals after its first letter ("SaaS") as it is.
 */
export function kindInText(label: string): string {
  const rest = label.slice(1);
  return rest === rest.toLowerCase() ? `${label.charAt(0).toLowerCase()}${rest}` : label;
}

/**
 * The quiz's plan in the shape of the chat's (plan.ts), for a reservation made from it to carry:
 * its items are the goals of one unnamed segment, and a description of an app still being built
 * is the app's description (an address goes with the lead as its url instead).
 */
export function quizPlanState(plan: QuizPlan, description: string): PlanState {
  const state: PlanState = { user_types: [{ segments: [{ goals: plan.items.map((value) => ({ value })) }] }] };
  const about = description.trim();
  if (about !== '') state.app_description = { value: about };
  return state;
}
