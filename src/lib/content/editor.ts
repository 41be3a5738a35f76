/**
 * The rules of the content editor's first screen (/admin), apart from the page: which folder is
 * the project, which words the screen shows, and the page's zoom.
 */
import type { EditorCopy } from './collections';

/** What a picked folder holds, as far as telling the project from any other folder goes. */
export interface FolderContents {
  /** A src/content folder: the site's copy, which is what the editor edits. */
  hasContent: boolean;
  /** A .git folder (or file, in a git worktree): the editor saves into a clone only. */
  hasGit: boolean;
}

export type FolderVerdict = 'project' | 'not-project' | 'no-git';

/** The project is known by what it holds, never by its folder's name: a clone may be called anything. */
export function folderVerdict({ hasContent, hasGit }: FolderContents): FolderVerdict {
  if (!hasContent) return 'not-project';
  return hasGit ? 'project' : 'no-git';
}

/** What the screen says when a folder is refused. */
export function refusedFolderMessage(verdict: Exclude<FolderVerdict, 'project'>, copy: EditorCopy): string {
  return verdict === 'no-git' ? copy.noGitFolder : copy.notProjectFolder;
}

/** The folder window was closed without a folder: the browser says so with an AbortError, and only then. */
export const isFolderWindowClosed = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

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
