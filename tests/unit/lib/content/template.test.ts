// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../../src/lib/content/template';

describe('fillTemplate', () => {
  it.each([
    ["You're founder #{number}!", { number: 19 }, "You're founder #19!"],
    ['Error {status}: Unable to analyze the URL', { status: 500 }, 'Error 500: Unable to analyze the URL'],
    ['I could not reach {url}.', { url: 'https://a.example/' }, 'I could not reach https://a.example/.'],
    ['{missing} stays', {}, '{missing} stays'],
    ['{a}{a}', { a: 'x' }, 'xx'],
  ])('%j with %o → %j', (text, values, expected) => {
    expect(fillTemplate(text, values)).toBe(expected);
  });
});
