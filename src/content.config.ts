import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import {
  dashboardCardSchema,
  faqSchema,
  heroSchema,
  howItWorksSchema,
  pageSchema,
  personaSchema,
  sectionSchema,
  siteSchema,
} from './lib/content-schemas';

const from = (base: string, pattern: string) => glob({ base: `./src/content/${base}`, pattern });

export const collections = {
  site: defineCollection({ loader: from('site', 'site.yaml'), schema: siteSchema }),
  hero: defineCollection({ loader: from('landing', 'hero.yaml'), schema: heroSchema }),
  howItWorks: defineCollection({
    loader: from('landing', 'how-it-works.yaml'),
    schema: howItWorksSchema,
  }),
  sections: defineCollection({ loader: from('landing/sections', '*.yaml'), schema: sectionSchema }),
  personas: defineCollection({ loader: from('landing/personas', '*.md'), schema: personaSchema }),
  dashboard: defineCollection({ loader: from('landing/dashboard', '*.yaml'), schema: dashboardCardSchema }),
  faq: defineCollection({ loader: from('faq', '*.md'), schema: faqSchema }),
  pages: defineCollection({ loader: from('pages', '*.md'), schema: pageSchema }),
};
