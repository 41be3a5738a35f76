// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cleanValue,
  isDone,
  isQuestion,
  parseAge,
  readOfferChoice,
} from '../../../../../server/interviewer/words/answers';

describe('parseAge', () => {
  it.each([
    ['34', '34'],
    ['34 years', '34'],
    ['34 years old', '34'],
    ['34yo', '34'],
    ['about 34.', '34'],
    ['25-34', '25-34'],
    ['25 to 34', '25-34'],
    ['34-25', '34'],
    ['thirty', null],
    ['in her late forties', '48'],
    ['early twenties', '22'],
    ['mid-thirties', '35'],
    ['fifties', '55'],
    ['0', null],
    ['121', null],
    ['1234', null],
    ['', null],
  ])('%j → %j', (answer, age) => {
    expect(parseAge(answer)).toBe(age);
  });
});

describe('isDone', () => {
  it.each(['done', 'Done.', 'DONE!', 'no more', 'No more goals', "that's all", 'Thats it', 'nope', 'no', 'all done'])(
    '%j ends the list',
    (answer) => expect(isDone(answer)).toBe(true),
  );
  it.each(['No hidden fees at checkout', 'done deal on pricing', 'Get it done fast', ''])('%j is an answer', (answer) =>
    expect(isDone(answer)).toBe(false),
  );
});

describe('readOfferChoice', () => {
  it.each([
    ['user type', 'user_type'],
    ['Add another type of user', 'user_type'],
    ['another user', 'user_type'],
    ['segment', 'segment'],
    ['a new segment for this user type', 'segment'],
    ['no thanks', 'done'],
    ['done', 'done'],
    ['yes', 'unclear'],
    ['', 'unclear'],
  ])('%j → %s', (answer, choice) => {
    expect(readOfferChoice(answer)).toBe(choice);
  });
});

describe('cleanValue', () => {
  it.each([
    ['  Maria.  ', 'Maria'],
    ['"Buyers"', 'Buyers'],
    ['line\none', 'line one'],
    ['<b>x</b>', '<b>x</b>'],
  ])('%j → %j', (answer, value) => {
    expect(cleanValue(answer)).toBe(value);
  });
});

describe('isQuestion: an answer that asks something back', () => {
  it.each([
    ["what's the weather?", true],
    ['Why do you need a name? ', true],
    ['"really?"', true],
    ['¿Qué tiempo hace?', true],
    ['Landscapers', false],
    ['Can I pay by card? Yes, that is the goal.', false],
    [`${'A long description of the app. '.repeat(10)}Does that help?`, false],
    ['', false],
  ])('%j → %s', (answer, asks) => {
    expect(isQuestion(answer)).toBe(asks);
  });
});
