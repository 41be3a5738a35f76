// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EditorCopy } from '../../../../src/lib/content/collections';
import {
  entranceSentences,
  folderVerdict,
  isFolderWindowClosed,
  refusedFolderMessage,
  withoutZoomLock,
} from '../../../../src/lib/content/editor';

const COPY: EditorCopy = {
  guidance: 'Which button when.',
  gitHubMissing: 'GitHub is off.',
  folderPickerClosed: 'No folder opened.',
  notProjectFolder: 'Not the project.',
  noGitFolder: 'No .git.',
};

describe('the project folder', () => {
  it.each([
    [{ hasContent: true, hasGit: true }, 'project'],
    [{ hasContent: false, hasGit: true }, 'not-project'],
    [{ hasContent: false, hasGit: false }, 'not-project'],
    [{ hasContent: true, hasGit: false }, 'no-git'],
  ] as const)('%j is %s', (contents, verdict) => {
    expect(folderVerdict(contents)).toBe(verdict);
  });

  it.each([
    ['not-project', COPY.notProjectFolder],
    ['no-git', COPY.noGitFolder],
  ] as const)('a %s folder is refused with its own words', (verdict, message) => {
    expect(refusedFolderMessage(verdict, COPY)).toBe(message);
  });
});

describe('a closed folder window', () => {
  it.each([
    [new DOMException('The user aborted a request.', 'AbortError'), true],
    [{ name: 'AbortError' }, true],
    [new DOMException('Not allowed', 'NotAllowedError'), false],
    [new DOMException('Gone', 'NotFoundError'), false],
    [new Error('AbortError'), false],
    ['AbortError', false],
    [null, false],
    [undefined, false],
  ])('%o is a closed window: %s', (error, closed) => {
    expect(isFolderWindowClosed(error)).toBe(closed);
  });
});

describe('the sentences under the editor’s title', () => {
  it('say which button to use, and that GitHub is missing when it is', () => {
    expect(entranceSentences(COPY, { gitHubSignIn: true })).toEqual([COPY.guidance]);
    expect(entranceSentences(COPY, { gitHubSignIn: false })).toEqual([COPY.guidance, COPY.gitHubMissing]);
  });
});

describe('the viewport without its zoom lock', () => {
  it.each([
    [
      'width=device-width, initial-scale=1, maximum-scale=1, interactive-widget=resizes-content',
      'width=device-width, initial-scale=1, interactive-widget=resizes-content',
    ],
    ['width=device-width,maximum-scale=1.5', 'width=device-width'],
    ['width=device-width, user-scalable=no', 'width=device-width'],
    ['width=device-width, user-scalable=0, maximum-scale=0.8', 'width=device-width'],
    ['width=device-width, MAXIMUM-SCALE = 1', 'width=device-width'],
    // Zooming to twice the size or more is allowed: these stay as they were, spacing included.
    ['width=device-width, maximum-scale=2', 'width=device-width, maximum-scale=2'],
    ['width=device-width,maximum-scale=10', 'width=device-width,maximum-scale=10'],
    ['width=device-width, user-scalable=yes', 'width=device-width, user-scalable=yes'],
    ['width=device-width, initial-scale=1', 'width=device-width, initial-scale=1'],
  ])('%j → %j', (content, expected) => {
    expect(withoutZoomLock(content)).toBe(expected);
  });
});
