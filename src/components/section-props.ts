import type { SectionCopy, SiteCopy } from '../lib/content/collections';

/** What each landing section of landing-sections.ts is given. */
export interface SectionProps {
  /** Its anchor, which also names its heading's file in src/content/landing/sections/. */
  id: string;
  /** Its heading and introduction. */
  section: SectionCopy;
  site: SiteCopy;
}
