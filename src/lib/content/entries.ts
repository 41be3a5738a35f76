import { type CollectionEntry, type DataEntryMap, getCollection, getEntry } from 'astro:content';
import type { CompanyFacts, ConsentCopy, SiteCopy } from './collections';
import { fillFacts, type SiteFacts, siteFacts } from './site-facts';

type Collection = keyof DataEntryMap;

/** An entry as stored, read without its facts filled in (the facts themselves are read this way). */
async function readEntry<C extends Collection>(collection: C, id: string): Promise<CollectionEntry<C>> {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`Missing content entry "${id}" in collection "${collection}"`);
  return entry as CollectionEntry<C>;
}

/** `{launch}`, `{contactEmail}` and `{confirmationDays}` as the site says them (src/lib/content/site-facts.ts). */
export async function getSiteFacts(): Promise<SiteFacts> {
  const [site, company] = await Promise.all([readEntry('site', 'site'), readEntry('company', 'company')]);
  return siteFacts(site.data.launchMonth, company.data);
}

/** An entry with the site's facts filled into its words (a Markdown body is filled by integrations/site-facts.ts). */
const withFacts = <E extends { data: unknown }>(entry: E, facts: SiteFacts): E => ({
  ...entry,
  data: fillFacts(entry.data, facts),
});

/** A collection that holds exactly one entry, named after its file; a missing one fails the build. */
export async function getSingleton<C extends Collection>(collection: C, id: string): Promise<CollectionEntry<C>> {
  return withFacts(await readEntry(collection, id), await getSiteFacts());
}

/** Entries of a collection whose schema has an `order` field, in that order. */
export async function getOrdered<C extends 'personas' | 'dashboard' | 'faq'>(collection: C) {
  const [entries, facts] = await Promise.all([getCollection(collection), getSiteFacts()]);
  return entries.sort((a, b) => a.data.order - b.data.order).map((entry) => withFacts(entry, facts));
}

/** The words of every page's frame: the site's own (header, footer, metadata), the company's, the consent banner's. */
export interface PageFrame {
  site: SiteCopy;
  company: CompanyFacts;
  consent: ConsentCopy;
}

/** Loaded by each page and handed down, so no section fetches the site's words again. */
export async function getPageFrame(): Promise<PageFrame> {
  return {
    site: (await getSingleton('site', 'site')).data,
    company: (await getSingleton('company', 'company')).data,
    consent: (await getSingleton('consentCopy', 'banner')).data,
  };
}
