/**
 * The rules of the content editor's first screen (/admin), apart from the page: which words the
 * screen shows, and the page's zoom.
 */
import type { EditorCopy } from './content-schemas';

/** Our sentences under the editor's title: which button to use, and what is missing when GitHub is. */
export function entranceSentences(copy: EditorCopy, { gitHubSignIn }: { gitHubSignIn: boolean }): string[] {
  return gitHubSignIn ? [copy.guidance] : [copy.guidance, copy.gitHubMissing];
}

// A maximum scale under 2, or a page that may not be scaled, stops people zooming in (WCAG 1.4.4).
const ZOOM_LOCK = /^(maximum-scale\s*=\s*(0|1)(\.\d*)?|user-scalable\s*=\s*(no|0))$/i;

/** A viewport meta's content without what stops zooming in; the rest as it was. */
export function withoutZoomLock(content: string): string {
  const parts = content.split(',').map((part) => part.trim());
  const kept = parts.filter((part) => !ZOOM_LOCK.test(part));
  return kept.length === parts.length ? content : kept.join(', ');
}
