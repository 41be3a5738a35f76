import { persistentAtom } from '@nanostores/persistent';
import { map } from 'nanostores';
import '../browser/storage';
import { track } from '../browser/analytics';
import { downloadPlanPdf, type PlanPdfContent, preparePlanPdf } from '../browser/pdf';
import { config } from '../lib/config/site-config';
import { STORAGE_KEYS } from '../lib/config/storage-keys';
import { QUIZ_HASH, QUIZ_QUESTION_COUNT } from '../lib/constants';
import type { QuizCatalogue, QuizCopy } from '../lib/content/collections';
import { fillTemplate } from '../lib/content/template';
import { generateQuizPlan, kindInText, type QuizPlan, quizPlanState } from '../lib/plan/quiz';
import { openReservation } from './modal';
import { resetOnEachOpening } from './open-dialog';

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
  /** What kind of app the plan is for, as it reads in a sentence (the catalogue's label, or the generic one). */
  kindLabel: string;
  /** The plan's PDF is being made. */
  downloading: boolean;
}

const INITIAL: QuizState = {
  step: 'start',
  mode: 'live',
  app: '',
  answers: [],
  plan: null,
  kindLabel: '',
  downloading: false,
};

export const $quiz = map<QuizState>({ ...INITIAL });

/** "1" once a visitor has finished the quiz. */
export const $testPlanBuilt = persistentAtom<string>(STORAGE_KEYS.testPlanBuilt, '');

// Each opening starts at step 1 and is counted; closing forgets the #test-plan address, so the
// FAQ link opens the quiz again.
resetOnEachOpening((modal) => {
  $quiz.set({ ...INITIAL });
  if (modal?.kind === 'quiz') track('test_plan_started');
  else if (location.hash === QUIZ_HASH) history.replaceState(history.state, '', location.pathname + location.search);
});

export function chooseStart(mode: QuizMode, app: string): void {
  $quiz.set({ ...$quiz.get(), mode, app: app.trim(), step: 'chat' });
}

export interface QuizKinds {
  catalogue: QuizCatalogue;
  /** The kind's words when the answers match none of the catalogue's kinds. */
  genericKind: string;
}

/** Step 2: keeps the answer (trimmed, not checked); after the last question, builds the plan. */
export function answerQuestion(answer: string, { catalogue, genericKind }: QuizKinds): void {
  const state = $quiz.get();
  const answers = [...state.answers, answer.trim()];
  if (answers.length < QUIZ_QUESTION_COUNT) {
    $quiz.set({ ...state, answers });
    return;
  }
  const [appType = '', features = '', concerns = ''] = answers;
  const plan = generateQuizPlan({ app: state.app, appType, features, concerns }, catalogue);
  const kindLabel = kindInText(catalogue.kinds.find((kind) => kind.id === plan.kind)?.label ?? genericKind);
  $quiz.set({ ...state, answers, plan, kindLabel, step: 'plan' });
}

/** The quiz is finished (the plan was downloaded or reserved). */
export function finishQuiz(step: 'thanks' | 'plan' = 'thanks'): void {
  $testPlanBuilt.set('1');
  track('test_plan_completed', { kind: $quiz.get().plan?.kind ?? 'generic' });
  $quiz.setKey('step', step);
}

/**
 * Step 3's reservation: the quiz is finished, and the reservation with payment opens for its
 * plan. The address given at step 1 goes with the lead as its url, a description of an app still
 * being built with the plan.
 */
export function reserveQuizPlan(): void {
  finishQuiz('plan');
  const { mode, app, plan } = $quiz.get();
  const live = mode === 'live';
  openReservation('payment', live ? app : '', plan && quizPlanState(plan, live ? '' : app));
}

/** What the plan's PDF says, once there is a plan. */
function planPdfContent(words: QuizCopy['plan']): PlanPdfContent | null {
  const { plan, app, kindLabel } = $quiz.get();
  if (!plan) return null;
  return {
    title: words.pdfTitle,
    app: fillTemplate(words.pdfApp, { app: app || kindLabel }),
    intro: words.pdfIntro,
    items: plan.items,
    footer: words.pdfFooter,
    site: config.siteUrl,
  };
}

/** Step 3 is shown: its PDF is built ahead, at an idle moment, for the click to hand over. */
export function prepareQuizPlan(words: QuizCopy['plan']): void {
  const content = planPdfContent(words);
  if (content) preparePlanPdf(content).catch(() => {});
}

/** Step 3's download: the plan as a PDF, then the thank-you step. */
export async function downloadQuizPlan(words: QuizCopy['plan']): Promise<void> {
  const content = planPdfContent(words);
  if (!content || $quiz.get().downloading) return;
  $quiz.setKey('downloading', true);
  try {
    await downloadPlanPdf(content);
    finishQuiz('thanks');
  } finally {
    $quiz.setKey('downloading', false);
  }
}
