import { readFileSync } from 'node:fs';
import { entryData } from '../../support/content-files';

/** The data of a content file on disk as Astro reads it: a YAML file, or a Markdown file's front matter. */
export const readEntryData = (path: string): unknown => entryData(path, readFileSync(path, 'utf8'));
