/**
 * Schemas of every piece of copy in src/content. Objects are strict so that a misspelt field in
 * Markdown or YAML fails the build with the file and the field named, instead of vanishing.
 */
import { z } from 'astro/zod';
import { APP_KINDS } from './app-kinds';
import { DEMO_STEP_DELAYS_MS, QUIZ_QUESTION_COUNT } from './constants';

const text = z.string().trim().min(1);
const anchorHref = z.string().regex(/^#[a-z][a-z0-9-]*$/, 'must be an in-page anchor such as #faq');

export const siteSchema = z.strictObject({
  name: text,
  tagline: text,
  description: text.max(170, 'keep the meta description under 170 characters'),
  contactEmail: z.email(),
  skipLink: text,
  nav: z.array(z.strictObject({ label: text, href: anchorHref })).min(1),
  navLabel: text,
  menuLabel: text,
  reserveButton: text,
  tryButton: text,
  dismissToast: text,
  mobileBarLabel: text,
  footer: z.strictObject({
    feedbackLink: text,
    privacyLink: text,
    homeLink: text,
    legal: text,
    copyright: text,
  }),
});

export const heroSchema = z.strictObject({
  eyebrow: text,
  headline: text,
  lede: text,
  price: z.strictObject({ amount: text, qualifier: text, regular: text, regularLabel: text }),
  availability: text,
  spotsLabel: text,
  progressLabel: text,
  reassurance: text,
  preview: z.strictObject({
    label: text,
    address: text,
    summary: text,
    runs: z.array(z.strictObject({ persona: text, goal: text, passed: z.boolean(), result: text })).min(1),
  }),
});

export const sectionSchema = z.strictObject({
  eyebrow: text,
  title: text,
  intro: text,
});

export const tryFormSchema = z.strictObject({
  fieldLabel: text,
  placeholder: text,
  button: text,
  busyButton: text,
  hint: text,
  httpError: text.includes('{status}', { message: 'must contain {status}' }),
  unreachableError: text.includes('{url}', { message: 'must contain {url}' }),
  dismissError: text,
});
export type TryFormCopy = z.infer<typeof tryFormSchema>;

export const howItWorksSchema = z.strictObject({
  steps: z.array(z.strictObject({ title: text, text })).min(1),
});

export const personaSchema = z.strictObject({
  order: z.int().nonnegative(),
  kind: z.enum(['demo', 'story']),
  name: text,
  age: z.int().min(13).max(120),
  occupation: text,
  device: text,
  stateOfMind: text,
  goal: text,
  outcome: text,
  action: text.optional(),
  quote: text.optional(),
});

const percent = z.int().min(0).max(100);
const metric = z.strictObject({ label: text, value: percent, delta: z.int().min(-100).max(100) });

export const dashboardCardSchema = z.strictObject({
  order: z.int().nonnegative(),
  kind: z.enum(['regression', 'win']),
  badge: text,
  title: text,
  context: text,
  completion: metric,
  experience: metric,
  evidence: z.array(z.strictObject({ quote: text, who: text })).min(1),
  fixLabel: text,
  fix: text,
});

export const faqSchema = z.strictObject({
  order: z.int().nonnegative(),
  question: text,
});

export const pageSchema = z.strictObject({
  title: text,
  description: text,
  heading: text,
  updated: z.coerce.date(),
  homeLink: text.optional(),
});

export const reservationCopySchema = z.strictObject({
  close: text,
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
    urlTooLongDescription: text.includes('{limit}', { message: 'must contain {limit}, the longest address accepted' }),
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
    title: text.includes('{number}', { message: 'must contain {number}, the founder number' }),
    text,
    done: text,
  }),
  refusedLater: z.strictObject({
    title: text,
    text: text.includes('{email}', { message: 'must contain {email}, the address whose details were refused' }),
  }),
  thanks: z.strictObject({ title: text, text, ok: text }),
});
export type ReservationCopy = z.infer<typeof reservationCopySchema>;

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
});
export type FeedbackCopy = z.infer<typeof feedbackCopySchema>;

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
export type DemoCopy = z.infer<typeof demoCopySchema>;

