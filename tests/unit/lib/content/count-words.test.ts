// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillCount } from '../../../../src/lib/content/count-words';

describe('fillCount: the form for the count, the count in the site’s style', () => {
  const words = { one: '{count} scenario, run every day', other: '{count} scenarios, run every day' };
  it.each([
    [0, '0 scenarios, run every day'],
    [1, '1 scenario, run every day'],
    [2, '2 scenarios, run every day'],
    [6, '6 scenarios, run every day'],
    [1180, '1,180 scenarios, run every day'],
  ])('%i → %s', (count, text) => {
    expect(fillCount(words, count)).toBe(text);
  });
});
