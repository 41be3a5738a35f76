import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The data of a content file as Astro reads it: a YAML file, or a Markdown file's frontmatter. */
export function readEntryData(path: string): unknown {
  const source = readFileSync(path, 'utf8');
  if (!path.endsWith('.md')) return parse(source);
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!match) throw new Error(`${path} has no frontmatter`);
  return parse(match[1] ?? '');
}
