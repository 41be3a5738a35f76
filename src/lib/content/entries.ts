import { type CollectionEntry, type DataEntryMap, getCollection, getEntry } from 'astro:content';
import type { ConsentCopy, SiteCopy } from './collections';

type Collection = keyof DataEntryMap;

/** A collection that holds exactly one entry, named after its file; a missing one fails the build. */
export async function getSingleton<C extends Collection>(collection: C, id: string): Promise<CollectionEntry<C>> {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`Missing content entry "${id}" in collection "${collection}"`);
  return entry as CollectionEntry<C>;
}

/** Entries of a collection whose schema has an `order` field, in that order. */
export async function getOrdered<C extends 'personas' | 'dashboard' | 'faq'>(collection: C) {
  const entries = await getCollection(collection);
  return entries.sort((a, b) => a.data.order - b.data.order);
}

/** The words of every page's frame: the site's own (header, footer, metadata) and the consent banner's. */
export interface PageFrame {
  site: SiteCopy;
  consent: ConsentCopy;
}

/** Loaded by each page and handed down, so no section fetches the site's words again. */
export async function getPageFrame(): Promise<PageFrame> {
  return {
    site: (await getSingleton('site', 'site')).data,
    consent: (await getSingleton('consentCopy', 'banner')).data,
  };
}
