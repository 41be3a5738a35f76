import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../src/lib/email';

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
