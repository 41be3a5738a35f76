import type { EditorCopy } from '../../lib/content/collections';

/** The words of the editor's first screen, which src/pages/admin.astro writes into the page from src/content/editor/. */
export function readEditorWords(page: Document): EditorCopy {
  const data = page.getElementById('editor-words')?.textContent;
  if (!data) throw new Error('The editor page has no #editor-words: src/pages/admin.astro writes them');
  return JSON.parse(data) as EditorCopy;
}
