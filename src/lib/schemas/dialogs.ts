/** Schemas of the dialogs' copy (reservation, feedback, demo) and of the free test-plan quiz. */
import { z } from 'astro/zod';
import { APP_KINDS } from '../app-kinds';
import { DEMO_STEP_DELAYS_MS, QUIZ_QUESTION_COUNT } from '../constants';
import { templated, text } from './fields';

/** The label of the form's honeypot field, which people never see (src/dialogs/shared/Honeypot.tsx). */
const honeypot = text;

export const reservationCopySchema = z.strictObject({
  close: text,
  honeypot,
  email: z.strictObject({
    title: text,
    intro: text,
    emailLabel: text,
    emailPlaceholder: text,
    urlLabel: text,
    urlPlaceholder: text,
    submit: text,
    submitting: text,
    invalidEmailTitle: text,
    invalidEmailDescription: text,
    notSent: text,
    refused: text,
    urlTooLongTitle: text,
    urlTooLongDescription: templated('limit', 'the longest address accepted'),
    privacy: text,
  }),
  payment: z.strictObject({
    title: text,
    intro: text,
    cardNumberLabel: text,
    cardNumberPlaceholder: text,
    expiryLabel: text,
    expiryPlaceholder: text,
    cvcLabel: text,
    cvcPlaceholder: text,
    saveCard: text,
    submit: text,
    submitting: text,
    simulated: text,
    successToast: text,
    failureToast: text,
  }),
  confirmed: z.strictObject({
    title: templated('number', 'the founder number'),
    text,
    done: text,
  }),
  refusedLater: z.strictObject({
    title: text,
    text: templated('email', 'the address whose details were refused'),
  }),
  thanks: z.strictObject({ title: text, text, ok: text }),
});

export const feedbackCopySchema = z.strictObject({
  title: text,
  intro: text,
  emailLabel: text,
  emailPlaceholder: text,
  messageLabel: text,
  messagePlaceholder: text,
  send: text,
  sending: text,
  sentToast: text,
  notSent: text,
  refused: text,
  close: text,
  honeypot,
});

export const demoCopySchema = z.strictObject({
  title: text,
  close: text,
  persona: text,
  goal: text,
  progressLabel: text,
  thinkingLabel: text,
  pause: text,
  resume: text,
  replay: text,
  watchAgain: text,
  idleThinking: text,
  finished: text,
  app: z.strictObject({
    address: text,
    title: text,
    product: text,
    quantityLabel: text,
    quantity: text,
    button: text,
    priceLabel: text,
    idlePrice: text,
    calculating: text,
    price: text,
    priceNote: text,
    error: text,
  }),
  // One step per delay: the script's timing is fixed by the specification.
  steps: z
    .array(
      z.strictObject({
        thinking: text,
        cursor: z.enum(['quantity', 'calculate', 'price']),
        action: z.enum(['type', 'calculating', 'price', 'error', 'fade']),
      }),
    )
    .length(DEMO_STEP_DELAYS_MS.length),
});

export const quizCatalogueSchema = z.strictObject({
  kinds: z
    .array(
      z.strictObject({
        id: z.enum(APP_KINDS),
        label: text,
        keywords: z.array(text).min(1),
        items: z.array(text).min(1),
      }),
    )
    .min(1),
  generic: z.array(text).min(12, 'keep at least 12 generic items so every plan can be filled'),
});

export const quizCopySchema = z.strictObject({
  title: text,
  close: text,
  // The quiz's promise (specification section 9): shown on the first step and again with the plan.
  estimate: text,
  start: z.strictObject({
    intro: text,
    choiceLegend: text,
    live: text,
    liveHint: text,
    building: text,
    buildingHint: text,
    urlLabel: text,
    urlPlaceholder: text,
    descriptionLabel: text,
    descriptionPlaceholder: text,
    next: text,
  }),
  chat: z.strictObject({
    title: text,
    progress: text,
    answerLabel: text,
    answerPlaceholder: text,
    next: text,
    generate: text,
    you: text,
    assistant: text,
    questions: z.array(text).length(QUIZ_QUESTION_COUNT),
  }),
  plan: z.strictObject({
    title: text,
    intro: text,
    download: text,
    downloading: text,
    reserve: text,
    reserveNote: text,
    pdfTitle: text,
    pdfApp: templated('app'),
    pdfIntro: text,
    pdfFooter: text,
  }),
  thanks: z.strictObject({ title: text, text, done: text }),
  genericKind: text,
});
