/**
 * The content files as the build reads them: every file of src/content/, the collection and
 * schema each one belongs to (src/lib/content/collections.ts), and its data (YAML, JSON, or
 * Markdown front matter).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { z } from 'astro/zod';
import { parse, stringify } from 'yaml';
import { EDITOR_OUTPUT } from '../../integrations/cms/config.ts';
import { type JsonSchema, jsonSchemaOf } from '../../integrations/cms/schema-fields.ts';
import { CONTENT_SOURCES } from '../../src/lib/content/collections.ts';

export const CONTENT_DIR = 'src/content';

export interface ContentFile {
  /** From the project's root, e.g. "src/content/faq/01-why-reserve.md". */
  path: string;
  text: string;
}

/** Every file under src/content/, read from the project on disk. */
export function contentFiles(root = '.'): ContentFile[] {
  return readdirSync(join(root, CONTENT_DIR), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: relative(root, file), text: readFileSync(file, 'utf8') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** A Markdown file's front matter (YAML) and the body under it. */
export function frontMatterOf(path: string, source: string): { yaml: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  if (!match) throw new Error(`${path} has no front matter`);
  return { yaml: match[1] ?? '', body: source.slice(match[0].length) };
}

/** The YAML of a content file: a YAML file whole, or a Markdown file's front matter. */
export const entryYaml = (path: string, source: string): string =>
  path.endsWith('.md') ? frontMatterOf(path, source).yaml : source;

/** The data of a content file as Astro reads it: a YAML or JSON file, or a Markdown file's front matter. */
export const entryData = (path: string, source: string): unknown =>
  path.endsWith('.json') ? JSON.parse(source) : parse(entryYaml(path, source));

/** The schema that the build checks a content file against, by where the file lives. */
export function schemaOf(path: string): z.ZodType {
  for (const { base, pattern, schema } of Object.values(CONTENT_SOURCES)) {
    const folder = join(CONTENT_DIR, base);
    const matches = pattern.startsWith('*')
      ? dirname(path) === folder && path.endsWith(pattern.slice(1))
      : path === join(folder, pattern);
    if (matches) return schema;
  }
  throw new Error(`${path} belongs to no content collection`);
}

/** The data with its keys in the order of the schema's fields, as the editor writes them. */
function inFieldOrder(data: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(data)) return data.map((item) => (schema.items ? inFieldOrder(item, schema.items) : item));
  if (data === null || typeof data !== 'object' || !schema.properties) return data;
  const record = data as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([name]) => name in record)
      .map(([name, property]) => [name, inFieldOrder(record[name], property)]),
  );
}

/**
 * A content file as the content editor (Sveltia CMS 0.221.1, `output` in
 * integrations/cms/config.ts) writes it on save: keys in field order, no quotes unless YAML needs
 * them (then single ones), no folded lines, Markdown's body one blank line under its front matter;
 * JSON indented as `output.json` says, with a line break at the end.
 */
export function inEditorStyle(path: string, source: string): string {
  const data = inFieldOrder(entryData(path, source), jsonSchemaOf(schemaOf(path)));
  if (path.endsWith('.json')) return `${JSON.stringify(data, null, EDITOR_OUTPUT.json.indent_size)}\n`;
  const { indent_size: indent, indent_sequences: indentSeq } = EDITOR_OUTPUT.yaml;
  const yaml = stringify(data, {
    indent,
    indentSeq,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();
  if (!path.endsWith('.md')) return `${yaml}\n`;
  const body = frontMatterOf(path, source).body.replace(/^\n+/, '');
  return `---\n${yaml}\n---\n${body ? `\n${body}` : ''}`;
}
