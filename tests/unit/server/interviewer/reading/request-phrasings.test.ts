// @vitest-environment node
/**
 * Requests and questions said the way founders type them: a question without its mark that opens
 * with a verb no answer opens with, the list closed behind a hedge or with thanks, and a part of
 * the plan left to the assistant.
 */
import { describe, expect, it } from 'vitest';
import type { Asked } from '../../../../../server/interviewer/language/turn-reading';
import { EMPTY_WORDS, isFiller } from '../../../../../server/interviewer/reading/filler-words';
import { isQuestionToAssistant, readRequest } from '../../../../../server/interviewer/reading/turn-words';

describe('a question without its mark', () => {
  it.each([
    'does the persona need a real job or can it be made up',
    'should the segments be about age or about what they buy',
    'could each goal be a whole flow rather than one step',
    'can the device be something like a smart tv or only phones and laptops and tablets would you say',
  ])('%s', (said) => {
    expect(isQuestionToAssistant(said)).toBe(true);
  });

  it.each(['do the weekly shop', 'is a carpenter', 'Is a woman', 'check the delivery slots'])(
    'an answer: %s',
    (said) => {
      expect(isQuestionToAssistant(said)).toBe(false);
    },
  );
});

describe('the list closed', () => {
  it.each([
    'nah I reckon that covers it',
    'i think thats everything, cheers',
    "no that's the lot, thank you",
    'honestly thats all',
  ])('%s', (said) => {
    expect(readRequest(said, 'anything_else')).toBe('done');
    expect(readRequest(said, 'more_goals')).toBe('done');
  });
});

describe('a part of the plan left to the assistant', () => {
  it.each(['could you propose the segments', 'can you draft the goals for me', 'would you fill in the details'])(
    '%s',
    (said) => {
      expect(readRequest(said, 'segment')).toBe('suggest_plan');
    },
  );

  it.each(['complete the goals on the checklist', 'finish the details of the order'])(
    'a task of its own: %s',
    (said) => {
      expect(readRequest(said, 'goal')).toBeNull();
    },
  );
});

describe('more ways of asking for a plan, starting over, or closing the list', () => {
  it.each<[string, string, string | null]>([
    ['any suggestions?', 'segment', 'suggest_plan'],
    ['give me some ideas', 'goal', 'suggest_plan'],
    ['you tell me', 'state_of_mind', 'suggest_plan'],
    ['you tell me', 'first_group', null],
    ['can we redo this', 'segment', 'start_over'],
    ['wipe everything please', 'name', 'start_over'],
    ['back to square one', 'user_type', 'start_over'],
    ['start a new plan for the week', 'goal', null],
    ["no, let's leave it there", 'anything_else', 'done'],
    ['no thanks, looks complete', 'anything_else', 'done'],
    ["I'm happy with it", 'more_goals', 'done'],
    ["no, that's plenty", 'more_goals', 'done'],
  ])('%s (asked %s)', (said, asked, request) => {
    expect(readRequest(said, asked as Asked)).toBe(request);
  });
});

describe('hesitation, one table for a turn of filler and the words before an answer', () => {
  it.each(['erm', 'hmm', 'meh', 'huh', 'well', 'lol'])(
    '%s is filler alone, and an empty word before an answer',
    (word) => {
      expect(isFiller(word)).toBe(true);
      expect(EMPTY_WORDS.has(word)).toBe(true);
    },
  );

  it.each(['sorry', 'btw', 'and', 'no'])('%s leads into an answer, and is no filler alone', (word) => {
    expect(EMPTY_WORDS.has(word)).toBe(true);
    expect(isFiller(word)).toBe(false);
  });
});

describe('questions asked back in a few words, or with the question word first', () => {
  it.each([
    'like what',
    'um what?',
    'wdym',
    'examples?',
    'e.g.?',
    'how many segments should I add',
    'what kind of device do you mean',
    "what's the difference between a segment and a user type",
    "I don't get what you're asking",
  ])('%s', (said) => {
    expect(isQuestionToAssistant(said)).toBe(true);
  });

  it.each(['what she wants is a refund', 'when the class is full she joins the waitlist', 'how she pays matters most'])(
    'an answer that opens with a question word: %s',
    (said) => {
      expect(isQuestionToAssistant(said)).toBe(false);
    },
  );
});