export const analysisCopySchema = z.strictObject({
  title: text,
  description: text,
  heading: text,
  close: text,
  chatTitle: text,
  greeting: text,
  messageLabel: text,
  messagePlaceholder: text,
  send: text,
  newlineHint: text,
  thinking: text,
  you: text,
  assistant: text,
  chatError: text,
  planTitle: text,
  emptyPlan: text,
  emptySplit: text,
  appDescription: text,
  userType: text,
  segment: text.includes('{n}', { message: 'must contain {n}, the segment number' }),
  persona: text,
  age: text.includes('{age}', { message: 'must contain {age}' }),
  gender: text,
  occupation: text,
  stateOfMind: text,
  device: text,
  goals: text,
  startTest: text,
  completeFirst: text,
  completeFirstTooltip: text,
  tabsLabel: text,
  buildTab: text,
  previewTab: text,
  resizeLabel: text,
});
export type AnalysisCopy = z.infer<typeof analysisCopySchema>;

export const testExecutionCopySchema = z.strictObject({
  title: text,
  description: text,
  back: text,
  heading: text,
  goal: text,
  segment: text,
  persona: text,
  empty: text,
  goBack: text,
  reserve: text,
  sampleReport: text,
  count: text.includes('{count}', { message: 'must contain {count}' }),
});
export type TestExecutionCopy = z.infer<typeof testExecutionCopySchema>;

export const consentCopySchema = z.strictObject({
  title: text,
  text,
  privacyLink: text,
  accept: text,
  reject: text,
  close: text,
  currentGranted: text,
  currentDenied: text,
  withdrawNote: text,
  noAnalytics: text,
  settingsLink: text,
});
export type ConsentCopy = z.infer<typeof consentCopySchema>;

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
export type QuizCatalogue = z.infer<typeof quizCatalogueSchema>;

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
    pdfApp: text.includes('{app}', { message: 'must contain {app}' }),
    pdfIntro: text,
    pdfFooter: text,
  }),
  thanks: z.strictObject({ title: text, text, done: text }),
  genericKind: text,
});
export type QuizCopy = z.infer<typeof quizCopySchema>;

/**
 * Where each collection's files live and the schema they must meet. content.config.ts builds the
 * collections from this table, and the unit tests validate every real file against it.
 */
export const CONTENT_SOURCES = {
  site: { base: 'site', pattern: 'site.yaml', schema: siteSchema },
  hero: { base: 'landing', pattern: 'hero.yaml', schema: heroSchema },
  howItWorks: { base: 'landing', pattern: 'how-it-works.yaml', schema: howItWorksSchema },
  sections: { base: 'landing/sections', pattern: '*.yaml', schema: sectionSchema },
  tryForm: { base: 'landing', pattern: 'try-form.yaml', schema: tryFormSchema },
  personas: { base: 'landing/personas', pattern: '*.md', schema: personaSchema },
  dashboard: { base: 'landing/dashboard', pattern: '*.yaml', schema: dashboardCardSchema },
  faq: { base: 'faq', pattern: '*.md', schema: faqSchema },
  pages: { base: 'pages', pattern: '*.md', schema: pageSchema },
  reservationCopy: { base: 'modals', pattern: 'reservation.yaml', schema: reservationCopySchema },
  feedbackCopy: { base: 'modals', pattern: 'feedback.yaml', schema: feedbackCopySchema },
  demoCopy: { base: 'modals', pattern: 'demo.yaml', schema: demoCopySchema },
  analysisCopy: { base: 'app', pattern: 'analysis.yaml', schema: analysisCopySchema },
  quizCopy: { base: 'modals', pattern: 'quiz.yaml', schema: quizCopySchema },
  quizCatalogue: { base: 'quiz', pattern: 'catalogue.yaml', schema: quizCatalogueSchema },
  testExecutionCopy: { base: 'app', pattern: 'test-execution.yaml', schema: testExecutionCopySchema },
  consentCopy: { base: 'consent', pattern: 'banner.yaml', schema: consentCopySchema },
} as const;
