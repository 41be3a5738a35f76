/**
 * The turns recognised by their words alone (turn-words.ts): questions to the assistant, the
 * answer said before one, requests and filler, each class in several phrasings.
 */
import { describe, expect, it } from 'vitest';
import { answerBeforeQuestion, isQuestionToAssistant } from '../../../../../server/interviewer/reading/turn-words';

describe('a question to the assistant', () => {
  it.each([
    'Does her job change what the testers do?',
    'is it fine to leave the device blank?',
    'Would a made-up name be ok?',
    'Should the persona be a real customer or an average one?',
    'Sorry, what counts as a segment?',
    'Sorry, the age of who?',
    'a goal like what, buying something?',
  ])('%j is a question', (said) => {
    expect(isQuestionToAssistant(said)).toBe(true);
  });

  it.each(['Developers?', 'Freelancers, mostly.', 'Nurses, right?'])('%j is no question', (said) => {
    expect(isQuestionToAssistant(said)).toBe(false);
  });

  it.each([
    ['35, does the exact number matter?', '35'],
    ['An iPad I think, is the model important?', 'An iPad I think'],
    ['Maybe Priya. would a common name be better?', 'Maybe Priya'],
    ['Sorry, is that the job he has now?', ''],
    ['Should she be a student or someone working?', ''],
    ['Oh, what do you mean by state of mind?', ''],
  ])('%j answers %j before it asks', (said, answer) => {
    expect(answerBeforeQuestion(said)).toBe(answer);
  });

  it('finds no question in an answer', () => {
    expect(answerBeforeQuestion('Mostly freelancers.')).toBeNull();
  });
});
