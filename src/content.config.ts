import { type CollectionConfig, defineCollection } from 'astro/content/config';
import { glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import { CONTENT_SOURCES } from './lib/content/collections';

interface Source<S extends z.ZodType> {
  base: string;
  pattern: string;
  schema: S;
}

/** A collection of the files under src/content/{base} that match {pattern}, checked by {schema}. */
function collection<S extends z.ZodType>({ base, pattern, schema }: Source<S>): CollectionConfig<S> {
  return defineCollection({ loader: glob({ base: `./src/content/${base}`, pattern }), schema });
}

/** A collection for each row of the table, under the row's name. */
function collectionsOf<T extends Record<string, Source<z.ZodType>>>(sources: T) {
  const entries = Object.entries(sources).map(([name, source]) => [name, collection(source)]);
  return Object.fromEntries(entries) as { [Name in keyof T]: CollectionConfig<T[Name]['schema']> };
}

/** Every collection of src/lib/content/collections.ts, by its name there. */
export const collections = collectionsOf(CONTENT_SOURCES);
