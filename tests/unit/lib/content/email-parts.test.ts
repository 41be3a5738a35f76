// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partsAroundEmail } from '../../../../src/lib/content/email-parts';

const email = 'hello@testable.dev';

describe('partsAroundEmail: copy with the contact address shown as a link', () => {
  it.each([
    ['no address', 'Nothing to write to.', [{ text: 'Nothing to write to.' }]],
    [
      'the address inside',
      'Write to hello@testable.dev and we’ll help.',
      [{ text: 'Write to ' }, { email }, { text: ' and we’ll help.' }],
    ],
    ['the address alone', 'hello@testable.dev', [{ email }]],
    ['at the start', 'hello@testable.dev answers.', [{ email }, { text: ' answers.' }]],
    ['at the end', 'Write to hello@testable.dev', [{ text: 'Write to ' }, { email }]],
    ['twice', 'hello@testable.dev or hello@testable.dev', [{ email }, { text: ' or ' }, { email }]],
    ['another address', 'Write to ada@example.com.', [{ text: 'Write to ada@example.com.' }]],
    ['an empty text', '', []],
  ])('%s', (_label, text, parts) => {
    expect(partsAroundEmail(text, email)).toEqual(parts);
  });

  it('with no address to look for, is the text as it is', () => {
    expect(partsAroundEmail('Write to us.', '')).toEqual([{ text: 'Write to us.' }]);
  });
});
