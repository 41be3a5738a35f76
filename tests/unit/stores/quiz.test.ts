import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { downloadPlanPdf } from '../../../src/browser/pdf';
import { config } from '../../../src/lib/config/site-config';
import { STORAGE_KEYS } from '../../../src/lib/config/storage-keys';
import { QUIZ_QUESTION_COUNT } from '../../../src/lib/constants';
import { quizCatalogueSchema, quizCopySchema } from '../../../src/lib/content/schemas/quiz';
import { $modal, closeModal, openQuiz, openReservation } from '../../../src/stores/modal';
import {
  $quiz,
  $testPlanBuilt,
  answerQuestion,
  chooseStart,
  downloadQuizPlan,
  finishQuiz,
  reserveQuizPlan,
} from '../../../src/stores/quiz';
import { queuedEvents } from '../../support/gtag-queue';

// jsPDF and the file it saves are the PDF module's business (tests/unit/browser/pdf.test.ts).
vi.mock('../../../src/browser/pdf', () => ({ downloadPlanPdf: vi.fn() }));

const catalogue = quizCatalogueSchema.parse(parse(readFileSync('src/content/quiz/catalogue.yaml', 'utf8')));
const copy = quizCopySchema.parse(parse(readFileSync('src/content/modals/quiz.yaml', 'utf8')));
const kinds = { catalogue, genericKind: copy.genericKind };

function answerAll(answers: readonly string[]): void {
  for (const answer of answers) answerQuestion(answer, kinds);
}

describe('the quiz store', () => {
  beforeEach(() => {
    openQuiz();
  });

  afterEach(() => {
    closeModal();
    localStorage.clear();
    window.dataLayer?.splice(0); // in place: gtag keeps the array it started with
  });

  it('each opening starts at step 1, empty, and says so to analytics', () => {
    chooseStart('building', 'x');
    openQuiz();
    expect($quiz.get()).toMatchObject({ step: 'start', mode: 'live', app: '', answers: [], plan: null });
    expect(queuedEvents().filter(([name]) => name === 'test_plan_started')).toHaveLength(2);
  });

  it('keeps the mode and the trimmed address, and moves to the questions', () => {
    chooseStart('live', '  https://shop.example  ');
    expect($quiz.get()).toMatchObject({ step: 'chat', mode: 'live', app: 'https://shop.example' });
  });

  it(`keeps each of the ${QUIZ_QUESTION_COUNT} answers trimmed and builds the plan after the last`, () => {
    chooseStart('live', 'https://shop.example');
    const answers = ['  an online shop ', '', 'checkout'];
    answers.slice(0, -1).forEach((answer, index) => {
      answerQuestion(answer, kinds);
      expect($quiz.get()).toMatchObject({
        step: 'chat',
        answers: answers.slice(0, index + 1).map((text) => text.trim()),
        plan: null,
      });
    });
    answerQuestion(answers.at(-1) ?? '', kinds);
    const state = $quiz.get();
    expect(state.step).toBe('plan');
    expect(state.answers).toEqual(['an online shop', '', 'checkout']);
    expect(state.plan?.items.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'the catalogue’s name of the kind found, as it reads in a sentence',
      ['an online shop', 'cart', 'checkout'],
      'e-commerce',
    ],
    ['the generic words when none is found', ['', '', ''], copy.genericKind],
  ])('the plan’s kind is put in words once, for every place that shows it: %s', (_, answers, label) => {
    chooseStart('building', '');
    answerAll(answers);
    expect($quiz.get().kindLabel).toBe(label);
  });

  it.each<['thanks' | 'plan']>([['thanks'], ['plan']])(
    'finishing on %s remembers the built plan and tells analytics its kind',
    (step) => {
      chooseStart('live', 'https://shop.example');
      answerAll(['an online shop', 'cart', 'checkout']);
      const kind = $quiz.get().plan?.kind;
      finishQuiz(step);
      expect($quiz.get().step).toBe(step);
      expect($testPlanBuilt.get()).toBe('1');
      expect(localStorage.getItem(STORAGE_KEYS.testPlanBuilt)).toBe('1');
      expect(kind).not.toBeNull();
      expect(queuedEvents().at(-1)).toEqual(['test_plan_completed', { kind }]);
    },
  );

  it('finishing without a plan reports the generic kind', () => {
    finishQuiz();
    expect(queuedEvents().at(-1)).toEqual(['test_plan_completed', { kind: 'generic' }]);
  });

  it('downloads the plan as a PDF named after the app, then thanks; busy meanwhile', async () => {
    let saved: () => void = () => {};
    vi.mocked(downloadPlanPdf).mockImplementationOnce(() => new Promise<void>((resolve) => (saved = resolve)));
    chooseStart('live', 'https://shop.example');
    answerAll(['an online shop', 'cart', 'checkout']);
    const download = downloadQuizPlan(copy.plan);
    expect($quiz.get().downloading).toBe(true);
    await downloadQuizPlan(copy.plan); // a second click while busy does nothing
    expect(downloadPlanPdf).toHaveBeenCalledOnce();
    expect(downloadPlanPdf).toHaveBeenCalledWith({
      title: copy.plan.pdfTitle,
      app: copy.plan.pdfApp.replace('{app}', 'https://shop.example'),
      intro: copy.plan.pdfIntro,
      items: $quiz.get().plan?.items,
      footer: copy.plan.pdfFooter,
      // The site's public address (PUBLIC_SITE_URL), for the foot of each page.
      site: config.siteUrl,
    });
    saved();
    await download;
    expect($quiz.get()).toMatchObject({ step: 'thanks', downloading: false });
    expect($testPlanBuilt.get()).toBe('1');
  });

  it('a failed download stays on the plan, ready to try again', async () => {
    vi.mocked(downloadPlanPdf).mockRejectedValueOnce(new Error('no memory'));
    chooseStart('building', 'A shop for plants');
    answerAll(['', '', '']);
    await expect(downloadQuizPlan(copy.plan)).rejects.toThrow('no memory');
    expect($quiz.get()).toMatchObject({ step: 'plan', downloading: false });
  });

  it.each([
    ['closing', closeModal],
    ['the reservation taking over', () => openReservation('payment')],
  ])('%s forgets the #test-plan address, so the FAQ link opens the quiz again', (_, leave) => {
    history.replaceState(null, '', '/#test-plan');
    leave();
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/');
    expect($modal.get()?.kind).not.toBe('quiz');
  });
  it.each([
    [
      'a live app: its address goes as the lead’s url',
      'live',
      'https://shop.example',
      'https://shop.example',
      undefined,
    ],
    ['an app still being built: its description goes with the plan', 'building', 'A recipe blog', '', 'A recipe blog'],
  ] as const)(
    'Reserve opens the reservation with payment for the quiz’s plan: %s',
    (_, mode, app, appUrl, description) => {
      chooseStart(mode, app);
      answerAll(['an online shop', 'cart', 'checkout']);
      const items = $quiz.get().plan?.items ?? [];
      reserveQuizPlan();
      expect($testPlanBuilt.get()).toBe('1');
      expect($modal.get()).toEqual({
        kind: 'reservation',
        flow: 'payment',
        appUrl,
        plan: {
          ...(description ? { app_description: { value: description } } : {}),
          user_types: [{ segments: [{ goals: items.map((value) => ({ value })) }] }],
        },
      });
    },
  );
});
