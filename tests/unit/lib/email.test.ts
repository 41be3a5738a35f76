import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../src/lib/email';
import { checkProperty } from '../../support/properties';

describe('isValidEmail: text, at sign, text, dot, text', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.com  ', true],
    ['a.b+tag@mail.example.co.uk', true],
    ['x@y.z', true],
    ['', false],
    ['   ', false],
    ['ada', false],
    ['ada@example', false],
    ['@example.com', false],
    ['ada@.com', false],
    ['ada@example.', false],
    ['ada example@example.com', false],
    ['ada@@example.com', false],
  ])('%j → %s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });
});

describe('isValidEmail agrees with the specification pattern it replaces', () => {
  // The pattern is safe to run here: the inputs are short.
  const SPEC_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const emailish = fc.stringMatching(/^[a-z@. \t\u00a0]{0,12}$/);
  it('on every short string of the characters that matter', () => {
    checkProperty(
      fc.property(fc.oneof(emailish, fc.string({ maxLength: 12 }), fc.emailAddress()), (input) => {
        expect(isValidEmail(input)).toBe(SPEC_PATTERN.test(input.trim()));
      }),
    );
  });
});
