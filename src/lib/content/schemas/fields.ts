/**
 * The field types every content schema is built from. Objects are strict so that a misspelt
 * field in Markdown or YAML fails the build with the file and the field named, instead of vanishing.
 *
 * Every field also carries what the content editor (/admin) shows for it, in the words of the
 * people who edit the copy: `title` becomes the field's label, `description` the hint under it.
 */
import { z } from 'astro/zod';

/** Copy: text that is not blank once trimmed. */
export const text = z.string().trim().min(1);

/** Copy with a `{placeholder}` the code fills in, named in the build's message when missing. */
export const templated = (placeholder: string, what = '') =>
  text.includes(`{${placeholder}}`, { message: `must contain {${placeholder}}${what ? `, ${what}` : ''}` });

const ANCHOR_MESSAGE = 'must be an in-page anchor such as #faq';
/** An in-page link; `patternMessage` gives the editor the build's words for a value it refuses. */
export const anchorHref = z
  .string()
  .regex(/^#[a-z][a-z0-9-]*$/, ANCHOR_MESSAGE)
  .meta({ patternMessage: ANCHOR_MESSAGE });

/**
 * `schema` with the editor's label and hint. A new schema each time: the shared field types above
 * stay unlabelled. Call it last, around any check (`.max()`, `.includes()`…), which would drop them.
 */
export function labelled<T extends z.ZodType>(
  schema: T,
  title: string,
  description?: string,
  { multiline = false } = {},
): T {
  return schema.meta({
    title,
    ...(description === undefined ? {} : { description }),
    // A sentence or more: the editor gives it a box of several lines.
    ...(multiline ? { multiline } : {}),
  });
}

/** Copy with its label and hint: the usual field of a content schema. */
export const words = (title: string, description?: string) => labelled(text, title, description);

/** Copy of a sentence or more, edited in a box of several lines. */
export const paragraph = (title: string, description?: string) =>
  labelled(text, title, description, { multiline: true });

/** The position of an entry in its list on the page. */
export const order = labelled(
  z.int().nonnegative(),
  'Order',
  'Its position on the page: lower numbers come first (1, then 2, then 3…)',
);

/** The hint of words the page does not show, which only screen readers say. */
export const unseen = (what: string) => `Not shown on the page: ${what}`;

/** A dialog's × button, as screen readers name it. */
export const closeButton = words('Close button', unseen("what screen readers call the dialog's × button"));

/** The example shown in an empty form field. */
export const example = (field: string) => words(`Example in the ${field} field`, 'Grey text in the empty field');
