// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entranceSentences, withoutZoomLock } from '../../../src/lib/content-editor';
import type { EditorCopy } from '../../../src/lib/content-schemas';

const COPY: EditorCopy = {
  guidance: 'Which button when.',
  gitHubMissing: 'GitHub is off.',
};

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
