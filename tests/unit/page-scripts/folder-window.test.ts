import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorCopy } from '../../../src/lib/content/collections';
import { guardFolderWindow } from '../../../src/page-scripts/content-editor/folder-window';

const COPY: EditorCopy = {
  guidance: 'Which button when.',
  gitHubMissing: 'GitHub is off.',
  folderPickerClosed: 'No folder opened.',
  notProjectFolder: 'Not the project.',
  noGitFolder: 'No .git.',
};

/** A folder as the File System Access API hands it over: a tree of folders (objects) and files (strings). */
type Tree = { [name: string]: Tree | string };

function folderOf(tree: Tree, name = 'any-name'): FileSystemDirectoryHandle {
  return {
    kind: 'directory',
    name,
    getDirectoryHandle: async (child: string) => {
      const entry = tree[child];
      if (entry === undefined) throw new DOMException(`${child} not found`, 'NotFoundError');
      if (typeof entry === 'string') throw new DOMException(`${child} is a file`, 'TypeMismatchError');
      return folderOf(entry, child);
    },
  } as unknown as FileSystemDirectoryHandle;
}

type Picker = (options?: object) => Promise<FileSystemDirectoryHandle>;
const picker = () => (window as unknown as { showDirectoryPicker: Picker }).showDirectoryPicker;

describe('the guarded folder window', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'showDirectoryPicker');
  let open: ReturnType<typeof vi.fn<Picker>>;

  beforeEach(() => {
    open = vi.fn<Picker>();
    Object.assign(window, { showDirectoryPicker: open });
    guardFolderWindow(COPY);
  });

  afterEach(() => {
    if (original) Object.defineProperty(window, 'showDirectoryPicker', original);
    else delete (window as { showDirectoryPicker?: Picker }).showDirectoryPicker;
  });

  it.each([
    ['a clone', { '.git': {}, src: { content: {} }, 'package.json': '{}' }],
    ['a git worktree, whose .git is a file', { '.git': 'gitdir: ../main/.git/worktrees/x', src: { content: {} } }],
  ])('gives the editor the project whatever its name: %s', async (_, tree) => {
    const folder = folderOf(tree, 'my-copy-of-the-site');
    open.mockResolvedValue(folder);
    await expect(picker()({ mode: 'readwrite' })).resolves.toBe(folder);
    expect(open).toHaveBeenCalledWith({ mode: 'readwrite' });
  });

  it.each([
    ['a folder without src/content', { '.git': {}, src: {} }, COPY.notProjectFolder],
    ['src/content itself', { faq: {}, landing: {} }, COPY.notProjectFolder],
    ['a file named content', { '.git': {}, src: { content: 'not a folder' } }, COPY.notProjectFolder],
    ['a download without .git', { src: { content: {} } }, COPY.noGitFolder],
  ])('refuses %s in our words, which the editor shows', async (_, tree, message) => {
    open.mockResolvedValue(folderOf(tree));
    const refusal = await picker()().catch((error: Error) => error);
    // Neither AbortError nor NotFoundError: for those the editor shows its own words instead of the cause's.
    expect(refusal).toMatchObject({ name: 'NotTheProjectFolder', cause: { message } });
  });

  it('turns a closed window into a calm message', async () => {
    open.mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(picker()()).rejects.toMatchObject({
      name: 'FolderWindowClosed',
      cause: { message: COPY.folderPickerClosed },
    });
  });

  it('lets any other failure through as it is', async () => {
    const denied = new DOMException('Not allowed', 'NotAllowedError');
    open.mockRejectedValue(denied);
    await expect(picker()()).rejects.toBe(denied);
    const unreadable = new DOMException('Not readable', 'NotReadableError');
    open.mockResolvedValue({
      getDirectoryHandle: () => Promise.reject(unreadable),
    } as unknown as FileSystemDirectoryHandle);
    await expect(picker()()).rejects.toBe(unreadable);
  });
});
