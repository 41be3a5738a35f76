// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseConversation } from '../../../../src/lib/plan/conversation';

describe('parseConversation', () => {
  const valid = [
    { role: 'assistant', content: 'Hi' },
    { role: 'user', content: '<b>x</b>' },
  ];
  it.each([
    [undefined, []],
    ['', []],
    ['not json', []],
    ['{"role":"user"}', []],
    ['[{"role":"system","content":"x"}]', []],
    ['[{"role":"user","content":5}]', []],
    ['[null]', []],
    ['[]', []],
    [JSON.stringify(valid), valid],
  ])('%j reads as %j', (stored, expected) => {
    expect(parseConversation(stored)).toEqual(expected);
  });
});
