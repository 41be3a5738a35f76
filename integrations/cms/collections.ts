/**
 * The editor's collections, one per content collection of the build (src/lib/content/collections.ts):
 * a folder of entries (FAQ, personas, sections…) becomes a folder collection, a single file (hero,
 * each dialog's words…) an entry of a file collection grouped by the folder it lives in.
 */
import type { Collection, CollectionFile, Field } from '@sveltia/cms';
import { CONTENT_SOURCES, type EditorWords } from '../../src/lib/content/collections.ts';
import { fieldsOf, jsonSchemaOf } from './schema-fields.ts';

type SourceName = keyof typeof CONTENT_SOURCES;

const CONTENT_ROOT = 'src/content';

const editorWords = (name: SourceName): EditorWords => CONTENT_SOURCES[name].editor;

/** The groups of single files, by the folder of src/content/ they live in. */
const FOLDER_LABELS: Record<string, string> = {
  site: 'Whole site',
  landing: 'Landing page',
  modals: 'Dialogs',
  app: 'App pages',
  quiz: 'Free test plan',
  consent: 'Cookie banner',
  editor: 'Content editor',
  emails: 'Emails',
};

const isFolder = (pattern: string) => pattern.includes('*');
const extensionOf = (pattern: string) => pattern.slice(pattern.lastIndexOf('.') + 1);
/** How the editor reads and writes a file: Markdown's front matter, JSON (the emails' words, which the server imports), or YAML. */
const formatOf = (pattern: string) => {
  const extension = extensionOf(pattern);
  return extension === 'md' ? 'frontmatter' : extension === 'json' ? 'json' : 'yaml';
};

function entryFields(name: SourceName): Field[] {
  const { pattern, schema } = CONTENT_SOURCES[name];
  const fields = fieldsOf(jsonSchemaOf(schema));
  // A Markdown entry's body is the text under its front matter (an FAQ answer, a page).
  if (extensionOf(pattern) === 'md') {
    // Text styles and links only: the copy has no images or code blocks to insert.
    const body = {
      name: 'body',
      label: editorWords(name).body ?? 'Text',
      widget: 'markdown',
      editor_components: [],
    };
    fields.push(body as Field);
  }
  return fields;
}

function folderCollection(name: SourceName): Collection {
  const { base, pattern } = CONTENT_SOURCES[name];
  const fields = entryFields(name);
  const ordered = fields.some((field) => field.name === 'order');
  const { label, hint, identifier, open = false } = editorWords(name);
  return {
    name,
    label,
    description: hint,
    folder: `${CONTENT_ROOT}/${base}`,
    extension: extensionOf(pattern),
    format: formatOf(pattern),
    // The site looks the other folders' entries up by name: a new one would show nowhere.
    create: open,
    delete: open,
    ...(identifier ? { identifier_field: identifier } : {}),
    ...(ordered ? { sortable_fields: { fields: ['order'], default: { field: 'order', direction: 'ascending' } } } : {}),
    fields,
  } as Collection;
}

function fileEntry(name: SourceName): CollectionFile {
  const { base, pattern } = CONTENT_SOURCES[name];
  return {
    name,
    label: editorWords(name).label,
    file: `${CONTENT_ROOT}/${base}/${pattern}`,
    format: formatOf(pattern),
    fields: entryFields(name),
  } as CollectionFile;
}

export function cmsCollections(): Collection[] {
  const names = Object.keys(CONTENT_SOURCES) as SourceName[];
  const singles = names.filter((name) => !isFolder(CONTENT_SOURCES[name].pattern));
  const folders = [...new Set(singles.map((name) => CONTENT_SOURCES[name].base.split('/')[0] ?? ''))];
  return [
    ...folders.map(
      (folder) =>
        ({
          name: `${folder}-files`,
          label: FOLDER_LABELS[folder] ?? folder,
          files: singles.filter((name) => CONTENT_SOURCES[name].base.split('/')[0] === folder).map(fileEntry),
        }) as Collection,
    ),
    ...names.filter((name) => isFolder(CONTENT_SOURCES[name].pattern)).map(folderCollection),
  ];
}
