// @vitest-environment node
import { globSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { CONTENT_SOURCES } from '../../../src/lib/content/collections';
import { dashboardCardSchema, faqSchema, heroSchema, personaSchema } from '../../../src/lib/content/schemas/landing';
import { pageSchema, siteSchema } from '../../../src/lib/content/schemas/site';
import { readEntryData } from './read-entry';

const CONTENT_DIR = 'src/content';

const realFiles = Object.entries(CONTENT_SOURCES).flatMap(([collection, { base, pattern, schema }]) =>
  globSync(join(CONTENT_DIR, base, pattern)).map((file) => ({ collection, file, schema })),
);

describe('the real content', () => {
  it('has files for every collection', () => {
    const collections = new Set(realFiles.map((f) => f.collection));
    expect([...collections].sort()).toEqual(Object.keys(CONTENT_SOURCES).sort());
  });

  it.each(realFiles)('$file is a valid $collection entry', ({ file, schema }) => {
    const result = schema.safeParse(readEntryData(file));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });
});

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Sets (or, with undefined, deletes) the value at a path inside parsed YAML. */
function setAt(data: Json, path: Path, value: Json | undefined): void {
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, data);
  const key = path.at(-1) as string;
  if (value === undefined) delete (parent as Record<string, Json>)[key];
  else (parent as Record<string, Json>)[key] = value;
}

/** A valid entry read from disk, changed at one place, must fail naming exactly that field. */
const brokenEntries: {
  name: string;
  schema: z.ZodType;
  file: string;
  at: Path;
  value: Json | undefined;
  reported?: Path;
}[] = [
  {
    name: 'a missing hero headline',
    schema: heroSchema,
    file: 'landing/hero.yaml',
    at: ['headline'],
    value: undefined,
  },
  // Unknown keys are reported on their parent object, with the key in the message.
  {
    name: 'a misspelt field',
    schema: faqSchema,
    file: 'faq/01-why-reserve.md',
    at: ['questoin'],
    value: 'Why?',
    reported: [],
  },
  {
    name: 'an unknown persona kind',
    schema: personaSchema,
    file: 'landing/personas/landscaper.md',
    at: ['kind'],
    value: 'video',
  },
  {
    name: 'a percentage above 100',
    schema: dashboardCardSchema,
    file: 'landing/dashboard/regression.yaml',
    at: ['completion', 'value'],
    value: 140,
  },
  {
    name: 'a delta that is not a number',
    schema: dashboardCardSchema,
    file: 'landing/dashboard/win.yaml',
    at: ['experience', 'delta'],
    value: '+9',
  },
  {
    name: 'a nav link that is not an anchor',
    schema: siteSchema,
    file: 'site/site.yaml',
    at: ['nav', 2, 'href'],
    value: 'results',
  },
  { name: 'a blank FAQ question', schema: faqSchema, file: 'faq/02-change-my-mind.md', at: ['question'], value: '   ' },
  {
    name: 'a page date that is not a date',
    schema: pageSchema,
    file: 'pages/privacy.md',
    at: ['updated'],
    value: 'soon',
  },
];

describe('a broken content entry', () => {
  it.each(brokenEntries)('fails on $name, naming the field', ({ schema, file, at, value, reported = at }) => {
    const data = readEntryData(join(CONTENT_DIR, file)) as Json;
    expect(schema.safeParse(data).success).toBe(true);
    setAt(data, at, value);
    const result = schema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([reported]);
  });
});
