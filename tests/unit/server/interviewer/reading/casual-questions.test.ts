// @vitest-environment node
/**
 * Questions to the assistant said casually (assistant-questions.ts), and leave asked to make a
 * value up, which leaves nothing to the assistant (request-clauses.ts holdsForAssistant).
 */
import { describe, expect, it } from 'vitest';
import { isQuestionToAssistant, readRequest } from '../../../../../server/interviewer/reading/turn-words';

describe('a question said casually', () => {
  it.each([
    'device meaning what exactly',
    'goal as in a task or what',
    'occupation like what then',
    'what for',
    'how come',
    'why though',
    'pardon?',
    'eh?',
    'why you want the age',
    'how you want the goals',
    'why we need a device',
  ])('%j asks the assistant', (said) => {
    expect(isQuestionToAssistant(said)).toBe(true);
  });

  it.each(['whatever she can get', 'she knows what', 'a laptop, which is old', 'how she pays matters most'])(
    '%j asks nothing',
    (said) => {
      expect(isQuestionToAssistant(said)).toBe(false);
    },
  );
});

describe('making a value up', () => {
  it.each([
    ['can I make one up', null],
    ['should we just make something up', null],
    ['i could make one up', null],
    ['just make one up', 'suggest_plan'],
    ['you decide', 'suggest_plan'],
    ['can you make something up', 'suggest_plan'],
  ])('%j is %s', (said, request) => {
    expect(readRequest(said, 'name')).toBe(request);
  });
});
