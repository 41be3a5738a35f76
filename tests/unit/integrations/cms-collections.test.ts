// @vitest-environment node
import type { Collection, Field } from '@sveltia/cms';
import { describe, expect, it } from 'vitest';
import { cmsCollections } from '../../../integrations/cms/collections';
import { fieldsOf, type JsonSchema, jsonSchemaOf } from '../../../integrations/cms/schema-fields';
import { CONTENT_SOURCES } from '../../../src/lib/content/collections';
import { anchorHref, templated, text } from '../../../src/lib/content/schemas/fields';

type Entry = { name: string; fields: Field[] };
type Loose = Record<string, unknown>;

/** Every collection and every file entry of a file collection, by name. */
function editorEntries(collections: Collection[]): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const collection of collections) {
    const files = (collection as { files?: Entry[] }).files;
    for (const entry of files ?? [collection as Entry]) entries.set(entry.name, entry);
  }
  return entries;
}

/** What differs between a schema and the editor's fields for it, as readable lines. */
function differences(schema: JsonSchema, fields: Field[], path = ''): string[] {
  const byName = new Map(fields.map((field) => [field.name, field as Field & Loose]));
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const where = `${path}${name}`;
    const field = byName.get(name);
    if (!field) return [`${where}: no field`];
    const problems: string[] = [];
    if (field['required'] !== required.has(name)) problems.push(`${where}: required ${field['required']}`);
    if (property.enum && JSON.stringify(field['options']) !== JSON.stringify(property.enum))
      problems.push(`${where}: options ${JSON.stringify(field['options'])}`);
    if (property.type === 'array') {
      if (field['widget'] !== 'list') problems.push(`${where}: widget ${field['widget']}`);
      if (field['min'] !== property.minItems || field['max'] !== property.maxItems)
        problems.push(`${where}: ${field['min']}..${field['max']} items`);
      if (property.items?.type === 'object')
        problems.push(...differences(property.items, (field['fields'] ?? []) as Field[], `${where}[].`));
    }
    if (property.type === 'object')
      problems.push(...differences(property, (field['fields'] ?? []) as Field[], `${where}.`));
    if (property.type === 'string' && !property.enum && !['string', 'text'].includes(String(field['widget'])))
      problems.push(`${where}: widget ${field['widget']}`);
    return problems;
  });
}

/**
 * The fields whose label is not their schema's own title (so the editor falls back on the field's
 * name, "emailPlaceholder" → "Email placeholder"), as paths; the item of a list of texts included.
 */
function unlabelled(schema: JsonSchema, fields: Field[], path = ''): string[] {
  const byName = new Map(fields.map((field) => [field.name, field as Field & Loose]));
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const where = `${path}${name}`;
    const field = byName.get(name);
    const problems = property.title !== undefined && field?.label === property.title ? [] : [where];
    if (property.type === 'object')
      problems.push(...unlabelled(property, (field?.['fields'] ?? []) as Field[], `${where}.`));
    if (property.type === 'array' && property.items?.type === 'object')
      problems.push(...unlabelled(property.items, (field?.['fields'] ?? []) as Field[], `${where}[].`));
    else if (property.type === 'array') {
      const item = field?.['field'] as Field | undefined;
      problems.push(...unlabelled({ properties: { item: property.items ?? {} } }, item ? [item] : [], `${where}[].`));
    }
    return problems;
  });
}

