import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import { CONTENT_SOURCES } from './lib/content-schemas';

/** A collection of the files under src/content/{base} that match {pattern}, checked by {schema}. */
function collection<S extends z.ZodType>({ base, pattern, schema }: { base: string; pattern: string; schema: S }) {
  return defineCollection({ loader: glob({ base: `./src/content/${base}`, pattern }), schema });
}

export const collections = {
  site: collection(CONTENT_SOURCES.site),
  hero: collection(CONTENT_SOURCES.hero),
  howItWorks: collection(CONTENT_SOURCES.howItWorks),
  sections: collection(CONTENT_SOURCES.sections),
  tryForm: collection(CONTENT_SOURCES.tryForm),
  personas: collection(CONTENT_SOURCES.personas),
  cardLabels: collection(CONTENT_SOURCES.cardLabels),
  dashboard: collection(CONTENT_SOURCES.dashboard),
  faq: collection(CONTENT_SOURCES.faq),
  pages: collection(CONTENT_SOURCES.pages),
  reservationCopy: collection(CONTENT_SOURCES.reservationCopy),
  feedbackCopy: collection(CONTENT_SOURCES.feedbackCopy),
  demoCopy: collection(CONTENT_SOURCES.demoCopy),
  analysisCopy: collection(CONTENT_SOURCES.analysisCopy),
  quizCopy: collection(CONTENT_SOURCES.quizCopy),
  quizCatalogue: collection(CONTENT_SOURCES.quizCatalogue),
  testExecutionCopy: collection(CONTENT_SOURCES.testExecutionCopy),
  consentCopy: collection(CONTENT_SOURCES.consentCopy),
  editorCopy: collection(CONTENT_SOURCES.editorCopy),
};
