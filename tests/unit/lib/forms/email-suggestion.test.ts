// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { suggestEmail } from '../../../../src/lib/forms/email-suggestion';

describe('suggestEmail', () => {
  it.each([
    // A common provider's name misspelt: the name part is kept as typed.
    ['ada@gmial.com', 'ada@gmail.com'],
    ['ada@gamil.com', 'ada@gmail.com'],
    ['a@gmai.com', 'a@gmail.com'],
    ['Ada.Lovelace@hotmial.com', 'Ada.Lovelace@hotmail.com'],
    ['x@outlok.com', 'x@outlook.com'],
    ['ada@yaho.com', 'ada@yahoo.com'],
    ['ada@GMIAL.COM', 'ada@gmail.com'],
    ['  ada@gmial.com  ', 'ada@gmail.com'],
    // A misspelt ending.
    ['ada@gmail.con', 'ada@gmail.com'],
    ['ada@gmail.cmo', 'ada@gmail.com'],
    ['ada@gmail.co', 'ada@gmail.com'],
    ['ada@icloud.cm', 'ada@icloud.com'],
  ])('%s → %s', (input, expected) => {
    expect(suggestEmail(input)).toBe(expected);
  });

  it.each([
    // Correct addresses, at providers and at companies, are left alone.
    'ada@gmail.com',
    'a@hotmail.co.uk',
    'ada@protonmail.ch',
    'ada@pm.me',
    'ada@yahoo.fr',
    'ada@web.de',
    'ada@mail.ru',
    'ada@acme.co',
    'ada@acme.io',
    'ada@stripe.com',
    'ada@vercel.app',
    'a@testable.dev',
    // Not an address (the email rule speaks for these), or not a plain host name.
    '',
    'ada',
    'a@ gmail.com',
    'ada@gmial',
    'a@b.c(',
    'a@gmial.com\u200b',
    'a@gm*il.com',
  ])('%j: no suggestion', (input) => {
    expect(suggestEmail(input)).toBeNull();
  });
});
