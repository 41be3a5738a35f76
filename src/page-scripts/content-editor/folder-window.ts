/**
 * The folder window of "Work with Local Repository". Sveltia CMS opens it with the browser's
 * window.showDirectoryPicker() and takes any folder with a .git in it; wrapped, the window gives
 * the editor the project only, known by what it holds (src/content and .git) whatever the folder
 * is called. A closed window or another folder is refused in our words: the editor shows the
 * message of a sign-in error's cause, unless the error is an AbortError or a NotFoundError, for
 * which it has bare words of its own.
 */

import type { EditorCopy } from '../../lib/content/collections';
import { folderVerdict, isFolderWindowClosed, refusedFolderMessage } from '../../lib/content/editor';

type FolderWindow = (options?: object) => Promise<FileSystemDirectoryHandle>;

function refusal(name: string, message: string): Error {
  const error = new Error(message, { cause: { message } });
  error.name = name;
  return error;
}

/** Whether `folder` holds an entry at `path`; a file where a folder is asked for counts when `fileWillDo`. */
async function holds(folder: FileSystemDirectoryHandle, path: readonly string[], fileWillDo = false): Promise<boolean> {
  try {
    let current = folder;
    for (const name of path) current = await current.getDirectoryHandle(name);
    return true;
  } catch (error) {
    const name = (error as DOMException).name;
    if (name === 'TypeMismatchError') return fileWillDo;
    if (name === 'NotFoundError') return false;
    throw error;
  }
}

export function guardFolderWindow(copy: EditorCopy): void {
  const open = (window as unknown as { showDirectoryPicker?: FolderWindow }).showDirectoryPicker;
  // Firefox and Safari have none: the editor then says that a local folder needs Chrome or Edge.
  if (!open) return;
  const guarded: FolderWindow = async (options) => {
    let folder: FileSystemDirectoryHandle;
    try {
      folder = await open.call(window, options);
    } catch (error) {
      throw isFolderWindowClosed(error) ? refusal('FolderWindowClosed', copy.folderPickerClosed) : error;
    }
    const verdict = folderVerdict({
      hasContent: await holds(folder, ['src', 'content']),
      // A git worktree has a .git file instead of a folder.
      hasGit: await holds(folder, ['.git'], true),
    });
    if (verdict !== 'project') throw refusal('NotTheProjectFolder', refusedFolderMessage(verdict, copy));
    return folder;
  };
  Object.assign(window, { showDirectoryPicker: guarded });
}