describe("the editor's collections", () => {
  const entries = editorEntries(cmsCollections());

  it('give every content collection exactly one editor entry', () => {
    expect([...entries.keys()].sort()).toEqual(Object.keys(CONTENT_SOURCES).sort());
  });

  it.each(Object.entries(CONTENT_SOURCES))('match the schema of %s field by field', (name, { schema, pattern }) => {
    const entry = entries.get(name);
    expect(entry).toBeDefined();
    const fields = entry?.fields ?? [];
    expect(differences(jsonSchemaOf(schema), fields)).toEqual([]);
    if (pattern.endsWith('.md')) expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
  });

  // Editors are not developers: the label says what the field is for, in their words (docs/content.md "Change the words").
  it.each(Object.entries(CONTENT_SOURCES))("label every field of %s with its schema's title", (name, { schema }) => {
    expect(unlabelled(jsonSchemaOf(schema), entries.get(name)?.fields ?? [])).toEqual([]);
  });

  it('find a field without a title, however deep, and the field a title did not reach', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        title: { type: 'string', title: 'Title' },
        note: { type: 'string' },
        links: {
          type: 'array',
          title: 'Links',
          items: { type: 'object', properties: { href: { type: 'string' } } },
        },
        tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
      },
    };
    expect(unlabelled(schema, fieldsOf(schema))).toEqual(['note', 'links[].href', 'tags[].item']);
    expect(unlabelled(schema, [{ name: 'title', label: 'Heading', widget: 'string' }] as Field[])).toContain('title');
  });

  it('leave the shared field types unlabelled, so no label shows on a field that did not ask for it', () => {
    for (const shared of [text, templated('n'), anchorHref]) {
      expect(shared.meta()?.title).toBeUndefined();
      expect(jsonSchemaOf(shared)).not.toHaveProperty('title');
      expect(jsonSchemaOf(shared)).not.toHaveProperty('description');
    }
  });

  it('tell a missing field, a wrong required flag and a wrong list bound apart', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['title', 'steps'],
      properties: {
        title: { type: 'string' },
        note: { type: 'string' },
        steps: { type: 'array', minItems: 1, items: { type: 'string' } },
      },
    };
    const fields = [
      { name: 'title', widget: 'string', required: false },
      { name: 'steps', widget: 'list', required: true, min: 2 },
    ] as Field[];
    expect(differences(schema, fields)).toEqual([
      'title: required false',
      'note: no field',
      'steps: 2..undefined items',
    ]);
  });

  it('read and write each file in its own format: the emails’ words as JSON, which the server imports', () => {
    const collections = cmsCollections() as (Collection & { files?: (Entry & { file: string; format: string })[] })[];
    const files = collections.flatMap((collection) => collection.files ?? []);
    expect(files.find((file) => file.name === 'confirmationEmail')).toMatchObject({
      file: 'src/content/emails/confirmation.json',
      format: 'json',
    });
    expect(files.find((file) => file.name === 'hero')).toMatchObject({ format: 'yaml' });
    expect(collections.find((collection) => collection.name === 'faq')).toMatchObject({ format: 'frontmatter' });
    expect(collections.find((collection) => collection.name === 'emails-files')).toMatchObject({ label: 'Emails' });
  });

  it('give a date a date picker, and refuse a schema field they have no widget for', () => {
    expect(entries.get('pages')?.fields.find((field) => field.name === 'updated')).toMatchObject({
      widget: 'datetime',
      required: true,
    });
    expect(() => fieldsOf({ type: 'object', properties: { odd: {} } })).toThrow(/No editor widget/);
  });

  it('give a paragraph a box of several lines, and a length limit its counter', () => {
    const field = (entry: string, name: string) =>
      entries.get(entry)?.fields.find((candidate) => candidate.name === name) as (Field & Loose) | undefined;
    expect(field('hero', 'lede')).toMatchObject({ widget: 'text' });
    expect(field('hero', 'headline')).toMatchObject({ widget: 'string' });
    expect(field('site', 'description')).toMatchObject({ widget: 'text', maxlength: 170 });
    expect(field('site', 'name')?.['maxlength']).toBeUndefined();
  });

  it('keep patterns with the words the build uses', () => {
    const labels = entries.get('cardLabels')?.fields.find((field) => field.name === 'metric') as Loose | undefined;
    const up = ((labels?.['fields'] ?? []) as (Field & Loose)[]).find((field) => field.name === 'up');
    expect(up?.['pattern']).toEqual(['\\{points\\}', 'must contain {points}']);
    const nav = entries.get('site')?.fields.find((field) => field.name === 'nav') as Loose | undefined;
    const href = ((nav?.['fields'] ?? []) as (Field & Loose)[]).find((field) => field.name === 'href');
    expect(href?.['pattern']).toEqual(['^#[a-z][a-z0-9-]*$', 'must be an in-page anchor such as #faq']);
  });

  it('refuse a field with two patterns, of which the editor would check only one', () => {
    const twoPatterns = { type: 'string', allOf: [{ pattern: 'a' }, { pattern: 'b' }] };
    expect(() => fieldsOf({ type: 'object', properties: { odd: twoPatterns } })).toThrow(/one pattern per field/);
  });
});
