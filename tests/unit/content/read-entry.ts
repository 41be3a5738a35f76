import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The YAML of a content file: a YAML file whole, or a Markdown file's frontmatter. */
export function readEntryYaml(path: string): string {
  const source = readFileSync(path, 'utf8');
  if (!path.endsWith('.md')) return source;
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!match) throw new Error(`${path} has no frontmatter`);
  return match[1] ?? '';
}

/** The data of a content file as Astro reads it: a YAML file, or a Markdown file's frontmatter. */
export function readEntryData(path: string): unknown {
  return parse(readEntryYaml(path));
}
