import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quizCatalogueSchema } from '../../../src/lib/schemas/dialogs';
import { STORAGE_KEYS } from '../../../src/lib/storage-keys';
import {
  $quiz,
  $testPlanBuilt,
  answerQuestion,
  chooseStart,
  finishQuiz,
  QUIZ_QUESTION_COUNT,
  startQuiz,
} from '../../../src/stores/quiz';

const catalogue = quizCatalogueSchema.parse(parse(readFileSync('src/content/quiz/catalogue.yaml', 'utf8')));

/** The gtag queue's events (entries are `arguments` objects: event, name, params). */
const events = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter(([kind]) => kind === 'event');

describe('the quiz store', () => {
  afterEach(() => {
    startQuiz();
    localStorage.clear();
    window.dataLayer?.splice(0); // in place: gtag keeps the array it started with
  });

  it('starts at step 1, empty, and says so to analytics', () => {
    chooseStart('building', 'x');
    startQuiz();
    expect($quiz.get()).toEqual({ step: 'start', mode: 'live', app: '', answers: [], plan: null });
    expect(events().at(-1)?.slice(0, 2)).toEqual(['event', 'test_plan_started']);
  });

  it('keeps the mode and the trimmed address, and moves to the questions', () => {
    chooseStart('live', '  https://shop.example  ');
    expect($quiz.get()).toMatchObject({ step: 'chat', mode: 'live', app: 'https://shop.example' });
  });

  it(`keeps each of the ${QUIZ_QUESTION_COUNT} answers trimmed and builds the plan after the last`, () => {
    chooseStart('live', 'https://shop.example');
    const answers = ['  an online shop ', '', 'checkout'];
    answers.slice(0, -1).forEach((answer, index) => {
      answerQuestion(answer, catalogue);
      expect($quiz.get()).toMatchObject({
        step: 'chat',
        answers: answers.slice(0, index + 1).map((text) => text.trim()),
        plan: null,
      });
    });
    answerQuestion(answers.at(-1) ?? '', catalogue);
    const state = $quiz.get();
    expect(state.step).toBe('plan');
    expect(state.answers).toEqual(['an online shop', '', 'checkout']);
    expect(state.plan?.items.length).toBeGreaterThan(0);
  });

  it.each<['thanks' | 'plan']>([['thanks'], ['plan']])(
    'finishing on %s remembers the built plan and tells analytics its kind',
    (step) => {
      chooseStart('live', 'https://shop.example');
      for (const answer of ['an online shop', 'cart', 'checkout']) answerQuestion(answer, catalogue);
      const kind = $quiz.get().plan?.kind;
      finishQuiz(step);
      expect($quiz.get().step).toBe(step);
      expect($testPlanBuilt.get()).toBe('1');
      expect(localStorage.getItem(STORAGE_KEYS.testPlanBuilt)).toBe('1');
      expect(kind).not.toBeNull();
      expect(events().at(-1)).toEqual(['event', 'test_plan_completed', { kind }]);
    },
  );

  it('finishing without a plan reports the generic kind', () => {
    finishQuiz();
    expect(events().at(-1)).toEqual(['event', 'test_plan_completed', { kind: 'generic' }]);
  });
});
