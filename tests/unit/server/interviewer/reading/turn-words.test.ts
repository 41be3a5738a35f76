// @vitest-environment node
/**
 * The turns recognised by their words alone (turn-words.ts): questions to the assistant, the
 * answer said before one, requests and filler, each class in several phrasings.
 */
import { describe, expect, it } from 'vitest';
import {
  answerBeforeQuestion,
  isDoneClause,
  isFiller,
  isQuestionToAssistant,
  readRequest,
} from '../../../../../server/interviewer/reading/turn-words';

describe('a question to the assistant', () => {
  it.each([
    'Does her job change what the testers do?',
    'is it fine to leave the device blank?',
    'Would a made-up name be ok?',
    'Should the persona be a real customer or an average one?',
    'Sorry, what counts as a segment?',
    'Sorry, the age of who?',
    'a goal like what, buying something?',
    'can we leave the age out',
    'sorry what do you mean by segment',
    'hmm, I dont get it',
    'do you need his real name',
    'Does the device matter? just curious',
    'Can we skip her job? not sure if it matters',
  ])('%j is a question', (said) => {
    expect(isQuestionToAssistant(said)).toBe(true);
  });

  it.each([
    'Developers?',
    'Freelancers, mostly.',
    'Nurses, right?',
    'Do the weekly shop',
    'What she wants is a refund',
  ])('%j is no question', (said) => {
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

  it('reads the question, not the words after it, when they say nothing', () => {
    expect(answerBeforeQuestion('Can we skip her job? not sure if it matters')).toBe('');
    expect(isQuestionToAssistant('Is that ok? She is 40')).toBe(false);
  });

  it('finds no question in an answer', () => {
    expect(answerBeforeQuestion('Mostly freelancers.')).toBeNull();
  });
});

describe('the list said to be done', () => {
  it.each([
    'nah, that is it',
    'naw thats all',
    'otherwise we are done',
    'other than that, done',
    "That's our plan then",
    "that's the whole list",
    'Then wrap up.',
    'ok, we can stop here',
    "can't think of anything else",
    "that's all I've got for him",
    'no other goals from me',
    'No, nothing further to add',
    'no more user types',
    'ok that should do it',
  ])('%j closes the list', (said) => {
    expect(isDoneClause(said)).toBe(true);
    expect(readRequest(said, 'more_goals')).toBe('done');
    expect(readRequest(said, 'anything_else')).toBe('done');
  });

  it.each(['finish the order', 'stop the timer here', 'plan the week', 'no more paper forms', 'nothing else works'])(
    '%j is a goal, not the end',
    (said) => {
      expect(readRequest(said, 'more_goals')).toBeNull();
    },
  );

  it('is a request only once every field is filled', () => {
    expect(readRequest("nah, that's it", 'age')).toBeNull();
  });
});

describe('asking for the plan to be filled in', () => {
  it.each([
    'Could you sketch the entire plan? I will edit it after',
    'would you draft the remaining personas for me',
    'Can you just make up the rest of it',
    'just put together something plausible, I can fix it later',
    'Could you handle the teachers side yourself?',
    'can u fill this out please',
    'not sure, u decide',
    'over to you',
    'dunno, I leave it to you',
    'Please build the plan for us.',
  ])('%j asks for a suggestion', (said) => {
    expect(readRequest(said, 'segment')).toBe('suggest_plan');
  });

  it.each([
    'She wants to finish the rest of the course',
    'Create a meal plan for the week',
    'build a plan for the trip',
    'Make something for dinner',
    'How many personas does a plan usually have?',
    'He wants to do everything you can do on the website',
    "The first goal should say 'book two rooms', to make it realistic",
    'She wants to finish it before lunch',
  ])('%j is no request', (said) => {
    expect(readRequest(said, 'goal')).toBeNull();
  });

  it('leaves a description that makes plans to the description', () => {
    expect(readRequest('An app where you can draft the plan for a wedding', 'app_description')).toBeNull();
  });
});

describe('filler', () => {
  it.each([
    'hmm, tricky one',
    'ooh, hard question',
    'let me think about it',
    'Um, I need to think about that one a bit',
    "I'm not really sure yet",
    'as I said earlier',
    'well, as I mentioned before, it depends',
    'no clue, honestly',
    'Hmm. Let me get back to you on that',
    "I'll have a think",
    'let me come back to that one',
    'told you already lol',
    'same as above',
  ])('%j says nothing for the plan', (said) => {
    expect(isFiller(said)).toBe(true);
  });

  it.each(['hmm, tricky one. 45?', 'tough one, maybe a nurse', 'Before work', 'One', 'That one bakers'])(
    '%j says something',
    (said) => {
      expect(isFiller(said)).toBe(false);
    },
  );
});

describe('readRequest: a description that uses a request’s words', () => {
  it.each([
    'A shop builder for florists: pick a template and add your stock',
    'videos on cooking pasta from scratch, step by step',
    'helps shift workers reset their body clock',
    'customers restart a paused subscription in one tap',
  ])('%j describes the app', (said) => {
    expect(readRequest(said, 'app_description')).toBeNull();
  });

  it.each<[string, string]>([
    ['ok, start over please', 'start_over'],
    ['sorry, can we start again', 'start_over'],
    ['no idea, you decide', 'suggest_plan'],
    ['hmm, just make something up', 'suggest_plan'],
  ])('%j still asks, in a clause of its own', (said, request) => {
    expect(readRequest(said, 'app_description')).toBe(request);
  });
});
