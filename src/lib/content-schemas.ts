/**
 * Where each collection's files live and the schema they must meet (the schemas themselves are
 * in src/lib/schemas/, one module per part of the site). content.config.ts builds the collections
 * from this table, and the unit tests validate every real file against it.
 */
import type { z } from 'astro/zod';
import { analysisCopySchema, consentCopySchema, testExecutionCopySchema } from './schemas/app';
import { demoCopySchema } from './schemas/demo';
import { feedbackCopySchema, reservationCopySchema } from './schemas/dialogs';
import { editorCopySchema } from './schemas/editor';
import {
  cardLabelsSchema,
  dashboardCardSchema,
  faqSchema,
  heroSchema,
  howItWorksSchema,
  personaSchema,
  sectionSchema,
  tryFormSchema,
} from './schemas/landing';
import { quizCatalogueSchema, quizCopySchema } from './schemas/quiz';
import { pageSchema, siteSchema } from './schemas/site';

export const CONTENT_SOURCES = {
  site: { base: 'site', pattern: 'site.yaml', schema: siteSchema },
  hero: { base: 'landing', pattern: 'hero.yaml', schema: heroSchema },
  howItWorks: { base: 'landing', pattern: 'how-it-works.yaml', schema: howItWorksSchema },
  sections: { base: 'landing/sections', pattern: '*.yaml', schema: sectionSchema },
  tryForm: { base: 'landing', pattern: 'try-form.yaml', schema: tryFormSchema },
  personas: { base: 'landing/personas', pattern: '*.md', schema: personaSchema },
  cardLabels: { base: 'landing', pattern: 'card-labels.yaml', schema: cardLabelsSchema },
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
  editorCopy: { base: 'editor', pattern: 'entrance.yaml', schema: editorCopySchema },
} as const;

/** The data of one entry of a collection, as its schema reads it. */
export type ContentData<C extends keyof typeof CONTENT_SOURCES> = z.infer<(typeof CONTENT_SOURCES)[C]['schema']>;

export type SiteCopy = ContentData<'site'>;
export type HeroCopy = ContentData<'hero'>;
export type SectionCopy = ContentData<'sections'>;
export type TryFormCopy = ContentData<'tryForm'>;
export type CardLabels = ContentData<'cardLabels'>;
export type ReservationCopy = ContentData<'reservationCopy'>;
export type FeedbackCopy = ContentData<'feedbackCopy'>;
export type DemoCopy = ContentData<'demoCopy'>;
export type AnalysisCopy = ContentData<'analysisCopy'>;
export type TestExecutionCopy = ContentData<'testExecutionCopy'>;
export type ConsentCopy = ContentData<'consentCopy'>;
export type QuizCatalogue = ContentData<'quizCatalogue'>;
export type QuizCopy = ContentData<'quizCopy'>;
export type EditorCopy = ContentData<'editorCopy'>;
