// @vitest-environment node
/**
 * The part of a turn its answer is in: the last of several tries, a name without the words it was
 * offered in, and an answer that only looks like a second try kept whole.
 */
import { describe, expect, it } from 'vitest';
import type { Asked } from '../../../../../server/interviewer/language/turn-reading';
import { answerTextFor, isGoalOfPersona } from '../../../../../server/interviewer/reading/answer-text';

describe('answerTextFor: the last of several tries', () => {
  it.each<[Asked, string, string]>([
    ['age', '45, no wait, 54', '54'],
    ['age', 'He is 61. No, sorry, 16, I mixed it up.', '16, I mixed it up.'],
    ['age', '38, sorry I meant 39', '39'],
    ['name', 'Maria, sorry, Marta', 'Marta'],
    ['name', 'Jon, no, John with an h', 'John'],
    ['name', 'Kate, I mean Katie', 'Katie'],
    ['occupation_background', 'Plumber, well actually, a heating engineer', 'a heating engineer'],
    ['goal', 'book a table, scratch that, book a room for the night', 'book a room for the night'],
    ['goal', 'email the tutor, or no, call the tutor', 'call the tutor'],
    ['name', 'Ana, or actually, Anna', 'Anna'],
  ])('%s: %j → %j', (asked, said, answer) => {
    expect(answerTextFor(said, asked)).toBe(answer);
  });

  it.each<[Asked, string]>([
    ['app_description', 'Charities post shifts and volunteers sign up, no more spreadsheets.'],
    ['goal', 'Pay the invoice, no more chasing'],
    ['user_type', 'Dog owners, well, mostly'],
    ['occupation_background', 'Nurse, well paid'],
  ])('%s: %j is one try, kept whole', (asked, said) => {
    expect(answerTextFor(said, asked)).toBe(said);
  });
});

describe('answerTextFor: a name offered in a few words', () => {
  it.each([
    ["Hannah's fine", 'Hannah'],
    ['Priya works', 'Priya'],
    ["Let's go with Omar", 'Omar'],
    ['Mia. Or Maya? Hmm, go with Maya', 'Maya'],
    ['Tom sounds good', 'Tom'],
    ['Ana without the n at the end', 'Ana'],
  ])('%j → %j', (said, name) => {
    expect(answerTextFor(said, 'name')).toBe(name);
  });

  it('keeps "call him" with the name, as it says who is named', () => {
    expect(answerTextFor("Well, let's call him Ravi", 'name')).toBe("Well, let's call him Ravi");
  });
});

describe('answerTextFor: a list of groups', () => {
  it.each<[Asked, string, string]>([
    ['user_type', 'drivers / riders / dispatchers', 'drivers, riders, dispatchers'],
    ['user_type', 'owners (they pay for it) and staff', 'owners and staff'],
    ['segment', 'students (mostly the ones who commute) and retirees', 'students and retirees'],
    ['user_type', 'buyers (local customers and offices) and bakers', 'buyers (local customers and offices) and bakers'],
    // A remark between groups is no group.
    ['user_type', "hosts, they're the ones who pay, and then guests", 'hosts, and then guests'],
    [
      'user_type',
      'tutors who teach online, usually grad students on the side, and parents',
      'tutors who teach online, and parents',
    ],
    ['user_type', 'Owners, mostly small cafés, and staff', 'Owners, mostly small cafés, and staff'],
  ])('%s: %j → %j', (asked, said, answer) => {
    expect(answerTextFor(said, asked)).toBe(answer);
  });
});

describe('isGoalOfPersona: a task said of the persona after an edit', () => {
  it.each<[Asked, string, boolean]>([
    ['goal', 'She wants to renew her permit online', true],
    ['more_goals', "He'd like to export the month", true],
    ['goal', 'He orders the same coffee every morning', true],
    ['goal', 'She is a nurse', false],
    ['goal', 'He has an iPhone', false],
    ['goal', 'They never use the app', false],
    ['goal', 'It was a typo', false],
    ['age', 'She wants to renew her permit online', false],
  ])('%s: %j → %s', (asked, clause, goal) => {
    expect(isGoalOfPersona(clause, asked)).toBe(goal);
  });
});

describe('answerTextFor: a persona detail offered with a question mark, or said in words', () => {
  it.each<[Asked, string, string]>([
    ['name', 'not sure, Omar?', 'not sure, Omar'],
    ['occupation_background', 'Dental nurse?', 'Dental nurse'],
    ['age', 'Thirty-eight, a chef', '38, a chef'],
    // A name offered in a sentence is read whole, by the name reader.
    ['name', "How about Elsie, she's 80", "How about Elsie, she's 80"],
  ])('%s: %j → %j', (asked, said, answer) => {
    expect(answerTextFor(said, asked)).toBe(answer);
  });

  it.each<[Asked, string]>([
    ['name', 'does the name show up anywhere?'],
    ['age', 'why do you need her age?'],
  ])('%s: %j still asks', (asked, said) => {
    expect(answerTextFor(said, asked)).toBe(said);
  });
});

describe('a clause opening the answer with "it\'s" names the groups; after a group, it is a remark', () => {
  it.each([
    [
      "OK so, it's tenants reporting repairs, and landlords who fix them",
      "OK so, it's tenants reporting repairs, and landlords who fix them",
    ],
    ["Tenants, they're the ones who report, and landlords", 'Tenants, and landlords'],
  ])('%j → %j', (said, text) => {
    expect(answerTextFor(said, 'user_type')).toBe(text);
  });
});
