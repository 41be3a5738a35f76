// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../../src/lib/forms/email';
import { suggestEmail } from '../../../../src/lib/forms/email-suggestion';
import { anyCodePoint, checkProperty } from '../../../support/properties';

/** Addresses near the popular ones (and the characters a pattern would trip on), and any text. */
const hostPart = fc.stringMatching(/^[a-z.()*+?[\]\\^$|{}-]{1,12}$/);
const address = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9._+-]{1,12}$/),
      fc.constantFrom('gmial', 'gmail', 'hotmal', 'yahooo'),
      hostPart,
    )
    .map(([name, host, ending]) => `${name}@${host}.${ending}`),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
);

describe('suggestEmail over any text', () => {
  it('never throws, and suggests only a valid address with the same name part, never the one given', () => {
    checkProperty(
      fc.property(address, (input) => {
        const suggestion = suggestEmail(input);
        if (suggestion === null) return;
        expect(isValidEmail(suggestion)).toBe(true);
        const name = input.trim().split('@')[0];
        expect(suggestion.split('@')[0]).toBe(name);
        expect(suggestion).not.toBe(input.trim());
      }),
    );
  });
});
