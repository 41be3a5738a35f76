// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withNumberInDigits } from '../../../../../server/interviewer/reading/number-words';

describe('withNumberInDigits: an age said in words, where it stands', () => {
  it.each([
    ['seven', '7'],
    ["he's seventy-two", "he's 72"],
    ['Thirty one, a vet', '31, a vet'],
    ['Fifty, runs the farm shop', '50, runs the farm shop'],
    ['nineteen, nearly twenty', '19, nearly twenty'],
    ['in her late forties', 'in her late forties'],
    ['not sure', 'not sure'],
  ])('%j → %j', (answer, written) => {
    expect(withNumberInDigits(answer)).toBe(written);
  });
});
