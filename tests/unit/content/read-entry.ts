import { readFileSync } from 'node:fs';
import { entryData, entryYaml } from '../../support/content-files';

/** The YAML of a content file on disk: a YAML file whole, or a Markdown file's front matter. */
export const readEntryYaml = (path: string): string => entryYaml(path, readFileSync(path, 'utf8'));

/** The data of a content file on disk as Astro reads it: a YAML file, or a Markdown file's front matter. */
export const readEntryData = (path: string): unknown => entryData(path, readFileSync(path, 'utf8'));
