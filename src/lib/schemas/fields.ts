/**
 * The field types every content schema is built from. Objects are strict so that a misspelt
 * field in Markdown or YAML fails the build with the file and the field named, instead of vanishing.
 */
import { z } from 'astro/zod';

/** Copy: text that is not blank once trimmed. */
export const text = z.string().trim().min(1);

/** Copy with a `{placeholder}` the code fills in, named in the build's message when missing. */
export const templated = (placeholder: string, what = '') =>
  text.includes(`{${placeholder}}`, { message: `must contain {${placeholder}}${what ? `, ${what}` : ''}` });

export const anchorHref = z.string().regex(/^#[a-z][a-z0-9-]*$/, 'must be an in-page anchor such as #faq');
