/**
 * Every content collection, one row each: where its files live, the schema they must meet (the
 * schemas themselves are in ./schemas/, one module per part of the site) and how the editor at
 * /admin names it (docs/content.md's "Change the words" uses the same words). content.config.ts builds the
 * collections from this table, the editor its collections, and the unit tests validate every real
 * file against it: a new collection is one row here.
 */
import type { z } from 'astro/zod';
import { analysisCopySchema, consentCopySchema, testExecutionCopySchema } from './schemas/app';
import { demoCopySchema } from './schemas/demo';
import { feedbackCopySchema, reservationCopySchema } from './schemas/dialogs';
import { editorCopySchema } from './schemas/editor';
import { emailLinkPagesSchema } from './schemas/email-link-pages';
import { confirmationEmailSchema, emailPreviewsSchema, operatorNoticeSchema } from './schemas/emails';
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
import { companySchema, pageSchema, siteSchema } from './schemas/site';

/** How the editor at /admin names a collection and its entries. */
export interface EditorWords {
  label: string;
  hint: string;
  /** A folder's field that names an entry in the editor's lists (and a new entry's file). */
  identifier?: string;
  /** The label of a Markdown entry's text under its front matter. */
  body?: string;
  /** Entries may be added and removed: only where the site lists whatever entries exist. */
  open?: boolean;
}

export const CONTENT_SOURCES = {
  site: {
    base: 'site',
    pattern: 'site.yaml',
    schema: siteSchema,
    editor: { label: 'Site', hint: 'Product name, launch month, header links and buttons, footer' },
  },
  company: {
    base: 'site',
    pattern: 'company.yaml',
    schema: companySchema,
    editor: { label: 'Company', hint: 'Who runs Testable: the footer shows it on every page' },
  },
  hero: {
    base: 'landing',
    pattern: 'hero.yaml',
    schema: heroSchema,
    editor: { label: 'Hero', hint: 'Headline, price line, founder spots, the sample run' },
  },
  howItWorks: {
    base: 'landing',
    pattern: 'how-it-works.yaml',
    schema: howItWorksSchema,
    editor: { label: 'How it works', hint: 'The steps of "How it works"' },
  },
  sections: {
    base: 'landing/sections',
    pattern: '*.yaml',
    schema: sectionSchema,
    editor: { label: 'Landing sections', hint: 'The heading and introduction of each section', identifier: 'title' },
  },
  tryForm: {
    base: 'landing',
    pattern: 'try-form.yaml',
    schema: tryFormSchema,
    editor: { label: 'Try-it form', hint: 'Field, button and error messages of the try-it form' },
  },
  personas: {
    base: 'landing/personas',
    pattern: '*.md',
    schema: personaSchema,
    editor: { label: 'Persona cards', hint: 'The demo card and the success story', identifier: 'name', body: 'Story' },
  },
  cardLabels: {
    base: 'landing',
    pattern: 'card-labels.yaml',
    schema: cardLabelsSchema,
    editor: { label: 'Card labels', hint: 'Labels the persona cards and the dashboard share' },
  },
  dashboard: {
    base: 'landing/dashboard',
    pattern: '*.yaml',
    schema: dashboardCardSchema,
    editor: { label: 'Dashboard cards', hint: 'The sample results: one regression, one win', identifier: 'title' },
  },
  faq: {
    base: 'faq',
    pattern: '*.md',
    schema: faqSchema,
    editor: {
      label: 'FAQ',
      hint: 'One question per entry; "Order" sets its position, the body is the answer',
      identifier: 'question',
      body: 'Answer',
      open: true,
    },
  },
  pages: {
    base: 'pages',
    pattern: '*.md',
    schema: pageSchema,
    editor: { label: 'Pages', hint: 'The privacy notice and the page-not-found page', identifier: 'title' },
  },
  reservationCopy: {
    base: 'modals',
    pattern: 'reservation.yaml',
    schema: reservationCopySchema,
    editor: { label: 'Reservation dialog', hint: '{number} is the founder number' },
  },
  feedbackCopy: {
    base: 'modals',
    pattern: 'feedback.yaml',
    schema: feedbackCopySchema,
    editor: { label: 'Feedback dialog', hint: 'The words of the feedback dialog' },
  },
  demoCopy: {
    base: 'modals',
    pattern: 'demo.yaml',
    schema: demoCopySchema,
    editor: { label: 'Demo dialog', hint: 'The words of the demo session' },
  },
  analysisCopy: {
    base: 'app',
    pattern: 'analysis.yaml',
    schema: analysisCopySchema,
    editor: { label: 'Test plan chat (/analysis)', hint: 'The words of the chat page' },
  },
  quizCopy: {
    base: 'modals',
    pattern: 'quiz.yaml',
    schema: quizCopySchema,
    editor: { label: 'Free test plan quiz', hint: 'The words of the quiz dialog' },
  },
  quizCatalogue: {
    base: 'quiz',
    pattern: 'catalogue.yaml',
    schema: quizCatalogueSchema,
    editor: { label: 'Free test plan checks', hint: 'Checks per kind of app, and the keywords that find it' },
  },
  testExecutionCopy: {
    base: 'app',
    pattern: 'test-execution.yaml',
    schema: testExecutionCopySchema,
    editor: { label: 'Test scenarios (/test-execution)', hint: 'The words of the scenarios page' },
  },
  consentCopy: {
    base: 'consent',
    pattern: 'banner.yaml',
    schema: consentCopySchema,
    editor: { label: 'Cookie banner', hint: 'The analytics consent banner and "Cookie settings"' },
  },
  editorCopy: {
    base: 'editor',
    pattern: 'entrance.yaml',
    schema: editorCopySchema,
    editor: { label: 'Editor sign-in', hint: "The words of this editor's first screen, around its sign-in buttons" },
  },
  confirmationEmail: {
    base: 'emails',
    pattern: 'confirmation.json',
    schema: confirmationEmailSchema,
    editor: {
      label: 'Confirmation email',
      hint: 'Asks a new address on the wait list, or a new founder, to confirm it: see /emails/ for how it looks',
    },
  },
  operatorNotice: {
    base: 'emails',
    pattern: 'operator-notice.json',
    schema: operatorNoticeSchema,
    editor: {
      label: 'Operator notice',
      hint: 'Tells the operator that a visitor confirmed, with nothing they typed: see /emails/ for how it looks',
    },
  },
  emailPreviews: {
    base: 'emails',
    pattern: 'previews.json',
    schema: emailPreviewsSchema,
    editor: { label: 'Email previews', hint: 'The words of the pages at /emails/ that show each email' },
  },
  emailLinkPages: {
    base: 'emails',
    pattern: 'link-pages.json',
    schema: emailLinkPagesSchema,
    editor: {
      label: 'Confirm and leave pages',
      hint: 'The pages the links of the confirmation email open (/confirm, /leave), and those shown once their button is pressed',
    },
  },
} as const satisfies Record<string, { base: string; pattern: string; schema: z.ZodType; editor: EditorWords }>;

/** The data of one entry of a collection, as its schema reads it. */
export type ContentData<C extends keyof typeof CONTENT_SOURCES> = z.infer<(typeof CONTENT_SOURCES)[C]['schema']>;

export type SiteCopy = ContentData<'site'>;
export type CompanyFacts = ContentData<'company'>;
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
export type ConfirmationEmailCopy = ContentData<'confirmationEmail'>;
export type OperatorNoticeCopy = ContentData<'operatorNotice'>;
export type EmailPreviewsCopy = ContentData<'emailPreviews'>;
export type EmailLinkPagesCopy = ContentData<'emailLinkPages'>;
