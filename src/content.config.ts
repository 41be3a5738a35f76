import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { CONTENT_SOURCES } from './lib/content-schemas';

const { site, hero, howItWorks, sections, personas, dashboard, faq, pages } = CONTENT_SOURCES;
const from = ({ base, pattern }: { base: string; pattern: string }) =>
  glob({ base: `./src/content/${base}`, pattern });

export const collections = {
  site: defineCollection({ loader: from(site), schema: site.schema }),
  hero: defineCollection({ loader: from(hero), schema: hero.schema }),
  howItWorks: defineCollection({ loader: from(howItWorks), schema: howItWorks.schema }),
  sections: defineCollection({ loader: from(sections), schema: sections.schema }),
  personas: defineCollection({ loader: from(personas), schema: personas.schema }),
  dashboard: defineCollection({ loader: from(dashboard), schema: dashboard.schema }),
  faq: defineCollection({ loader: from(faq), schema: faq.schema }),
  pages: defineCollection({ loader: from(pages), schema: pages.schema }),
};
