/**
 * The editor's fields for one content schema, read from the JSON Schema that zod makes of it, so
 * that the editor asks for what the build checks: the same required fields, list lengths, number
 * ranges, choices and patterns.
 */
import type { Field } from '@sveltia/cms';
import { z } from 'astro/zod';

/** The part of JSON Schema that zod writes for the content schemas. */
export interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: string[];
  pattern?: string;
  format?: string;
  /** Copy of a sentence or more (`paragraph()` in src/lib/content/schemas/fields.ts). */
  multiline?: boolean;
  /** The build's words for a value its pattern refuses (`anchorHref` in src/lib/content/schemas/fields.ts). */
  patternMessage?: string;
  /** Two or more patterns: zod lists them here instead of in `pattern`. */
  allOf?: JsonSchema[];
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    unrepresentable: 'any',
    io: 'input',
    // A date (the pages' "updated") has no JSON form: marked, it gets a date picker.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') jsonSchema.format = 'date';
    },
  }) as JsonSchema;
}

/** "emailPlaceholder" → "Email placeholder": the fallback label of a field its schema does not name. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label and hint: its schema's title and description, or else its name in words. */
function labelsOf(name: string, schema: JsonSchema): { label: string; hint?: string } {
  return { label: schema.title ?? labelOf(name), ...(schema.description ? { hint: schema.description } : {}) };
}

/** The build's words for a pattern, where zod's JSON Schema keeps them. */
function patternMessage({ format, pattern = '', patternMessage: message }: JsonSchema): string {
  if (message) return message;
  if (format === 'includes') return `must contain ${pattern.replaceAll('\\', '')}`;
  if (format === 'email') return 'must be an email address';
  return `must match ${pattern}`;
}

function widgetOf(schema: JsonSchema): Partial<Field> & Record<string, unknown> {
  // The editor checks one pattern per field: a second one would go unchecked, so it must be met here first.
  if (schema.allOf) throw new Error(`The editor checks one pattern per field, not ${JSON.stringify(schema.allOf)}`);
  if (schema.enum) return { widget: 'select', options: schema.enum };
  if (schema.format === 'date') return { widget: 'datetime', time_format: false, date_format: 'YYYY-MM-DD' };
  switch (schema.type) {
    case 'string':
      return {
        widget: schema.multiline ? 'text' : 'string',
        // The editor counts the characters left, as the build's limit does.
        ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
        ...(schema.pattern ? { pattern: [schema.pattern, patternMessage(schema)] } : {}),
      };
    case 'integer':
    case 'number':
      return {
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? { max: schema.maximum } : {}),
      };
    case 'boolean':
      return { widget: 'boolean' };
    case 'array':
      return {
        widget: 'list',
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
        ...(schema.items?.type === 'object'
          ? { fields: fieldsOf(schema.items) }
          : {
              field: {
                name: 'item',
                ...labelsOf('item', schema.items ?? {}),
                ...widgetOf(schema.items ?? {}),
              } as Field,
            }),
      };
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema) };
    default:
      // A new kind of schema field must get its widget here, not a wrong one by default.
      throw new Error(`No editor widget for the schema ${JSON.stringify(schema)}`);
  }
}

/** One field per property, required where the schema requires it (optional ones are left out when empty). */
export function fieldsOf(schema: JsonSchema): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      ({
        name,
        ...labelsOf(name, property),
        required: required.has(name),
        ...widgetOf(property),
      }) as Field,
  );
}
