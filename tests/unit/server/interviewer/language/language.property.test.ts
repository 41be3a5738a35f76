// @vitest-environment node
/**
 * The readers of language/ over any text a visitor can send: they never throw, read at most the
 * first MAX_READ_CHARS characters of an answer whatever its length, and what they hand back has
 * the shape the plan needs (a group's name is a clean short name, its description at most 60
 * characters, a goal one line). The library is slower than a pattern, so fewer cases than the
 * other properties: sentences built from the words these readers react to find their paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readActions } from '../../../../../server/interviewer/language/actions';
import { groupsInAnswer } from '../../../../../server/interviewer/language/answer-groups';
import { MAX_READ_CHARS, readSentences } from '../../../../../server/interviewer/language/english';
import { counterpartGoal, goalFor } from '../../../../../server/interviewer/language/goals';
import { MAX_GROUP_DESCRIPTION_LENGTH } from '../../../../../server/interviewer/language/groups';
import { readPersonaDetails } from '../../../../../server/interviewer/language/persona-details';
import { segmentValue } from '../../../../../server/interviewer/plan/segment-value';
import { chatText, hugeText } from '../../../../support/plan-arbitraries';
import { checkProperty } from '../../../../support/properties';

const RUNS = 150;
const HUGE_RUNS = 30;

const WORDS = [
  'landscapers',
  'homeowners',
  'who',
  'run',
  'small',
  'crews',
  'and',
  'or',
  'but also',
  'their',
  'students',
  'book',
  'pay',
  'through',
  'the',
  'app',
  'mostly',
  'with',
  'a',
  'handful',
  'of',
  'staff',
  'lets',
  'it',
  'them',
  'want',
  'to',
  'need',
  'Dana',
  '45',
  'her',
  'iPhone',
  'stressed',
  'works as',
  'nurse',
  'und',
  'que',
  'y',
  '🐶',
  '<b>',
  '</b>',
  '&amp;',
  ',',
  ';',
  ':',
  '.',
  '?',
  '-',
  '\n- ',
  '1. ',
  '"',
  '(',
];
const sentence = fc.array(fc.constantFrom(...WORDS), { maxLength: 24 }).map((words) => words.join(' '));
const anyAnswer = fc.oneof(sentence, chatText);

// A name word as language/groups.ts accepts it, and a name of them.
const NAME = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}'’&+ -]*$/u;

function checkGroups(answer: string) {
  const groups = groupsInAnswer(answer);
  if (groups === null) return;
  expect(groups.length).toBeGreaterThan(0);
  for (const { name, description } of groups) {
    expect(name.trim()).not.toBe('');
    expect(Array.from(name).length).toBeLessThanOrEqual(200);
    if (description) expect(description.length).toBeLessThanOrEqual(MAX_GROUP_DESCRIPTION_LENGTH);
  }
}

function checkReadNames(answer: string) {
  for (const group of groupsInAnswer(answer) ?? []) {
    // Names the library read (with a description beside them) are clean words, never markup.
    if (group.description) expect(group.name).toMatch(NAME);
  }
}

function checkActions(description: string) {
  for (const action of readActions(description)) {
    expect(action.verb).toMatch(/^\S/);
    expect(action.object.length + action.detail.length).toBeLessThanOrEqual(MAX_READ_CHARS);
    expect(goalFor(action)).not.toMatch(/\n/);
    const other = counterpartGoal(action);
    if (other !== null) expect(other).not.toMatch(/\n/);
  }
}

function checkPersona(answer: string) {
  for (const value of Object.values(readPersonaDetails(answer))) {
    expect(value.trim()).toBe(value);
    expect(Array.from(value).length).toBeLessThanOrEqual(200);
  }
  expect(Array.from(segmentValue(answer)).length).toBeLessThanOrEqual(MAX_GROUP_DESCRIPTION_LENGTH);
}

describe('the language readers over any answer', () => {
  it('read groups with short names and descriptions of at most 60 characters', () => {
    checkProperty(fc.property(anyAnswer, checkGroups), { numRuns: RUNS });
    checkProperty(fc.property(anyAnswer, checkReadNames), { numRuns: RUNS });
  });

  it('read actions whose goals are one line', () => {
    checkProperty(fc.property(anyAnswer, checkActions), { numRuns: RUNS });
  });

  it('read persona details and segments within the lengths a plan keeps', () => {
    checkProperty(fc.property(anyAnswer, checkPersona), { numRuns: RUNS });
  });

  it('give the library at most MAX_READ_CHARS characters, whatever the answer', () => {
    checkProperty(
      fc.property(hugeText, (text) => {
        const read = readSentences(text)
          .flat()
          .reduce((sum, term) => sum + term.pre.length + term.text.length + term.post.length, 0);
        expect(read).toBeLessThanOrEqual(MAX_READ_CHARS);
        checkGroups(text);
        checkActions(text);
        checkPersona(text);
      }),
      { numRuns: HUGE_RUNS },
    );
  });
});
