/**
 * The editor's collections, one per content collection of the build (src/lib/content-schemas.ts):
 * a folder of entries (FAQ, personas, sections…) becomes a folder collection, a single file (hero,
 * each dialog's words…) an entry of a file collection grouped by the folder it lives in.
 */
import type { Collection, CollectionFile, Field } from '@sveltia/cms';
import { CONTENT_SOURCES } from '../../src/lib/content-schemas.ts';
import { fieldsOf, jsonSchemaOf } from './schema-fields.ts';

type SourceName = keyof typeof CONTENT_SOURCES;

const CONTENT_ROOT = 'src/content';

interface CollectionWords {
  label: string;
  hint: string;
  /** A folder's field that names an entry in the editor's lists (and a new entry's file). */
  identifier?: string;
  /** The label of a Markdown entry's text under its front matter. */
  body?: string;
  /** Entries may be added and removed: only where the site lists whatever entries exist. */
  open?: boolean;
}

/** What each collection is, in the words of README's "Change the words". */
export const COLLECTION_LABELS: Record<SourceName, CollectionWords> = {
  site: { label: 'Site', hint: 'Product name, header links and buttons, footer' },
  hero: { label: 'Hero', hint: 'Headline, price line, founder spots, the sample run' },
  howItWorks: { label: 'How it works', hint: 'The steps of "How it works"' },
  sections: {
    label: 'Landing sections',
    hint: 'The heading and introduction of each section',
    identifier: 'title',
  },
  tryForm: { label: 'Try-it form', hint: 'Field, button and error messages of the try-it form' },
  personas: {
    label: 'Persona cards',
    hint: 'The demo card and the success story',
    identifier: 'name',
    body: 'Story',
  },
  cardLabels: { label: 'Card labels', hint: 'Labels the persona cards and the dashboard share' },
  dashboard: { label: 'Dashboard cards', hint: 'The sample results: one regression, one win', identifier: 'title' },
  faq: {
    label: 'FAQ',
    hint: 'One question per entry; "Order" sets its position, the body is the answer',
    identifier: 'question',
    body: 'Answer',
    open: true,
  },
  pages: { label: 'Pages', hint: 'The privacy notice and the page-not-found page', identifier: 'title' },
  reservationCopy: { label: 'Reservation dialog', hint: '{number} is the founder number' },
  feedbackCopy: { label: 'Feedback dialog', hint: 'The words of the feedback dialog' },
  demoCopy: { label: 'Demo dialog', hint: 'The words of the demo session' },
  analysisCopy: { label: 'Test plan chat (/analysis)', hint: 'The words of the chat page' },
  quizCopy: { label: 'Free test plan quiz', hint: 'The words of the quiz dialog' },
  quizCatalogue: { label: 'Free test plan checks', hint: 'Checks per kind of app, and the keywords that find it' },
  testExecutionCopy: { label: 'Test scenarios (/test-execution)', hint: 'The words of the scenarios page' },
  consentCopy: { label: 'Cookie banner', hint: 'The analytics consent banner and "Cookie settings"' },
  editorCopy: { label: 'Editor sign-in', hint: "The words of this editor's first screen, around its sign-in buttons" },
};

/** The groups of single files, by the folder of src/content/ they live in. */
const FOLDER_LABELS: Record<string, string> = {
  site: 'Whole site',
  landing: 'Landing page',
  modals: 'Dialogs',
  app: 'App pages',
  quiz: 'Free test plan',
  consent: 'Cookie banner',
  editor: 'Content editor',
};

const isFolder = (pattern: string) => pattern.includes('*');
const extensionOf = (pattern: string) => pattern.slice(pattern.lastIndexOf('.') + 1);

function entryFields(name: SourceName): Field[] {
  const { pattern, schema } = CONTENT_SOURCES[name];
  const fields = fieldsOf(jsonSchemaOf(schema));
  // A Markdown entry's body is the text under its front matter (an FAQ answer, a page).
  if (extensionOf(pattern) === 'md') {
    // Text styles and links only: the copy has no images or code blocks to insert.
    const body = {
      name: 'body',
      label: COLLECTION_LABELS[name].body ?? 'Text',
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
  const { label, hint, identifier, open = false } = COLLECTION_LABELS[name];
  return {
    name,
    label,
    description: hint,
    folder: `${CONTENT_ROOT}/${base}`,
    extension: extensionOf(pattern),
    format: extensionOf(pattern) === 'md' ? 'frontmatter' : 'yaml',
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
    label: COLLECTION_LABELS[name].label,
    file: `${CONTENT_ROOT}/${base}/${pattern}`,
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
