// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type DialogCopy, dialogStylesheets } from '../../../../src/lib/api/dialog-copy';

const copy = (lists: Partial<Pick<DialogCopy, 'prefetch' | 'stylesheets'>>) => ({ ...lists }) as DialogCopy;
const PREFETCH = ['/_astro/Demo.js', '/_astro/demo.css', '/_astro/modal.css'];

describe('dialogStylesheets', () => {
  it.each<[string, DialogCopy, string | undefined, string[]]>([
    [
      'the dialog’s own',
      copy({ prefetch: PREFETCH, stylesheets: { demo: ['/_astro/demo.css'] } }),
      'demo',
      ['/_astro/demo.css'],
    ],
    [
      'every dialog’s, when none is named',
      copy({ prefetch: PREFETCH }),
      undefined,
      ['/_astro/demo.css', '/_astro/modal.css'],
    ],
    [
      'every dialog’s, when the build listed none for it',
      copy({ prefetch: PREFETCH, stylesheets: {} }),
      'quiz',
      ['/_astro/demo.css', '/_astro/modal.css'],
    ],
    ['none in development, where the build listed nothing', copy({}), 'demo', []],
  ])('%s', (_, dialogs, dialog, expected) => {
    expect(dialogStylesheets(dialogs, dialog)).toEqual(expected);
  });
});
