import { persistentAtom } from '@nanostores/persistent';
import { map } from 'nanostores';
import '../browser/storage';
import { track } from '../browser/analytics';
import type { QuizCatalogue } from '../lib/content-schemas';
import { generateQuizPlan, type QuizPlan } from '../lib/quiz-plan';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** start = step 1, chat = step 2, plan = step 3, thanks = step 4. */
export type QuizStep = 'start' | 'chat' | 'plan' | 'thanks';
export type QuizMode = 'live' | 'building';

interface QuizState {
  step: QuizStep;
  mode: QuizMode;
  /** The app's address or description from step 1. */
  app: string;
  /** Answers to the three chat questions, in order (trimmed, may be empty). */
  answers: string[];
  plan: QuizPlan | null;
}

const INITIAL: QuizState = { step: 'start', mode: 'live', app: '', answers: [], plan: null };

export const QUIZ_QUESTION_COUNT = 3;

export const $quiz = map<QuizState>({ ...INITIAL });

/** "1" once a visitor has finished the quiz. */
export const $testPlanBuilt = persistentAtom<string>(STORAGE_KEYS.testPlanBuilt, '');

export function startQuiz(): void {
  $quiz.set({ ...INITIAL });
  track('test_plan_started');
}

export function chooseStart(mode: QuizMode, app: string): void {
  $quiz.set({ ...$quiz.get(), mode, app: app.trim(), step: 'chat' });
}

/** Step 2: keeps the answer (trimmed, not checked); after the last question, builds the plan. */
export function answerQuestion(answer: string, catalogue: QuizCatalogue): void {
  const state = $quiz.get();
  const answers = [...state.answers, answer.trim()];
  if (answers.length < QUIZ_QUESTION_COUNT) {
    $quiz.set({ ...state, answers });
    return;
  }
  const [appType = '', features = '', concerns = ''] = answers;
  const plan = generateQuizPlan({ app: state.app, appType, features, concerns }, catalogue);
  $quiz.set({ ...state, answers, plan, step: 'plan' });
}

/** The quiz is finished (the plan was downloaded or reserved). */
export function finishQuiz(step: 'thanks' | 'plan' = 'thanks'): void {
  $testPlanBuilt.set('1');
  track('test_plan_completed', { kind: $quiz.get().plan?.kind ?? 'generic' });
  $quiz.setKey('step', step);
}
